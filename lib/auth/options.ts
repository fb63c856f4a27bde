import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ApiError } from "@/lib/api";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieOptions, usesSecureCookies } from "@/lib/auth/cookie";
import { authenticate } from "@/lib/auth/login";
import { LOGIN_PATH } from "@/lib/auth/paths";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionClaims } from "@/lib/auth/session";
import { clientAddress } from "@/lib/request";

/**
 * NextAuth (app/api/auth/[...nextauth]): Credentials provider, JWT sessions in an httpOnly SameSite=Lax cookie,
 * Secure over https. The back office signs in through POST /api/auth/login, which opens the same session;
 * NextAuth's own endpoints serve sign-out, the CSRF token and other clients of the Credentials callback.
 */
export function authOptions(): AuthOptions {
  const secure = usesSecureCookies();
  return {
    secret: process.env.NEXTAUTH_SECRET,
    useSecureCookies: secure,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: { sessionToken: { name: sessionCookieName(secure), options: sessionCookieOptions(secure) } },
    pages: { signIn: LOGIN_PATH, error: LOGIN_PATH },
    providers: [
      CredentialsProvider({
        name: "E-mail et mot de passe",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Mot de passe", type: "password" },
        },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          try {
            const user = await authenticate(
              parsed.data,
              clientAddress(new Headers(request.headers as Record<string, string>)),
            );
            return { id: String(user.id), name: user.username, email: user.email };
          } catch (error) {
            // NextAuth reports a thrown error's message to the client (rate limit); a wrong password is `null`.
            if (error instanceof ApiError && error.status === 401) return null;
            throw error instanceof ApiError ? new Error(error.message) : error;
          }
        },
      }),
    ],
    callbacks: {
      jwt: ({ token, user }) =>
        user ? sessionClaims({ id: Number(user.id), username: user.name ?? "", email: user.email ?? "" }) : token,
      // The role is not exposed here on purpose: authorization reloads the user (lib/auth/session.ts).
      session: ({ session, token }) => ({ ...session, user: { name: token.name, email: token.email } }),
    },
  };
}
