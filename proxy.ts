import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/cookie";
import { loginUrl, PUBLIC_ADMIN_PATHS } from "@/lib/auth/paths";
import { PREVIEW_NOT_FOUND_PATH } from "@/lib/previews/rules";
import { findActivePreviewLink } from "@/lib/previews/tokens";

/**
 * The first gate of the back office (Next.js 16's name for middleware): a page of /admin other than the login
 * and password-reset pages, requested without a valid session cookie, goes to the login page with the page to return to.
 * It is only the first gate: pages, route handlers and server actions check the user and the role themselves
 * (lib/auth), since a valid cookie may belong to an account that was since deleted or demoted.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(PREVIEW_PREFIX)) return previewGate(request, pathname.slice(PREVIEW_PREFIX.length));
  if (PUBLIC_ADMIN_PATHS.includes(pathname)) return NextResponse.next();
  const token = await getToken({
    req: request,
    secret: process.env.NEXTAUTH_SECRET,
    secureCookie: usesSecureCookies(),
    cookieName: sessionCookieName(),
  });
  if (token?.sub) return NextResponse.next();
  return NextResponse.redirect(new URL(loginUrl(`${pathname}${search}`), request.url));
}

const PREVIEW_PREFIX = "/apercu/";

/**
 * Shareable previews (lib/previews): a link that opens nothing (unknown, expired, revoked) is answered by the static
 * not-found page, with a real 404. The preview page itself is rendered per request and sends its shell before it
 * knows, so a notFound() there would come with a 200. When the database does not answer, the page decides.
 */
async function previewGate(request: NextRequest, token: string) {
  try {
    if (await findActivePreviewLink(decodeURIComponent(token))) return NextResponse.next();
  } catch {
    return NextResponse.next();
  }
  return NextResponse.rewrite(new URL(PREVIEW_NOT_FOUND_PATH, request.url));
}

export const config = { matcher: ["/admin", "/admin/:path*", "/apercu/:path*"] };
