// The addresses of the public lists (/blog and /projects): each view (a category, a search, a page) has its own path,
// so that it is prerendered or rendered once and then served from the cache like any other page (a query string
// would make the page render on every request). Shared by the pages, the search box in the browser and the sitemap.
import type { Locale } from "@/lib/i18n/locales";
import { SLUG_PATTERN, slugify } from "@/lib/slug";

/** Cards per page of /blog and /projects: one screen and a half on a phone, four rows of three on a wide screen. */
export const LIST_PAGE_SIZE = 12;

export const LIST_BASES = ["/blog", "/projects"] as const;
export type ListBase = (typeof LIST_BASES)[number];

/** One view of a list: its category (the slug of its name), its search (normalised words) and its page. */
export interface ListView {
  category: string | null;
  search: string | null;
  page: number;
}

export const FIRST_VIEW: ListView = { category: null, search: null, page: 1 };

/** A category button of a list: the name its cards show, the slug of its address, its number of items. */
export interface ListCategory {
  name: string;
  slug: string;
  count: number;
  /** When one of its items last changed (null for the built-in samples). */
  lastModified: Date | null;
}

/** The address of a category name ('UX/UI Design' → 'uxui-design', 'Développement Web' → 'developpement-web'). */
export function categorySlug(name: string): string {
  return slugify(name) || "autre";
}

/** What a sitemap lists of an article or a project: its path and its last change. */
export interface SitemapItem {
  path: string;
  updatedAt: Date;
  /** Its French path in every language where it is listed too (its own included): the entry's alternates. */
  versions?: Partial<Record<Locale, string>>;
}

const CATEGORY_SEGMENT = "categorie";
const SEARCH_SEGMENT = "recherche";
const PAGE_SEGMENT = "page";
/** Words of a search in its path segment: '/blog/recherche/orange+money'. */
const WORD_SEPARATOR = "+";
const MAX_SEARCH_WORDS = 8;
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;

/**
 * What a search looks for: its words (letters and digits, lower-cased, accents kept), at most eight and a hundred
 * characters. Punctuation only separates words: the search ignores it, as it ignores case.
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize("NFC")
      .toLocaleLowerCase("fr")
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept: string[] = [];
  let length = 0;
  for (const word of words.slice(0, MAX_SEARCH_WORDS)) {
    length += word.length + (kept.length ? 1 : 0);
    if (length > MAX_SEARCH_LENGTH) break;
    kept.push(word);
  }
  return kept;
}

/** A search as the view keeps it: its words separated by spaces; null when nothing is left to look for. */
export function normalizeSearch(text: string | null | undefined): string | null {
  const words = searchWords(text ?? "");
  return words.length ? words.join(" ") : null;
}

/** The path of a view: '/blog', '/blog/page/2', '/projects/categorie/developpement-web/recherche/site+vitrine'. */
export function listViewPath(base: ListBase, view: Partial<ListView>): string {
  const segments: string[] = [base];
  if (view.category) segments.push(CATEGORY_SEGMENT, view.category);
  const search = normalizeSearch(view.search);
  if (search) segments.push(SEARCH_SEGMENT, search.split(" ").map(encodeURIComponent).join(WORD_SEPARATOR));
  if (view.page && view.page > 1) segments.push(PAGE_SEGMENT, String(view.page));
  return segments.join("/");
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The view that the segments after a list's base name ('categorie', slug, 'recherche', words, 'page', number, each
 * pair optional, in this order), or null when they name none. A view may be written in a form other than the one
 * listViewPath gives (capitals, page 1): the page then redirects to that form.
 */
export function parseListView(segments: readonly string[]): ListView | null {
  const view: ListView = { ...FIRST_VIEW };
  let index = 0;
  const pair = (name: string) => (segments[index] === name && segments[index + 1] !== undefined ? true : false);
  if (pair(CATEGORY_SEGMENT)) {
    const slug = decodeSegment(segments[index + 1]!);
    if (!slug || !SLUG_PATTERN.test(slug)) return null;
    view.category = slug;
    index += 2;
  }
  if (pair(SEARCH_SEGMENT)) {
    const text = decodeSegment(segments[index + 1]!);
    view.search = text === null ? null : normalizeSearch(text.split(WORD_SEPARATOR).join(" "));
    if (!view.search) return null;
    index += 2;
  }
  if (pair(PAGE_SEGMENT)) {
    const page = segments[index + 1]!;
    if (!/^\d{1,6}$/.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE) return null;
    view.page = Number(page);
    index += 2;
  }
  return index === segments.length && index > 0 ? view : null;
}

/** The view a path of a list shows ('/blog/categorie/x' → category x), or null for another page. */
export function viewOfPath(base: ListBase, pathname: string): ListView | null {
  if (pathname === base || pathname === `${base}/`) return { ...FIRST_VIEW };
  if (!pathname.startsWith(`${base}/`)) return null;
  return parseListView(
    pathname
      .slice(base.length + 1)
      .split("/")
      .filter(Boolean),
  );
}

/** Whether two views show the same list. */
export function sameView(a: ListView, b: ListView): boolean {
  return a.category === b.category && a.search === b.search && a.page === b.page;
}

/**
 * The address to redirect to when `segments` write `view` in another form than its own ('/blog/page/1',
 * '/blog/recherche/SEO'), or null when they are its address.
 */
export function canonicalViewPath(base: ListBase, segments: readonly string[], view: ListView): string | null {
  const path = listViewPath(base, view);
  const own = path
    .slice(base.length + 1)
    .split("/")
    .map(decodeSegment);
  const given = segments.map(decodeSegment);
  return own.length === given.length && own.every((segment, index) => segment === given[index]) ? null : path;
}

/**
 * Where the search form sends a visitor whose browser runs no script (GET {base}/recherche?q=…&categorie=…): the
 * view of that search in that category.
 */
export function searchFormTarget(base: ListBase, query: URLSearchParams): string {
  const category = query.get("categorie");
  return listViewPath(base, {
    category: category && SLUG_PATTERN.test(category) ? category : null,
    search: normalizeSearch(query.get("q")),
  });
}
