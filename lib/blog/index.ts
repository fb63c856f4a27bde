import "server-only";
import { cacheTag } from "next/cache";
import { db, Prisma } from "@/lib/db";
import { LIST_CACHE_LIFE } from "@/lib/cache";
import { ALL_ITEMS, rangeTags } from "@/lib/list-cache";
import { withCurrentImages } from "@/lib/media/public";
import { type Loaded, loadPublic } from "@/lib/public-data";
import { isStorableText } from "@/lib/schemas";
import type { SeoFields } from "@/lib/seo-fields";

/** The longest slug a post can have (blog_posts.slug is varchar(220)). */
const MAX_SLUG_LENGTH = 220;

/**
 * The cache tags of the public reads of posts (README, 'Caching'), so that saving an article expires the pages it
 * shows on (lib/blog/admin.ts, expirePostPages) and not every page of the blog.
 */
export const BLOG_TAGS = {
  /** Every public read of posts: expired by what changes them all (a category renamed or deleted). */
  posts: "blog-posts",
  /** One article: its page, its API answer, its Open Graph image, and the articles that show it as similar. */
  post: (slug: string) => `blog-post:${slug}`,
  /** The blocks of positions of the lists (lib/list-cache.ts): `blog-list:{all|category slug}:{block}`. */
  list: "blog-list",
  /** Every search's results. */
  searches: "blog-searches",
  /** The RSS feed (its FEED_SIZE newest articles). */
  feed: "blog-feed",
  /** The sitemap's file `n` of articles. */
  sitemapFile: (file: number) => `blog-sitemap:${file}`,
  /** The count and last change of the published articles: the sitemap index, the pages' sitemap. */
  stats: "blog-stats",
  /** The category buttons of the lists (the names of the published articles' categories). */
  categories: "blog-categories",
} as const;

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
/** An article's page: its content and its SEO fields. */
export type PublicPostPage = PublicPost & SeoFields;

const SEO_SELECT = { metaTitle: true, metaDescription: true, socialImage: true, noIndex: true } as const;

/** The order of every public list of posts: newest first (the id breaks ties). */
export const NEWEST_POSTS_FIRST = [
  { publishedAt: "desc" },
  { id: "desc" },
] satisfies Prisma.BlogPostOrderByWithRelationInput[];

/** The `limit` newest published posts. */
export function findLatestPublishedPosts(limit: number): Promise<PublicPostSummary[]> {
  return db.blogPost.findMany({
    where: { published: true },
    orderBy: NEWEST_POSTS_FIRST,
    take: limit,
    select: publicPostSelect,
  });
}

/** One published post with its content; null when it does not exist or is a draft. */
export async function findPublishedPostBySlug(slug: string): Promise<PublicPostPage | null> {
  const post = await db.blogPost.findFirst({
    where: { slug, published: true },
    select: { ...publicPostSelect, content: true, additionalImages: true, ...SEO_SELECT },
  });
  return post && withCurrentImages(post);
}

/** Any post by its id, draft or scheduled included, as its public page shows it: the shareable preview (lib/previews). */
export async function findPostPageById(id: number): Promise<PublicPostPage | null> {
  const post = await db.blogPost.findUnique({
    where: { id },
    select: { ...publicPostSelect, content: true, additionalImages: true, ...SEO_SELECT },
  });
  return post && withCurrentImages(post);
}

/** Published posts with their content, newest first, for the RSS feed. */
export function findFeedPosts(limit: number): Promise<PublicPost[]> {
  return db.blogPost.findMany({
    where: { published: true },
    orderBy: NEWEST_POSTS_FIRST,
    take: limit,
    select: { ...publicPostSelect, content: true, additionalImages: true },
  });
}

/**
 * The newest published posts: the home page, the articles the build prerenders (cached until a post moves among them).
 */
export async function getLatestPosts(limit: number) {
  "use cache";
  cacheTag(BLOG_TAGS.posts, ...rangeTags(BLOG_TAGS.list, ALL_ITEMS, 0, limit));
  return loadPublic(
    "des blogs",
    () => findLatestPublishedPosts(limit),
    () => LIST_CACHE_LIFE,
  );
}

/**
 * A published post by its slug. A slug that no post can have (text PostgreSQL cannot store, or longer than any
 * slug) names no post: answered at once, never sent to the database, whose refusal would read as an outage and
 * be cached as one.
 */
export async function getPublishedPost(
  slug: string,
): Promise<Loaded<Awaited<ReturnType<typeof findPublishedPostBySlug>>>> {
  if (namesNoPost(slug)) return { ok: true, data: null };
  return getCachedPublishedPost(slug);
}

/** A slug that no post can have (NUL, a lone surrogate, too long): never sent to the database, which would refuse it. */
export function namesNoPost(slug: string): boolean {
  return !isStorableText(slug) || slug.length > MAX_SLUG_LENGTH;
}

/** One published post (cached until it changes). */
async function getCachedPublishedPost(slug: string) {
  "use cache";
  cacheTag(BLOG_TAGS.post(slug), BLOG_TAGS.posts);
  return loadPublic(`de l'article ${slug}`, () => findPublishedPostBySlug(slug));
}

export async function getFeedPosts(limit: number) {
  "use cache";
  cacheTag(BLOG_TAGS.posts, BLOG_TAGS.feed);
  return loadPublic("des blogs (flux RSS)", () => findFeedPosts(limit));
}

/**
 * Counts one view of a published post in a single UPDATE and returns the new count
 * (null when the post does not exist or is not published).
 */
export async function incrementViewCount(slug: string): Promise<number | null> {
  try {
    const post = await db.blogPost.update({
      where: { slug, published: true },
      data: { viewCount: { increment: 1 } },
      select: { viewCount: true },
    });
    return post.viewCount;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return null;
    throw error;
  }
}

/** The current view count of a published post (null when it does not exist or is not published). */
export async function findViewCount(slug: string): Promise<number | null> {
  const post = await db.blogPost.findFirst({ where: { slug, published: true }, select: { viewCount: true } });
  return post?.viewCount ?? null;
}
