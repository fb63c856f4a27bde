import "server-only";
import { expireTags } from "@/lib/cache";
import type { ProjectCategory, ProjectStatus } from "@/lib/generated/prisma/enums";
import { ALL_ITEMS, headTags, positionTag } from "@/lib/list-cache";
import { categorySlug, type ListCategory } from "@/lib/list-views";
import { projectTags } from "@/lib/projects";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { PROJECT_CATEGORY_LABEL } from "@/lib/projects/categories";
import { findProjectCategories, findProjectPosition } from "@/lib/projects/list";
import { SITEMAP_MAX_URLS } from "@/lib/sitemap";

// Which public pages a save of a project expires (README, 'Caching'): that project's, the list pages it shows on (the
// whole list's and its category's, before and after the save), the first pages when it moved in them, the searches,
// the featured projects when it is or was one, its sitemap file and the sitemap's counts; the category buttons only
// when their order changes. Not the other projects' pages. In each language where the project shows: a translation's
// pages show the project's shared fields (images, category, client) and link to its French page.

/** What decides where a project shows on the public site, as a save found it or left it. */
export interface ProjectListing {
  id: number;
  status: ProjectStatus;
  createdAt: Date;
  category: ProjectCategory;
  featured: boolean;
  noIndex: boolean;
  /** Its translations, where they show. */
  translations: TranslationListing[];
}

/** Where a translation shows on its language's site. */
export interface TranslationListing {
  locale: string;
  published: boolean;
  noIndex: boolean;
}

export const TRANSLATION_LISTING_SELECT = { locale: true, published: true, noIndex: true } as const;

/** The columns a listing is made of. */
export const PROJECT_LISTING_SELECT = {
  id: true,
  status: true,
  createdAt: true,
  category: true,
  featured: true,
  noIndex: true,
  translations: { select: TRANSLATION_LISTING_SELECT },
} as const;

/** A translation as its language's lists place it: with the project's date, category and featured flag. */
function translationListingOf(project: ProjectListing, translation: TranslationListing): ProjectListing {
  return {
    ...project,
    status: translation.published ? "published" : "draft",
    noIndex: translation.noIndex,
    translations: [],
  };
}

const slugsOf = (categories: ListCategory[]) => categories.map((category) => category.slug).join(",");

/**
 * The tags that a save of a project in a language (French, or one of its translations) expires, from what it was
 * before (null: it did not exist) and after (null: deleted), and the category buttons before the save
 * (`findProjectCategories`, read only when it may move; without them, the buttons are expired whenever it moved). A
 * project that is a draft before and after shows on no public page of that language: none.
 */
export async function projectSaveTags(
  before: ProjectListing | null,
  after: ProjectListing | null,
  categoriesBefore?: ListCategory[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<string[]> {
  const shown = [before, after].filter((state): state is ProjectListing => state?.status === "published");
  if (shown.length === 0) return [];
  const PROJECT_TAGS = projectTags(locale);
  const tags = new Set<string>([PROJECT_TAGS.searches, PROJECT_TAGS.stats, PROJECT_TAGS.project(shown[0]!.id)]);
  const moved = before?.status !== after?.status || before?.category !== after?.category;
  for (const state of shown) {
    const label = PROJECT_CATEGORY_LABEL[state.category];
    const scopes = [ALL_ITEMS, categorySlug(label)];
    if (moved) for (const scope of scopes) for (const tag of headTags(PROJECT_TAGS.list, scope)) tags.add(tag);
    if (state.featured) tags.add(PROJECT_TAGS.featured);
    const position = await findProjectPosition(
      { id: state.id, createdAt: state.createdAt, categoryLabel: label },
      locale,
    );
    tags.add(positionTag(PROJECT_TAGS.list, ALL_ITEMS, position.all));
    tags.add(positionTag(PROJECT_TAGS.list, scopes[1]!, position.category));
    if (!state.noIndex) tags.add(PROJECT_TAGS.sitemapFile(Math.floor(position.sitemap / SITEMAP_MAX_URLS) + 1));
  }
  if (moved && (!categoriesBefore || slugsOf(categoriesBefore) !== slugsOf(await findProjectCategories(locale))))
    tags.add(PROJECT_TAGS.categories);
  return [...tags];
}

/** The tags that a save of a project's French version expires in its translations' languages. */
async function translationsTags(before: ProjectListing | null, after: ProjectListing | null): Promise<string[]> {
  const locales = new Set([...(before?.translations ?? []), ...(after?.translations ?? [])].map((t) => t.locale));
  const tags: string[] = [];
  for (const locale of locales) {
    const versionIn = (state: ProjectListing | null) => {
      const translation = state?.translations.find((t) => t.locale === locale);
      return state && translation ? translationListingOf(state, translation) : null;
    };
    tags.push(...(await projectSaveTags(versionIn(before), versionIn(after), undefined, locale as Locale)));
  }
  return tags;
}

/** Expires what a save of a project's French version changed on the public site (after its transaction). */
export async function expireProjectPages(
  before: ProjectListing | null,
  after: ProjectListing | null,
  categoriesBefore?: ListCategory[],
): Promise<void> {
  const tags = [
    ...(await projectSaveTags(before, after, categoriesBefore)),
    ...(await translationsTags(before, after)),
  ];
  if (tags.length) expireTags(...tags);
}

/**
 * Expires what a save of a translation changed on its language's site, and where the project's French version links
 * to it: its page and its sitemap file (hreflang), where it is published (after the save's transaction).
 */
export async function expireTranslationPages(
  project: ProjectListing,
  locale: Locale,
  before: TranslationListing | null,
  after: TranslationListing | null,
): Promise<void> {
  const tags = [
    ...(await projectSaveTags(
      before && translationListingOf(project, before),
      after && translationListingOf(project, after),
      undefined,
      locale,
    )),
    ...(await projectSaveTags(project, project)),
  ];
  if (tags.length) expireTags(...tags);
}
