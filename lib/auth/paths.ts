/** The back office's entry points (no server-only: the proxy and the login form use them too). */
export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/dashboard";
/** 'Mot de passe oublié ?': asking for a reset link, and the link's page that sets the new password. */
export const FORGOT_PASSWORD_PATH = "/admin/forgot-password";
export const RESET_PASSWORD_PATH = "/admin/reset-password";
/** 'Mon compte', and its two-factor card (where the login form sends an account that accepts the offer to enrol). */
export const ACCOUNT_PATH = "/admin/account";
export const TWO_FACTOR_ANCHOR = "double-authentification";
/** 'Se déconnecter ?': where NextAuth's sign-out address (/api/auth/signout) leads. */
export const LOGOUT_PATH = "/admin/logout";
/** Back-office pages open to visitors without a session. */
export const PUBLIC_ADMIN_PATHS: readonly string[] = [
  LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  LOGOUT_PATH,
];
/** Query parameter that carries the page to return to after signing in (NextAuth's name for it). */
export const CALLBACK_PARAM = "callbackUrl";

/** The login page, remembering `returnTo` when it is a back-office page. */
export function loginUrl(returnTo?: string | null): string {
  const target = returnTo ? safeReturnPath(returnTo) : null;
  return target && target !== DASHBOARD_PATH
    ? `${LOGIN_PATH}?${CALLBACK_PARAM}=${encodeURIComponent(target)}`
    : LOGIN_PATH;
}

/**
 * Where to go after signing in: the requested back-office page, never another site (open redirect)
 * nor the login page itself; the dashboard otherwise.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return DASHBOARD_PATH;
  let url: URL;
  try {
    url = new URL(candidate, "http://local.invalid");
  } catch {
    return DASHBOARD_PATH;
  }
  const sameOrigin = url.origin === "http://local.invalid" && !/^[\\/]{2}/.test(candidate);
  const inBackOffice = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  if (!sameOrigin || !inBackOffice || PUBLIC_ADMIN_PATHS.includes(url.pathname)) return DASHBOARD_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
