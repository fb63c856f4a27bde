import { DEFAULT_LOCALE } from "./locales";

// How addresses reach the [locale] segment (next.config.ts): French keeps its unprefixed addresses, rewritten by the
// router itself (no proxy, no script per request) to /fr/…, and /fr/… is sent back to the unprefixed address.

/**
 * What is not the visitor site: app/'s other folders, public/'s folders and the server's own addresses, taken with
 * whatever follows them; app/'s files, taken as they are (tests/unit/i18n-routing.test.ts checks app/ and public/
 * against both). A folder's own bare address (/uploads) names nothing and gets the site's 404.
 */
export const UNLOCALIZED_FOLDERS = [
  "_next",
  "_payload",
  "admin",
  "api",
  "apercu",
  "images",
  "og",
  "placeholder",
  "sitemap",
  "uploads",
  "videos",
];
export const UNLOCALIZED_FILES = ["favicon.ico", "icon.svg", "robots.txt", "sitemap.xml", "web-vitals.js"];

const escaped = (segment: string) => segment.replace(/[.]/g, "\\.");

/**
 * Next.js's rewrites, before its file system: every unprefixed visitor address to the French segment. Next.js tries
 * each rule in turn on the address the previous one wrote, hence the home page's rule after the others (it would
 * otherwise write /fr, which the next rule would take to /fr/fr).
 */
export function localeRewrites() {
  const folders = UNLOCALIZED_FOLDERS.map(escaped).join("|");
  const files = UNLOCALIZED_FILES.map(escaped).join("|");
  return [
    { source: `/:path((?!(?:${folders})/|(?:${files})$).+)`, destination: `/${DEFAULT_LOCALE}/:path` },
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
  ];
}

/** A French page asked for under its internal prefix: one address per page, the unprefixed one. */
export function localeRedirects() {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: "/:path*", permanent: true },
  ];
}

/**
 * The address a visitor sees for a route's path: a French page is prerendered at its route's own path (/fr/about)
 * and shown at its unprefixed one (/about).
 */
export function publicPath(routePath: string): string {
  const prefix = `/${DEFAULT_LOCALE}`;
  if (routePath === prefix) return "/";
  return routePath.startsWith(`${prefix}/`) ? routePath.slice(prefix.length) : routePath;
}
