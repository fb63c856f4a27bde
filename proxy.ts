import { getToken } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/cookie";
import { loginUrl, PUBLIC_ADMIN_PATHS } from "@/lib/auth/paths";

/**
 * The first gate of the back office (Next.js 16's name for middleware): a page of /admin other than the login
 * and password-reset pages, requested without a valid session cookie, goes to the login page with the page to return to.
 * It is only the first gate: pages, route handlers and server actions check the user and the role themselves
 * (lib/auth), since a valid cookie may belong to an account that was since deleted or demoted.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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

export const config = { matcher: ["/admin", "/admin/:path*"] };
