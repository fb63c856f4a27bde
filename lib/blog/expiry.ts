import "server-only";
import { blogTags, FEED_SIZE } from "@/lib/blog";
import { categoryHasOtherPosts, findPostPosition } from "@/lib/blog/list";
import { categoryNameOf } from "@/lib/blog/rules";
import { expireTags } from "@/lib/cache";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { ALL_ITEMS, headTags, positionTag } from "@/lib/list-cache";
import { categorySlug } from "@/lib/list-views";
import { SITEMAP_MAX_URLS } from "@/lib/sitemap";

// Which public pages a save of an article expires (README, 'Caching'): that article's, the list pages it shows on
// (the whole list's and its category's, before and after the save), the first pages when it moved in them, the
// searches, the feed when it is among the newest, its sitemap file and the sitemap's counts; the category buttons only
// when a category appears or disappears. Not the thousands of other articles and pages.

/** What decides where a post shows on the public site, as a save found it or left it. */
export interface PostListing {
  id: number;
  slug: string;
  published: boolean;
  publishedAt: Date | null;
  /** The name its card shows (categoryNameOf). */
  categoryName: string;
  noIndex: boolean;
  /** Its translations, where they show: their pages show the article's shared fields, and link to its French page. */
  translations: TranslationListing[];
}

/** Where a translation shows on its language's site. */
export interface TranslationListing {
  locale: string;
  slug: string;
  published: boolean;
  publishedAt: Date | null;
  noIndex: boolean;
}

export const TRANSLATION_LISTING_SELECT = {
  locale: true,
  slug: true,
  published: true,
  publishedAt: true,
  noIndex: true,
} as const;

/** The columns a listing is made of (select them with a post's row). */
export const LISTING_SELECT = {
  id: true,
  slug: true,
  published: true,
  publishedAt: true,
  noIndex: true,
  tags: true,
  category: { select: { name: true } },
  translations: { select: TRANSLATION_LISTING_SELECT },
} as const;

export function listingOf(row: {
  id: number;
  slug: string;
  published: boolean;
  publishedAt: Date | null;
  noIndex: boolean;
  tags: string[];
  category: { name: string } | null;
  translations: TranslationListing[];
}): PostListing {
  return {
    id: row.id,
    slug: row.slug,
    published: row.published,
    publishedAt: row.publishedAt,
    categoryName: categoryNameOf({ categoryObj: row.category, tags: row.tags }),
    noIndex: row.noIndex,
    translations: row.translations,
  };
}

/** A translation as its language's lists place it: with the article's id and category name. */
export function translationListingOf(
  post: Pick<PostListing, "id" | "categoryName">,
  translation: TranslationListing,
): PostListing {
  return { ...translation, id: post.id, categoryName: post.categoryName, translations: [] };
}

/** Whether a save moved the post in the lists: published or unpublished, another date or another category. */
function moved(before: PostListing | null, after: PostListing | null): boolean {
  if (!before?.published || !after?.published) return true;
  return before.publishedAt?.getTime() !== after.publishedAt?.getTime() || before.categoryName !== after.categoryName;
}

/** Whether a category name appeared or disappeared from the published posts with this save. */
async function categoryNamesChanged(
  before: PostListing | null,
  after: PostListing | null,
  locale: Locale,
): Promise<boolean> {
  const left = before?.published ? before.categoryName : null;
  const joined = after?.published ? after.categoryName : null;
  if (left === joined) return false;
  const id = (after ?? before)!.id;
  if (left !== null && !(await categoryHasOtherPosts(left, id, locale))) return true;
  return joined !== null && !(await categoryHasOtherPosts(joined, id, locale));
}

/**
 * The tags that a save of a post in a language (French, or one of its translations) expires, from what it was before
 * (null: it did not exist) and after (null: deleted). A post that is a draft before and after shows on no public page
 * of that language: none.
 */
export async function postSaveTags(
  before: PostListing | null,
  after: PostListing | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string[]> {
  const shown = [before, after].filter((state): state is PostListing => state?.published === true);
  if (shown.length === 0) return [];
  const BLOG_TAGS = blogTags(locale);
  const tags = new Set<string>([BLOG_TAGS.searches, BLOG_TAGS.stats]);
  for (const state of [before, after]) if (state) tags.add(BLOG_TAGS.post(state.slug));
  const hasMoved = moved(before, after);
  for (const state of shown) {
    const scopes = [ALL_ITEMS, categorySlug(state.categoryName)];
    if (hasMoved) for (const scope of scopes) for (const tag of headTags(BLOG_TAGS.list, scope)) tags.add(tag);
    if (!state.publishedAt) {
      // No date, no position (not written by this code): the feed and the first sitemap file at least.
      tags.add(BLOG_TAGS.feed).add(BLOG_TAGS.sitemapFile(1));
      continue;
    }
    const position = await findPostPosition({ ...state, publishedAt: state.publishedAt }, locale);
    tags.add(positionTag(BLOG_TAGS.list, ALL_ITEMS, position.all));
    tags.add(positionTag(BLOG_TAGS.list, scopes[1]!, position.category));
    if (position.all < FEED_SIZE) tags.add(BLOG_TAGS.feed);
    if (!state.noIndex) tags.add(BLOG_TAGS.sitemapFile(Math.floor(position.sitemap / SITEMAP_MAX_URLS) + 1));
  }
  if (hasMoved && (await categoryNamesChanged(before, after, locale))) tags.add(BLOG_TAGS.categories);
  return [...tags];
}

/**
 * The tags that a save of an article's French version expires in its translations' languages: their pages show its
 * shared fields (category, images, tags) and link to its French page.
 */
async function translationsTags(before: PostListing | null, after: PostListing | null): Promise<string[]> {
  const locales = new Set([...(before?.translations ?? []), ...(after?.translations ?? [])].map((t) => t.locale));
  const tags: string[] = [];
  for (const locale of locales) {
    const versionIn = (state: PostListing | null) => {
      const translation = state?.translations.find((t) => t.locale === locale);
      return state && translation ? translationListingOf(state, translation) : null;
    };
    tags.push(...(await postSaveTags(versionIn(before), versionIn(after), locale as Locale)));
  }
  return tags;
}

/** Expires what a save of an article's French version changed on the public site (after its transaction). */
export async function expirePostPages(before: PostListing | null, after: PostListing | null): Promise<void> {
  const tags = [...(await postSaveTags(before, after)), ...(await translationsTags(before, after))];
  if (tags.length) expireTags(...tags);
}

/**
 * Expires what a save of a translation changed on its language's site, and where the article's French version links
 * to it: its page and its sitemap file (hreflang), where it is published (after the save's transaction).
 */
export async function expireTranslationPages(
  post: PostListing,
  locale: Locale,
  before: TranslationListing | null,
  after: TranslationListing | null,
): Promise<void> {
  const tags = [
    ...(await postSaveTags(
      before && translationListingOf(post, before),
      after && translationListingOf(post, after),
      locale,
    )),
    ...(await postSaveTags(post, post)),
  ];
  if (tags.length) expireTags(...tags);
}
