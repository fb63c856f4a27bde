import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/cookie";
import { loginUrl, PUBLIC_ADMIN_PATHS } from "@/lib/auth/paths";
import { PREVIEW_NOT_FOUND_PATH } from "@/lib/previews/rules";
import { findActivePreviewLink } from "@/lib/previews/tokens";
import { mayBeServerAction, serverActionRefusal } from "@/lib/server-action-requests";

/**
 * Server actions are checked first, wherever they are posted: a call Next.js would answer with a 500 (a body it
 * cannot decode, another origin) or that names an internal "use cache" function is refused with a 4xx.
 *
 * Then the first gate of the back office (Next.js 16's name for middleware): a page of /admin other than the login
 * and password-reset pages, requested without a valid session cookie, goes to the login page with the page to return to.
 * It is only the first gate: pages, route handlers and server actions check the user and the role themselves
 * (lib/auth), since a valid cookie may belong to an account that was since deleted or demoted.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (mayBeServerAction(request)) {
    const refusal = await serverActionRefusal(request);
    if (refusal)
      return NextResponse.json(
        { success: false, message: refusal.message, error: refusal.message },
        { status: refusal.status, headers: { "Cache-Control": "no-store" } },
      );
    if (!pathname.startsWith("/admin")) return NextResponse.next();
  }
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

export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/apercu/:path*",
    // Server actions, wherever they are posted (lib/server-action-requests.ts): a call from a script says Next-Action,
    // a form posted without scripts is multipart. Route handlers (/api) run no actions.
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "next-action" }] },
    { source: "/((?!api/|_next/).*)", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
  ],
};
