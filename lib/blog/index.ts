import "server-only";
import { cacheTag } from "next/cache";
import { db, Prisma } from "@/lib/db";
import { LIST_CACHE_LIFE } from "@/lib/cache";
import { DEFAULT_LOCALE, isLocale, type Locale, WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { ALL_ITEMS, rangeTags } from "@/lib/list-cache";
import { withCurrentImages } from "@/lib/media/public";
import { type Loaded, loadPublic } from "@/lib/public-data";
import { isStorableText } from "@/lib/schemas";
import type { SeoFields } from "@/lib/seo-fields";

/** The longest slug a post can have (blog_posts.slug is varchar(220)). */
const MAX_SLUG_LENGTH = 220;

/**
 * The cache tags of the public reads of posts in a language (README, 'Caching'), so that saving an article expires the
 * pages it shows on (lib/blog/admin.ts, expirePostPages) and not every page of the blog. French's are the tags the
 * blog had before it had languages; another language's carry its name.
 */
export function blogTags(locale: Locale) {
  const of = (name: string) => (locale === DEFAULT_LOCALE ? name : `${name}-${locale}`);
  return {
    /** Every public read of posts, in every language: expired by what changes them all (a category renamed or deleted). */
    posts: "blog-posts",
    /** One article: its page, its API answer, its Open Graph image, and the articles that show it as similar. */
    post: (slug: string) => `${of("blog-post")}:${slug}`,
    /** The blocks of positions of the lists (lib/list-cache.ts): `blog-list:{all|category slug}:{block}`. */
    list: of("blog-list"),
    /** Every search's results. */
    searches: of("blog-searches"),
    /** The RSS feed (its FEED_SIZE newest articles). */
    feed: of("blog-feed"),
    /** The sitemap's file `n` of articles. */
    sitemapFile: (file: number) => `${of("blog-sitemap")}:${file}`,
    /** The count and last change of the published articles: the sitemap index, the pages' sitemap. */
    stats: of("blog-stats"),
    /** The category buttons of the lists (the names of the published articles' categories). */
    categories: of("blog-categories"),
  };
}

/** French's blog tags. */
export const BLOG_TAGS = blogTags(DEFAULT_LOCALE);

/** How many articles the RSS feed lists. */
export const FEED_SIZE = 20;

export const publicPostSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  coverImage: true,
  author: true,
  tags: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  viewCount: true,
  readTime: true,
  categoryId: true,
  category: { select: { id: true, name: true, slug: true } },
} satisfies Prisma.BlogPostSelect;

export type PublicPostSummary = Prisma.BlogPostGetPayload<{ select: typeof publicPostSelect }>;
export type PublicPost = PublicPostSummary & { content: string; additionalImages: string[] };
/**
 * An article's page: its content, its SEO fields, and its slug in each language where it is published (its own
 * included): the hreflang links between them.
 */
export type PublicPostPage = PublicPost & SeoFields & { versions: Partial<Record<Locale, string>> };

const SEO_SELECT = { metaTitle: true, metaDescription: true, socialImage: true, noIndex: true } as const;

/** The order of every public list of posts: newest first (the id breaks ties). */
export const NEWEST_POSTS_FIRST = [
  { publishedAt: "desc" },
  { id: "desc" },
] satisfies Prisma.BlogPostOrderByWithRelationInput[];

// An article in another language (blog_post_translations) is read with the article's shared fields and given the
// shape of a French one: the public pages and lists show either the same way.

const { title, slug, excerpt, publishedAt, readTime, updatedAt, category, ...articleSelect } = publicPostSelect;
/** The article's fields, its category with its names in the other languages. */
const sharedSelect = {
  ...articleSelect,
  category: { select: { ...category.select, translations: { select: { locale: true, name: true } } } },
} satisfies Prisma.BlogPostSelect;
const translationSelect = {
  locale: true,
  title,
  slug,
  excerpt,
  publishedAt,
  readTime,
  updatedAt,
  post: { select: { ...sharedSelect, updatedAt } },
} satisfies Prisma.BlogPostTranslationSelect;
const translationPageSelect = {
  ...translationSelect,
  content: true,
  metaTitle: true,
  metaDescription: true,
  noIndex: true,
  post: { select: { ...sharedSelect, updatedAt, additionalImages: true, socialImage: true } },
} satisfies Prisma.BlogPostTranslationSelect;

type TranslationRow = Prisma.BlogPostTranslationGetPayload<{ select: typeof translationSelect }>;
type TranslationPageRow = Prisma.BlogPostTranslationGetPayload<{ select: typeof translationPageSelect }>;

function translatedSummary({ post, updatedAt, locale, ...words }: TranslationRow): PublicPostSummary {
  const { category, ...shared } = post;
  const categoryIn = category && {
    id: category.id,
    slug: category.slug,
    // The category's name in the translation's language, French's when it has none.
    name: category.translations.find((translation) => translation.locale === locale)?.name ?? category.name,
  };
  // A card or a page changes with its translation and with the article's shared fields.
  return {
    ...shared,
    ...words,
    category: categoryIn,
    updatedAt: updatedAt > post.updatedAt ? updatedAt : post.updatedAt,
  };
}

function translatedPost(row: TranslationPageRow): PublicPost & SeoFields {
  const { content, metaTitle, metaDescription, noIndex, post } = row;
  return {
    ...translatedSummary(row),
    content,
    additionalImages: post.additionalImages,
    metaTitle,
    metaDescription,
    noIndex,
    socialImage: post.socialImage,
  };
}

const publishedIn = (locale: Locale) => ({ locale, published: true });

/** The `limit` newest posts published in a language. */
export async function findLatestPublishedPosts(limit: number, locale: Locale): Promise<PublicPostSummary[]> {
  if (locale === DEFAULT_LOCALE) {
    return db.blogPost.findMany({
      where: { published: true },
      orderBy: NEWEST_POSTS_FIRST,
      take: limit,
      select: publicPostSelect,
    });
  }
  const rows = await db.blogPostTranslation.findMany({
    where: publishedIn(locale),
    orderBy: [{ publishedAt: "desc" }, { postId: "desc" }],
    take: limit,
    select: translationSelect,
  });
  return rows.map(translatedSummary);
}

/** The posts of `ids` as a language's lists show them (the ids of published posts, in any order). */
export async function findPostSummaries(ids: number[], locale: Locale): Promise<PublicPostSummary[]> {
  if (locale === DEFAULT_LOCALE) return db.blogPost.findMany({ where: { id: { in: ids } }, select: publicPostSelect });
  const rows = await db.blogPostTranslation.findMany({
    where: { locale, postId: { in: ids } },
    select: translationSelect,
  });
  return rows.map(translatedSummary);
}

/** The slugs of a post in every language where it is published. */
async function publishedVersions(postId: number): Promise<Partial<Record<Locale, string>>> {
  const [french, translations] = await Promise.all([
    db.blogPost.findFirst({ where: { id: postId, published: true }, select: { slug: true } }),
    db.blogPostTranslation.findMany({ where: { postId, published: true }, select: { locale: true, slug: true } }),
  ]);
  return Object.fromEntries([
    ...(french ? [[DEFAULT_LOCALE, french.slug]] : []),
    // A language the site does not serve has no address.
    ...translations.filter(({ locale }) => isLocale(locale)).map(({ locale, slug }) => [locale, slug]),
  ]);
}

/** One post published in a language, with its content; null when it does not exist or is not published there. */
export async function findPublishedPostBySlug(slug: string, locale: Locale): Promise<PublicPostPage | null> {
  const post =
    locale === DEFAULT_LOCALE
      ? await db.blogPost.findFirst({
          where: { slug, published: true },
          select: { ...publicPostSelect, content: true, additionalImages: true, ...SEO_SELECT },
        })
      : await db.blogPostTranslation
          .findFirst({ where: { ...publishedIn(locale), slug }, select: translationPageSelect })
          .then((row) => row && translatedPost(row));
  if (!post) return null;
  return withCurrentImages({ ...post, versions: await publishedVersions(post.id) });
}

/**
 * The slugs in every language of the article published under `slug` in one of them, French's first (the language
 * switcher keeps the slug of the page it is on: lib/i18n/paths.ts, alternatePath); null when no published article
 * has this slug in any language.
 */
export async function findVersionsBySlug(slug: string): Promise<Partial<Record<Locale, string>> | null> {
  const [french, translation] = await Promise.all([
    db.blogPost.findFirst({ where: { slug, published: true }, select: { id: true } }),
    db.blogPostTranslation.findFirst({ where: { slug, published: true }, select: { postId: true } }),
  ]);
  const postId = french?.id ?? translation?.postId;
  return postId === undefined ? null : publishedVersions(postId);
}

/** findVersionsBySlug, cached until the article published under this slug in any language changes. */
export async function getVersionsBySlug(slug: string) {
  "use cache";
  cacheTag(BLOG_TAGS.posts, ...WRITTEN_LOCALES.map((locale) => blogTags(locale).post(slug)));
  const loaded = await loadPublic(`des langues de l'article ${slug}`, () => findVersionsBySlug(slug));
  return loaded.ok ? loaded.data : null;
}

/** Any post by its id, draft or scheduled included, as its public page shows it: the shareable preview (lib/previews). */
export async function findPostPageById(id: number): Promise<PublicPostPage | null> {
  const post = await db.blogPost.findUnique({
    where: { id },
    select: { ...publicPostSelect, content: true, additionalImages: true, ...SEO_SELECT },
  });
  return post && withCurrentImages({ ...post, versions: {} });
}

/** Posts published in a language with their content, newest first, for its RSS feed. */
export async function findFeedPosts(limit: number, locale: Locale): Promise<PublicPost[]> {
  if (locale === DEFAULT_LOCALE) {
    return db.blogPost.findMany({
      where: { published: true },
      orderBy: NEWEST_POSTS_FIRST,
      take: limit,
      select: { ...publicPostSelect, content: true, additionalImages: true },
    });
  }
  const rows = await db.blogPostTranslation.findMany({
    where: publishedIn(locale),
    orderBy: [{ publishedAt: "desc" }, { postId: "desc" }],
    take: limit,
    select: translationPageSelect,
  });
  return rows.map(translatedPost);
}

/**
 * The newest published posts of a language: the home page, the articles the build prerenders (cached until a post
 * moves among them).
 */
export async function getLatestPosts(limit: number, locale: Locale) {
  "use cache";
  const tags = blogTags(locale);
  cacheTag(tags.posts, ...rangeTags(tags.list, ALL_ITEMS, 0, limit));
  return loadPublic(
    "des blogs",
    () => findLatestPublishedPosts(limit, locale),
    () => LIST_CACHE_LIFE,
  );
}

/**
 * A post published in a language, by its slug there. A slug that no post can have (text PostgreSQL cannot store, or
 * longer than any slug) names no post: answered at once, never sent to the database, whose refusal would read as an
 * outage and be cached as one.
 */
export async function getPublishedPost(
  slug: string,
  locale: Locale,
): Promise<Loaded<Awaited<ReturnType<typeof findPublishedPostBySlug>>>> {
  if (namesNoPost(slug)) return { ok: true, data: null };
  return getCachedPublishedPost(slug, locale);
}

/** A slug that no post can have (NUL, a lone surrogate, too long): never sent to the database, which would refuse it. */
export function namesNoPost(slug: string): boolean {
  return !isStorableText(slug) || slug.length > MAX_SLUG_LENGTH;
}

/** One published post (cached until it, or one of its translations, changes). */
async function getCachedPublishedPost(slug: string, locale: Locale) {
  "use cache";
  cacheTag(blogTags(locale).post(slug), BLOG_TAGS.posts);
  return loadPublic(`de l'article ${slug}`, () => findPublishedPostBySlug(slug, locale));
}

export async function getFeedPosts(limit: number, locale: Locale) {
  "use cache";
  const tags = blogTags(locale);
  cacheTag(tags.posts, tags.feed);
  return loadPublic("des blogs (flux RSS)", () => findFeedPosts(limit, locale));
}

/** The post published in a language under this slug, as the view counter names it. */
async function publishedPostWhere(slug: string, locale: Locale): Promise<Prisma.BlogPostWhereUniqueInput | null> {
  if (locale === DEFAULT_LOCALE) return { slug, published: true };
  const translation = await db.blogPostTranslation.findFirst({
    where: { ...publishedIn(locale), slug },
    select: { postId: true },
  });
  return translation && { id: translation.postId };
}

/**
 * Counts one view of a post published in a language (the views are the article's, whatever its language) in a
 * single UPDATE and returns the new count (null when the post does not exist or is not published there).
 */
export async function incrementViewCount(slug: string, locale: Locale): Promise<number | null> {
  const where = await publishedPostWhere(slug, locale);
  if (!where) return null;
  try {
    const post = await db.blogPost.update({
      where,
      data: { viewCount: { increment: 1 } },
      select: { viewCount: true },
    });
    return post.viewCount;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return null;
    throw error;
  }
}

/** The current view count of a post published in a language (null when it does not exist or is not published there). */
export async function findViewCount(slug: string, locale: Locale): Promise<number | null> {
  const where = await publishedPostWhere(slug, locale);
  if (!where) return null;
  const post = await db.blogPost.findFirst({ where, select: { viewCount: true } });
  return post?.viewCount ?? null;
}
