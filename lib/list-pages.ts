import "server-only";
import {
  categorySlug,
  LIST_PAGE_SIZE,
  type ListBase,
  type ListCategory,
  type ListView,
  listViewPath,
  searchFormTarget,
} from "@/lib/list-views";
import { servedLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { getTranslations } from "@/lib/i18n/server";
import type { Loaded } from "@/lib/public-data";
import { type PageSeo, sitePageMetadata, withPageSeo } from "@/lib/seo";

// What /blog and /projects share for each of their views (app/[locale]/(site)/blog/(list),
// app/[locale]/(site)/projects/(list)): how a view is read, with the spec's samples when the database cannot be, its
// metadata, and where the search form sent without scripts leads.

/**
 * GET {base}/recherche?q=…&categorie=…, the search form sent without scripts: a redirect to the search's own address
 * in the page's language (its results are cached there).
 */
export function searchFormRoute(base: ListBase) {
  return async (request: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params;
    const target = searchFormTarget(base, new URL(request.url).searchParams);
    return new Response(null, {
      status: 303,
      headers: {
        Location: localizedPath(target, servedLocale(locale)),
        "Cache-Control": "no-store",
      },
    });
  };
}

/** One view of a list: not found (an unknown category, a page past the last), or its page of cards. */
export type ListViewContent<Card> =
  | { found: false }
  | {
      found: true;
      /** The database could not be read: these are the samples, filtered by the same rules. */
      failed: boolean;
      categories: ListCategory[];
      category: ListCategory | null;
      cards: Card[];
      total: number;
    };

/** Where a list's cards come from: the cached reads of its domain module, and its built-in samples. */
export interface ListSource<Card> {
  categories: () => Promise<Loaded<ListCategory[]>>;
  page: (query: {
    categories: string[] | null;
    search: string | null;
    page: number;
    limit: number;
  }) => Promise<Loaded<{ cards: Card[]; total: number }>>;
  samples: () => Card[];
  /** The category name a card shows. */
  categoryOf: (card: Card) => string;
  /** The category buttons of the samples, in the list's order. */
  sampleCategories: (cards: Card[]) => string[];
  /** The samples matching a search and a category name (null: every category), by the rules of the browser. */
  filterSamples: (cards: Card[], criteria: { search: string; category: string | null }) => Card[];
}

/** Reads one view of a list from the cache; when the database cannot be read, the samples filtered the same way. */
export async function loadListView<Card>(view: ListView, source: ListSource<Card>): Promise<ListViewContent<Card>> {
  const categories = await source.categories();
  if (categories.ok) {
    const matching = categories.data.filter((candidate) => candidate.slug === view.category);
    if (view.category && matching.length === 0) return { found: false };
    const page = await source.page({
      categories: view.category ? matching.map((category) => category.name) : null,
      search: view.search,
      page: view.page,
      limit: LIST_PAGE_SIZE,
    });
    if (page.ok) {
      if (view.page > 1 && page.data.cards.length === 0) return { found: false };
      const category = matching[0] ?? null;
      return { found: true, failed: false, categories: categories.data, category, ...page.data };
    }
  }
  const samples = source.samples();
  const sampleCategories = source.sampleCategories(samples).map((name) => ({
    name,
    slug: categorySlug(name),
    lastModified: null,
    count: samples.filter((card) => source.categoryOf(card) === name).length,
  }));
  const category = sampleCategories.find((candidate) => candidate.slug === view.category) ?? null;
  const matching = source.filterSamples(samples, { search: view.search ?? "", category: category?.name ?? null });
  const start = (view.page - 1) * LIST_PAGE_SIZE;
  return {
    found: true,
    failed: true,
    categories: sampleCategories,
    category,
    cards: matching.slice(start, start + LIST_PAGE_SIZE),
    total: matching.length,
  };
}

/** How a list names its views in titles and descriptions, in the language being rendered. */
export interface ListViewWording {
  /** 'Blog', 'Projets': what search titles end with. */
  list: string;
  /** The title of the whole list ('Blog', 'Nos projets'). */
  title: string;
  /** The description of the whole list. */
  description: string;
  categoryTitle: (name: string) => string;
  categoryDescription: (name: string) => string;
  searchDescription: (search: string) => string;
  rssFeed?: boolean;
}

/**
 * The metadata of a view: its title and description (the page number added past the first), its canonical address,
 * its neighbouring pages; search results and the samples stay out of indexes. A view that is not found has none.
 */
export async function listViewMetadata<Card>(
  base: ListBase,
  view: ListView,
  content: ListViewContent<Card>,
  wording: ListViewWording,
) {
  const [t, metadata] = await Promise.all([getTranslations("Search"), getTranslations("Metadata")]);
  if (!content.found) return { title: metadata("notFound") };
  const { category, total, failed } = content;
  const title = view.search
    ? t("title", { search: view.search, list: wording.list })
    : category
      ? wording.categoryTitle(category.name)
      : wording.title;
  const description = category
    ? wording.categoryDescription(category.name)
    : view.search
      ? wording.searchDescription(view.search)
      : wording.description;
  const totalPages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const page: PageSeo = {
    // Page numbers as in the address (no thousands separator).
    title: view.page > 1 ? t("pageTitle", { title, page: String(view.page) }) : title,
    description:
      view.page > 1
        ? t("pageDescription", { description, page: String(view.page), pages: String(totalPages) })
        : description,
    path: listViewPath(base, view),
    rssFeed: wording.rssFeed ?? false,
    noIndex: Boolean(view.search) || failed,
  };
  // The list's first page (no category, search or page number) is the one 'Référencement des pages' edits.
  const first = !category && !view.search && view.page <= 1;
  const key = base === "/blog" ? "blog" : "projects";
  return {
    ...(await sitePageMetadata(
      first ? await withPageSeo(key, { ...page, generatedImage: { kind: "page", key: key } }) : page,
    )),
    pagination: {
      previous: view.page > 1 ? listViewPath(base, { ...view, page: view.page - 1 }) : null,
      next: view.page < totalPages ? listViewPath(base, { ...view, page: view.page + 1 }) : null,
    },
  };
}

/** The breadcrumb trail of a view under the home page: the list, then its category when it has one. */
export function listTrail(base: ListBase, name: string, category: ListCategory | null) {
  return [
    { name, path: base },
    ...(category ? [{ name: category.name, path: listViewPath(base, { category: category.slug }) }] : []),
  ];
}
