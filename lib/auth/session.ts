import "server-only";
import { encode, getToken, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import { cache } from "react";
import {
  authSecret,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  sessionCookieOptions,
  usesSecureCookies,
} from "@/lib/auth/cookie";
import { findSessionUser, type SessionUser } from "@/lib/users";

export type { SessionUser } from "@/lib/users";

/**
 * What the session cookie carries: who signed in and when (milliseconds, `openedAt`). The role is deliberately
 * not trusted from the token: every check reloads the user, so that a demoted or deleted account loses access
 * at once, and a session opened before the account's last password change ends.
 */
export function sessionClaims(user: Pick<SessionUser, "id" | "username" | "email">): JWT {
  return { sub: String(user.id), name: user.username, email: user.email, openedAt: Date.now() };
}

/**
 * When the session of `token` was opened. A token from before `openedAt` existed counts as opened at the epoch:
 * valid until the account's first password change. (Not its `iat`: NextAuth renews that whenever it re-issues it.)
 */
function sessionOpenedAt(token: JWT): Date {
  return new Date(typeof token.openedAt === "number" && Number.isFinite(token.openedAt) ? token.openedAt : 0);
}

/**
 * The encrypted session cookie NextAuth itself would set (same name, secret, format and lifetime), in the form both
 * `response.cookies.set(cookie)` (route handlers) and `(await cookies()).set(cookie)` (server actions) take.
 */
export async function sessionCookieFor(user: Pick<SessionUser, "id" | "username" | "email">) {
  const secure = usesSecureCookies();
  const value = await encode({ token: sessionClaims(user), secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
  return { name: sessionCookieName(secure), value, ...sessionCookieOptions(secure), maxAge: SESSION_MAX_AGE_SECONDS };
}

export type SessionCookie = Awaited<ReturnType<typeof sessionCookieFor>>;

/** Opens a session for `user` with `response`: it sets the session cookie (sign-in). */
export async function setSessionCookie(
  response: NextResponse,
  user: Pick<SessionUser, "id" | "username" | "email">,
): Promise<void> {
  response.cookies.set(await sessionCookieFor(user));
}

type CookieSource = Pick<NextRequest, "cookies">;

/**
 * The signed-in user of a request, loaded from the database; null without a valid session.
 * Route handlers pass their request; without one, the cookies of the current request are read (next/headers).
 */
export async function getSessionUser(request?: CookieSource): Promise<SessionUser | null> {
  const source = request ?? { cookies: await cookies() };
  // Only the cookie counts (no Authorization header): the session is the one the browser holds.
  const token = await getToken({
    req: { cookies: source.cookies, headers: {} } as never,
    secret: authSecret(),
    secureCookie: usesSecureCookies(),
    cookieName: sessionCookieName(),
  });
  const id = Number(token?.sub);
  return token && Number.isSafeInteger(id) && id > 0 ? findSessionUser(id, sessionOpenedAt(token)) : null;
}

/** The current user for server components: read once per request however many components ask. */
export const getCurrentUser = cache(() => getSessionUser());
