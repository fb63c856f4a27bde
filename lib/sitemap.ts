import "server-only";
import type { MetadataRoute } from "next";
import { getPostCategoryStats, getPostSitemapItems, getPublishedPostStats } from "@/lib/blog/list";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "@/lib/i18n/locales";
import { contentLanguageVersions, languageVersions, localizedPath } from "@/lib/i18n/paths";
import { type ListBase, type ListCategory, listViewPath, type SitemapItem } from "@/lib/list-views";
import { getProjectCategoryStats, getProjectSitemapItems, getPublishedProjectStats } from "@/lib/projects/list";
import { getPageSeo } from "@/lib/page-seo";
import { STATIC_PAGES as CATALOG, STATIC_PAGE_KEYS } from "@/lib/page-seo/catalog";
import type { Loaded } from "@/lib/public-data";
import { SERVICE_CATEGORY_IDS } from "@/lib/services/types";
import { absoluteUrl } from "@/lib/site";
import { applyPublicPageLifetime } from "@/lib/cache";

// The sitemap: an index (/sitemap.xml) of files of at most SITEMAP_MAX_URLS addresses each: the site's pages (home,
// lists and their categories, the pages whose text is in the code: /sitemap/pages.xml), then the published projects
// (/projects/sitemap/{n}.xml) and the published articles (/blog/sitemap/{n}.xml), each kind in as many files as it
// needs (a route handler per kind, {base}/sitemap/[file]). Dates come from the content.

/** The most addresses one sitemap file may hold (the sitemaps.org protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

const STATIC_PAGES = [
  "/about",
  "/services",
  "/services-detail",
  ...SERVICE_CATEGORY_IDS.map((id) => `/services/${id}`),
  "/contact",
  "/start-project",
  "/devis",
  "/confidentialite",
];

/** A file of the index: its path and the last change of what it lists. */
export interface SitemapFile {
  path: string;
  lastModified: Date | undefined;
}

/**
 * Each kind of content's files, in every language the site serves (each language's published translations, at its
 * addresses).
 */
const KINDS = {
  projets: { base: "/projects", locales: LOCALES, stats: getPublishedProjectStats, items: getProjectSitemapItems },
  articles: { base: "/blog", locales: LOCALES, stats: getPublishedPostStats, items: getPostSitemapItems },
} satisfies Record<string, { base: string; locales: readonly Locale[] } & Record<string, unknown>>;
export type SitemapKind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as SitemapKind[];

export const PAGES_SITEMAP_PATH = "/sitemap/pages.xml";

/** The numbers of the files that list `count` items, `maxUrls` at most per file: 1, 2… (none for no item). */
export function sitemapFileNumbers(count: number, maxUrls = SITEMAP_MAX_URLS): number[] {
  return Array.from({ length: Math.ceil(count / maxUrls) }, (_, index) => index + 1);
}

/** The range of the items that the file `number` lists in the newest-first order; null for a number that is none. */
export function sitemapFileRange(number: string, maxUrls = SITEMAP_MAX_URLS): { offset: number; limit: number } | null {
  return /^[1-9]\d{0,5}$/.test(number) ? { offset: (Number(number) - 1) * maxUrls, limit: maxUrls } : null;
}

function newest(dates: (Date | null | undefined)[]): Date | undefined {
  const times = dates.filter((date): date is Date => !!date).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}

function dataOf<T>(loaded: Loaded<T>, fallback: T): T {
  return loaded.ok ? loaded.data : fallback;
}

const NO_ITEMS = { count: 0, lastModified: null };

/** The files of the sitemap, with the last change of what each lists. */
export async function sitemapFiles(): Promise<SitemapFile[]> {
  const kindFiles = await Promise.all(
    KIND_NAMES.flatMap((kind) =>
      KINDS[kind].locales.map(async (locale) => {
        const stats = dataOf(await KINDS[kind].stats(locale), NO_ITEMS);
        return sitemapFileNumbers(stats.count).map((number) => ({
          path: localizedPath(`${KINDS[kind].base}/sitemap/${number}.xml`, locale),
          lastModified: stats.lastModified ?? undefined,
        }));
      }),
    ),
  );
  const files = kindFiles.flat();
  return [{ path: PAGES_SITEMAP_PATH, lastModified: newest(files.map((file) => file.lastModified)) }, ...files];
}

function categoryEntries(base: ListBase, categories: Loaded<ListCategory[]>): MetadataRoute.Sitemap {
  return dataOf(categories, []).map((category) => ({
    url: absoluteUrl(listViewPath(base, { category: category.slug })),
    lastModified: category.lastModified ?? undefined,
  }));
}

/**
 * A page that exists in every language the site serves, once per language, each naming all of them (its own
 * included) and French as the default: Google's localized versions in a sitemap. French alone while the site serves
 * one language.
 */
function inEveryLanguage(path: string, lastModified?: Date): MetadataRoute.Sitemap {
  const versions = languageVersions(path);
  if (!versions) return [{ url: absoluteUrl(path), lastModified }];
  const languages = absoluteUrls(versions);
  return LOCALES.map((locale) => ({
    url: absoluteUrl(localizedPath(path, locale)),
    lastModified,
    alternates: { languages },
  }));
}

/**
 * The site's pages: home, the lists and their categories, the pages whose text is in the code (each in every
 * language the site serves; the categories, which are content, in French).
 */
export async function pagesSitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, posts, projectCategories, postCategories, pageSeo] = await Promise.all([
    getPublishedProjectStats(DEFAULT_LOCALE),
    getPublishedPostStats(DEFAULT_LOCALE),
    getProjectCategoryStats(DEFAULT_LOCALE),
    getPostCategoryStats(DEFAULT_LOCALE),
    Promise.all(LOCALES.map(async (locale) => ({ locale, fields: await getPageSeo(locale) }))),
  ]);
  // Pages marked 'Ne pas indexer' on 'Référencement des pages' leave the sitemap, in the language they are marked in
  // (another language follows French's flag until its own is saved).
  const hidden = new Set(
    pageSeo.flatMap(({ locale, fields }) =>
      STATIC_PAGE_KEYS.filter((key) => fields[key]?.noIndex).map((key) =>
        absoluteUrl(localizedPath(CATALOG[key].path, locale)),
      ),
    ),
  );
  const projectsModified = dataOf(projects, NO_ITEMS).lastModified ?? undefined;
  const postsModified = dataOf(posts, NO_ITEMS).lastModified ?? undefined;
  const entries: MetadataRoute.Sitemap = [
    ...inEveryLanguage("/", newest([projectsModified, postsModified])),
    ...inEveryLanguage("/projects", projectsModified),
    ...categoryEntries("/projects", projectCategories),
    ...inEveryLanguage("/blog", postsModified),
    ...categoryEntries("/blog", postCategories),
    ...STATIC_PAGES.flatMap((path) => inEveryLanguage(path)),
  ];
  return entries.filter((entry) => !hidden.has(entry.url));
}

/**
 * generateStaticParams of a kind's files in every language the site serves: `1.xml`, `2.xml`… (at least one, so
 * that the address exists).
 */
export async function kindSitemapParams(kind: SitemapKind): Promise<{ locale: Locale; file: string }[]> {
  const params = await Promise.all(
    LOCALES.map(async (locale) => {
      const written = (KINDS[kind].locales as readonly Locale[]).includes(locale);
      const count = written ? dataOf(await KINDS[kind].stats(locale), NO_ITEMS).count : 0;
      const numbers = sitemapFileNumbers(count);
      return (numbers.length ? numbers : [1]).map((number) => ({ locale, file: `${number}.xml` }));
    }),
  );
  return params.flat();
}

const FILE_NAME = /^(\d+)\.xml$/;

/**
 * GET {base}/sitemap/{n}.xml: the file `n` of a kind, its items newest first, with a public page's lifetime (the
 * response cache and proxies keep it a minute, and it is expired with its items); a name that is no file of the kind
 * (not `{n}.xml`, or past the last) is a 404.
 */
export async function kindSitemapFile(kind: SitemapKind, file: string, locale: Locale): Promise<Response> {
  const written = (KINDS[kind].locales as readonly Locale[]).includes(locale);
  const range = written ? sitemapFileRange(FILE_NAME.exec(file)?.[1] ?? "") : null;
  const [items] = await Promise.all([
    range ? KINDS[kind].items(range.offset, range.limit, locale) : undefined,
    applyPublicPageLifetime(),
  ]);
  const entries = dataOf(items ?? { ok: true, data: [] }, []);
  if (!range || (range.offset > 0 && entries.length === 0))
    return new Response("Ce plan du site n'existe pas.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(urlsetXml(entries.map((item) => itemEntry(item, locale))), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

/** A content's entry in a language's file, with its versions in the other languages (alternates). */
function itemEntry(item: SitemapItem, locale: Locale): MetadataRoute.Sitemap[number] {
  const versions = item.versions && contentLanguageVersions(item.versions);
  return {
    url: absoluteUrl(localizedPath(item.path, locale)),
    lastModified: item.updatedAt,
    ...(versions ? { alternates: { languages: absoluteUrls(versions) } } : {}),
  };
}

function absoluteUrls(versions: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(versions).map(([language, url]) => [language, absoluteUrl(url)]));
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An entry's other-language versions, as sitemaps write them (xhtml:link, the XHTML namespace). */
function alternateLinks(entry: MetadataRoute.Sitemap[number]): string {
  return Object.entries(entry.alternates?.languages ?? {})
    .map(([language, url]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(String(url))}"/>`)
    .join("");
}

/** A sitemap file: the pages', a kind's. */
export function urlsetXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.url)}</loc>${entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : ""}${alternateLinks(entry)}</url>`,
  );
  const xhtml = entries.some((entry) => entry.alternates?.languages)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap index that /sitemap.xml answers. */
export function sitemapIndexXml(files: SitemapFile[]): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(absoluteUrl(file.path))}</loc>${file.lastModified ? `<lastmod>${file.lastModified.toISOString()}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
