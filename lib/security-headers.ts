import { MAP_EMBED_ORIGIN } from "./agency";

/** Sent with every response: no MIME sniffing, no framing by other sites, no full URL to other sites. */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
];

/**
 * The Content-Security-Policy of every answer, set at run time by the HTTP server (server/index.ts). Pages are
 * prerendered, the back office's too (cacheComponents gives every page a static shell, whose scripts are written at
 * build time): no per-request nonce can reach their scripts, so Next.js's inline payload scripts need
 * 'unsafe-inline'. Every other directive is strict: scripts, styles, fonts, images and requests from this origin
 * only, no plugins, no <base>, forms to this site only, framed by this site only, and no third-party origin but the
 * contact map's frame (and, for images, the public bucket or CDN of the uploads when MEDIA_PUBLIC_URL names one).
 * Styles allow inline `style` attributes (Radix positions its popovers with them).
 * 'unsafe-eval' only in development, where React's debugging needs it.
 */
export function contentSecurityPolicy({
  dev = false,
  https = false,
  mediaOrigin = null,
}: {
  dev?: boolean;
  https?: boolean;
  /** Where uploads' originals are served from when not by the site (MEDIA_PUBLIC_URL's origin). */
  mediaOrigin?: string | null;
} = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaOrigin ? ` ${mediaOrigin}` : ""}`,
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

/**
 * The policy of the placeholder images (app/placeholder): an SVG drawn from a title in its address must never run a
 * script or load anything, even opened on its own.
 */
export const PLACEHOLDER_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
