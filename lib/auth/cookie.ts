// Shared by NextAuth's options, POST /api/auth/login and the proxy, so that all three read and write the same
// cookie. Not server-only: proxy.ts imports it.

/**
 * A session's absolute lifetime (one working day), counted from the sign-in and kept on the server
 * (lib/auth/sessions.ts): NextAuth re-issuing the cookie never extends it. Signing in again opens a new session.
 */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * A session unused this long ends (ASVS level 2: 30 minutes). What counts as use is a request the user made: the
 * bell's background polling says so (`BACKGROUND_REQUEST_HEADER`) and does not keep a forgotten tab signed in.
 */
export const SESSION_IDLE_SECONDS = 30 * 60;

/** Sent by the back office's background polling (the bell): such a request does not count as activity. */
export const BACKGROUND_REQUEST_HEADER = "x-background-request";

/** How long a browser stays a trusted device of the accounts that signed in on it (lib/auth/device.ts). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Secure cookies when the site is served over https, named with the `__Host-` prefix: the browser then accepts them
 * only from this very host, over https, for the whole site, so that no sibling subdomain can set or shadow them.
 */
export function usesSecureCookies(): boolean {
  return (process.env.NEXTAUTH_URL ?? process.env.SITE_URL ?? "").startsWith("https://");
}

export function sessionCookieName(secure = usesSecureCookies()): string {
  return `${secure ? "__Host-" : ""}next-auth.session-token`;
}

/** The device cookie of the login throttle (lib/auth/device.ts). */
export function deviceCookieName(secure = usesSecureCookies()): string {
  return `${secure ? "__Host-" : ""}agence.device`;
}

/** httpOnly (no script reads it), SameSite=Lax (not sent with cross-site POSTs), Secure over https. */
export function sessionCookieOptions(secure = usesSecureCookies()) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
}

/** NEXTAUTH_SECRET; `npm start` always sets it (generated once outside production). */
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET?.trim();
  if (!secret)
    throw new Error("NEXTAUTH_SECRET is not set: sessions cannot be signed (npm start sets it; see .env.example).");
  return secret;
}
