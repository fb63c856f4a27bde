import "server-only";
import { encode, getToken, type JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import { cache } from "react";
import {
  authSecret,
  BACKGROUND_REQUEST_HEADER,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  sessionCookieOptions,
  usesSecureCookies,
} from "@/lib/auth/cookie";
import { findSessionUser, openSession, type SessionContext, type SignedInUser } from "@/lib/auth/sessions";
import type { SessionUser } from "@/lib/users";

export type { SessionUser } from "@/lib/users";
export type { SignedInUser } from "@/lib/auth/sessions";

/**
 * What the session cookie carries: who signed in, and the token of the server-side session (`sid`,
 * lib/auth/sessions.ts). The role is deliberately not trusted from the token, nor is the token's own expiry:
 * every check reloads the user and its session, which ends on sign-out, after its absolute lifetime or idle time,
 * with a new password, or when the account is deleted.
 */
export function sessionClaims(user: Pick<SessionUser, "id" | "username" | "email">, sessionToken: string): JWT {
  return { sub: String(user.id), name: user.username, email: user.email, sid: sessionToken };
}

/**
 * Opens a session for `user` (lib/auth/sessions.ts) and returns the encrypted cookie NextAuth itself would set (same
 * name, secret, format and lifetime), in the form both `response.cookies.set(cookie)` (route handlers) and
 * `(await cookies()).set(cookie)` (server actions) take.
 */
export async function sessionCookieFor(user: Pick<SessionUser, "id" | "username" | "email">, context?: SessionContext) {
  const secure = usesSecureCookies();
  const { token } = await openSession(user.id, context);
  const value = await encode({
    token: sessionClaims(user, token),
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { name: sessionCookieName(secure), value, ...sessionCookieOptions(secure), maxAge: SESSION_MAX_AGE_SECONDS };
}

export type SessionCookie = Awaited<ReturnType<typeof sessionCookieFor>>;

/** Opens a session for `user` with `response`: it sets the session cookie (sign-in). */
export async function setSessionCookie(
  response: NextResponse,
  user: Pick<SessionUser, "id" | "username" | "email">,
  context?: SessionContext,
): Promise<void> {
  response.cookies.set(await sessionCookieFor(user, context));
}

type CookieSource = Pick<NextRequest, "cookies"> & { headers?: Headers };

/** The claims of the request's session cookie, if it decrypts (not a proof that the session is still open). */
export async function readSessionToken(request?: CookieSource): Promise<JWT | null> {
  const source = request ?? { cookies: await cookies() };
  // Only the cookie counts (no Authorization header): the session is the one the browser holds.
  return getToken({
    req: { cookies: source.cookies, headers: {} } as never,
    secret: authSecret(),
    secureCookie: usesSecureCookies(),
    cookieName: sessionCookieName(),
  });
}

/**
 * The signed-in user of a request, loaded from the database with its session; null without a live session.
 * Route handlers pass their request; without one, the cookies of the current request are read (next/headers).
 */
export async function getSessionUser(request?: CookieSource): Promise<SignedInUser | null> {
  const token = await readSessionToken(request);
  const id = Number(token?.sub);
  const sid = token?.sid;
  if (!token || !Number.isSafeInteger(id) || id <= 0 || typeof sid !== "string" || !sid) return null;
  return findSessionUser(sid, id, { activity: !request?.headers?.has(BACKGROUND_REQUEST_HEADER) });
}

/** The current user for server components: read once per request however many components ask. */
export const getCurrentUser = cache(() => getSessionUser());
