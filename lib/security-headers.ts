import { MAP_EMBED_ORIGIN } from "./agency";

/** Sent with every response: no MIME sniffing, no framing by other sites, no full URL to other sites. */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
];

/**
 * The Content-Security-Policy of every page. Set at run time by the HTTP server (server/index.ts) for every
 * answer, and by the proxy (proxy.ts) with a fresh nonce for the signed-in back office's pages, which render per
 * request.
 * - With a nonce, only scripts that carry it run ('strict-dynamic' lets them load the chunks they import).
 * - Without one (the public pages and the back office's sign-in pages are prerendered, so no nonce can reach
 *   them), Next.js's inline payload scripts need 'unsafe-inline'; every other directive is as strict as with a
 *   nonce: scripts, styles, fonts, images and requests from this origin only, no plugins, no <base>, forms to
 *   this site only, framed by this site only, and no third-party origin but the contact map's frame.
 * - Styles allow inline `style` attributes in both (Radix positions its popovers with them; a nonce cannot cover
 *   attributes). 'unsafe-eval' only in development, where React's debugging needs it.
 */
export function contentSecurityPolicy({
  nonce,
  dev = false,
  https = false,
}: { nonce?: string; dev?: boolean; https?: boolean } = {}): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "media-src 'self'",
    `frame-src ${MAP_EMBED_ORIGIN}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Strict-Transport-Security when the site is served over https (SITE_URL): two years, subdomains too. */
export function strictTransportSecurity(siteUrl: string | undefined): string | null {
  return siteUrl?.startsWith("https://") ? "max-age=63072000; includeSubDomains" : null;
}

/** A fresh nonce for one response's policy (128 random bits). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
