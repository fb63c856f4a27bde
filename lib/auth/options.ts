import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ApiError } from "@/lib/api";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieOptions, usesSecureCookies } from "@/lib/auth/cookie";
import { authenticate, loginClientOf } from "@/lib/auth/login";
import { LOGIN_PATH, LOGOUT_PATH } from "@/lib/auth/paths";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionClaims } from "@/lib/auth/session";
import { findSessionUser, openSession, revokeSessionToken } from "@/lib/auth/sessions";

/**
 * NextAuth (app/api/auth/[...nextauth]): Credentials provider, JWT in an httpOnly SameSite=Lax cookie, Secure over
 * https; the JWT carries the token of a server-side session (lib/auth/sessions.ts), which sign-out ends. The back
 * office signs in through POST /api/auth/login, which opens the same kind of session; NextAuth's own endpoints serve
 * sign-out, the CSRF token and other clients of the Credentials callback, which must send `code` too when the
 * account has two-factor (the password alone never signs in then).
 */
export function authOptions(): AuthOptions {
  const secure = usesSecureCookies();
  return {
    secret: process.env.NEXTAUTH_SECRET,
    useSecureCookies: secure,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: { sessionToken: { name: sessionCookieName(secure), options: sessionCookieOptions(secure) } },
    // NextAuth's own pages are English: its sign-in, error and verify-request addresses lead to the login page
    // (which words NextAuth's error codes in French), its sign-out to the site's 'Déconnexion'.
    pages: { signIn: LOGIN_PATH, signOut: LOGOUT_PATH, error: LOGIN_PATH, verifyRequest: LOGIN_PATH },
    providers: [
      CredentialsProvider({
        name: "E-mail et mot de passe",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Mot de passe", type: "password" },
          code: { label: "Code de vérification", type: "text" },
        },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const client = loginClientOf(new Headers(request.headers as Record<string, string>));
          try {
            const result = await authenticate(parsed.data, client);
            // A second factor still to give (or to enrol): not signed in.
            if (result.kind !== "signed-in") return null;
            const { token } = await openSession(result.user.id, client);
            return { id: String(result.user.id), name: result.user.username, email: result.user.email, sid: token };
          } catch (error) {
            // NextAuth reports a thrown error's message to the client (rate limit); a wrong password is `null`.
            if (error instanceof ApiError && error.status === 401) return null;
            throw error instanceof ApiError ? new Error(error.message) : error;
          }
        },
      }),
    ],
    callbacks: {
      jwt: async ({ token, user }) => {
        if (user && "sid" in user && typeof user.sid === "string")
          return sessionClaims({ id: Number(user.id), username: user.name ?? "", email: user.email ?? "" }, user.sid);
        // Reading a cookie (GET /api/auth/session): an ended session (signed out, revoked, idle, past its end)
        // answers no user, and NextAuth, on this error, expires the cookie instead of issuing it again.
        const live = typeof token.sid === "string" && (await findSessionUser(token.sid, Number(token.sub)));
        if (!live) throw new Error("The session has ended.");
        return token;
      },
      // The role is not exposed here on purpose: authorization reloads the user (lib/auth/session.ts).
      session: ({ session, token }) => ({ ...session, user: { name: token.name, email: token.email } }),
    },
    events: {
      // POST /api/auth/signout (signOut() of next-auth/react): the session ends on the server, not only in the browser.
      signOut: async ({ token }) => {
        if (typeof token?.sid === "string") await revokeSessionToken(token.sid);
      },
    },
  };
}
