import { DEFAULT_LOCALE, type Locale, LOCALES } from "./locales";
import { localizedPath, pageOfPath, translatedWordRules } from "./paths";

// How addresses reach the [locale] segment (next.config.ts): French keeps its unprefixed addresses, rewritten by the
// router itself (no proxy, no script per request) to /fr/…, and /fr/… is sent back to the unprefixed address. Another
// language's addresses are under its prefix, their words taken to the routes' French folders (lib/i18n/paths.ts).

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

const otherLocales = (locales: readonly Locale[]) => locales.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Next.js's rewrites, before its file system: every unprefixed visitor address to the French segment, and the other
 * languages' words to the routes' folders. Next.js tries each rule in turn on the address the previous one wrote,
 * hence the home page's rule after the general one (it would otherwise write /fr, which that rule would take to
 * /fr/fr). `locales`: the languages served (a test gives the ones to come).
 */
export function localeRewrites(locales: readonly Locale[] = LOCALES) {
  const prefixes = otherLocales(locales).map((locale) => `${locale}(?:/|$)|`);
  const folders = UNLOCALIZED_FOLDERS.map(escaped).join("|");
  const files = UNLOCALIZED_FILES.map(escaped).join("|");
  return [
    {
      source: `/:path((?!${prefixes.join("")}(?:${folders})/|(?:${files})$).+)`,
      destination: `/${DEFAULT_LOCALE}/:path`,
    },
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
    ...otherLocales(locales).flatMap((locale) => translatedWordRules(locale).rewrites),
  ];
}

/**
 * A French page asked for under its internal prefix: one address per page, the unprefixed one. Another language's
 * page asked for with a French word: its own address.
 */
export function localeRedirects(locales: readonly Locale[] = LOCALES) {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: "/:path*", permanent: true },
    ...otherLocales(locales).flatMap((locale) => translatedWordRules(locale).redirects),
  ];
}

/**
 * The address a visitor sees for a route's path: a French page is prerendered at its route's own path (/fr/about)
 * and shown at its unprefixed one (/about); another language's, at its route's folders (/en/confidentialite), shown
 * with its own words (/en/privacy). A visitor's address is its own public path.
 */
export function publicPath(routePath: string): string {
  const prefix = `/${DEFAULT_LOCALE}`;
  if (routePath === prefix) return "/";
  if (routePath.startsWith(`${prefix}/`)) return routePath.slice(prefix.length);
  const { locale, frenchPath } = pageOfPath(routePath);
  return localizedPath(frenchPath, locale);
}
