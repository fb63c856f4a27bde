import "server-only";
import { cacheTag } from "next/cache";
import { BLOG_TAGS, blogTags, findPostSummaries, type PublicPostSummary } from "@/lib/blog";
import { postPath, SIMILAR_POSTS, UNCATEGORIZED } from "@/lib/blog/rules";
import { db, Prisma } from "@/lib/db";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { categorySlug, type ListCategory, type SitemapItem } from "@/lib/list-views";
import { inIdOrder } from "@/lib/pagination";
import { LIST_CACHE_LIFE, listPageCacheLife } from "@/lib/cache";
import { ALL_ITEMS, rangeTags } from "@/lib/list-cache";
import { loadPublic } from "@/lib/public-data";
import { searchMatches, searchRank } from "@/lib/public-search";

// The public lists of posts, read page by page: /blog and its category and search pages, GET /api/blog-posts,
// the sitemap, and the similar articles beside an article. Never the whole archive at once.

/**
 * The posts of a language as rows of blog_posts, aliased `p`: French's are blog_posts; another language's are its
 * translations with the articles' shared columns (the view translated_blog_posts, migration blog_post_translations).
 */
function postsIn(locale: Locale): Prisma.Sql {
  return locale === DEFAULT_LOCALE
    ? Prisma.sql`blog_posts p`
    : Prisma.sql`(SELECT * FROM translated_blog_posts WHERE locale = ${locale}) p`;
}

/** The categories with their names in a language (French's when it has none), aliased `c` (CATEGORY_NAME). */
function categoriesIn(locale: Locale): Prisma.Sql {
  return locale === DEFAULT_LOCALE
    ? Prisma.sql`blog_categories c`
    : Prisma.sql`(SELECT bc.id, COALESCE(ct.name, bc.name) AS name FROM blog_categories bc
        LEFT JOIN blog_category_translations ct ON ct.category_id = bc.id AND ct.locale = ${locale}) c`;
}

/** A language's posts with their category, aliased `p` and `c` (CATEGORY_NAME). */
function postsWithCategoryIn(locale: Locale): Prisma.Sql {
  return Prisma.sql`${postsIn(locale)} LEFT JOIN ${categoriesIn(locale)} ON c.id = p.category_id`;
}

/**
 * The category a post shows, in SQL over postsWithCategoryIn: the rule of categoryNameOf
 * (lib/blog/rules.ts) for a stored post, its category's name, else its first tag, else 'Non catégorisé'. The category
 * filter keeps the posts whose card shows the chosen name.
 */
const CATEGORY_NAME = Prisma.sql`COALESCE(NULLIF(btrim(c.name), ''), NULLIF(btrim(p.tags[1]), ''), ${UNCATEGORIZED})`;

/** The categories of the posts published in a language, each once, in alphabetical order. */
export async function findPostCategories(locale: Locale): Promise<ListCategory[]> {
  const rows = await db.$queryRaw<{ name: string; count: number; lastModified: Date }[]>`
    SELECT ${CATEGORY_NAME} AS name, count(*)::int AS count, max(p.updated_at) AS "lastModified"
    FROM ${postsWithCategoryIn(locale)}
    WHERE p.published
    GROUP BY 1`;
  return rows
    .map((row) => ({ ...row, slug: categorySlug(row.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
}

export interface PostPageQuery {
  locale: Locale;
  /** The category names to keep (those of one address); null for every category. */
  categories: string[] | null;
  /** The search (normalizeSearch); null for none. */
  search: string | null;
  page: number;
  limit: number;
}

export interface PostPage {
  posts: PublicPostSummary[];
  /** Published posts that the category and the search keep, on every page. */
  total: number;
}

/**
 * One page of the published posts that a category and a search keep: newest first, or, for a search, the best
 * matches first. The page's ids come first (from the indexes, with the total), then only those rows.
 */
export async function findPublishedPostPage(query: PostPageQuery): Promise<PostPage> {
  const { locale, categories, search, page, limit } = query;
  const conditions = [Prisma.sql`p.published`];
  if (categories) conditions.push(Prisma.sql`${CATEGORY_NAME} = ANY(${categories}::text[])`);
  if (search) conditions.push(searchMatches("p", search, locale));
  const order = search
    ? Prisma.sql`${searchRank("p", search, locale)} DESC, p.published_at DESC, p.id DESC`
    : Prisma.sql`p.published_at DESC, p.id DESC`;
  const offset = (page - 1) * limit;
  const ids = await db.$queryRaw<{ id: number; total: number }[]>`
    SELECT p.id, count(*) OVER ()::int AS total
    FROM ${postsWithCategoryIn(locale)}
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`;
  if (ids.length === 0) {
    // A page past the last one: the total still says how many there are.
    const total = page > 1 ? (await findPublishedPostPage({ ...query, page: 1, limit: 1 })).total : 0;
    return { posts: [], total };
  }
  const rows = await findPostSummaries(
    ids.map((row) => row.id),
    locale,
  );
  return {
    posts: inIdOrder(
      ids.map((row) => row.id),
      rows,
    ),
    total: ids[0]!.total,
  };
}

/** Where a published post stands in the public lists, newest first: how many published posts come before it. */
export interface PostPosition {
  /** In the whole list. */
  all: number;
  /** Among the posts whose card shows the same category name. */
  category: number;
  /** In the sitemap (the posts not marked 'Ne pas indexer'). */
  sitemap: number;
}

/**
 * The position of a post published in a language (as it is, or as it was before a save: its date and category name
 * then).
 */
export async function findPostPosition(
  post: { id: number; publishedAt: Date; categoryName: string },
  locale: Locale,
): Promise<PostPosition> {
  const [row] = await db.$queryRaw<PostPosition[]>`
    SELECT count(*)::int AS "all",
           count(*) FILTER (WHERE ${CATEGORY_NAME} = ${post.categoryName})::int AS category,
           count(*) FILTER (WHERE NOT p.no_index)::int AS sitemap
    FROM ${postsWithCategoryIn(locale)}
    WHERE p.published AND p.id <> ${post.id} AND (p.published_at, p.id) > (${post.publishedAt}, ${post.id})`;
  return row!;
}

/** Whether a post published in a language other than `exceptId` shows the category name `name` (its button stays). */
export async function categoryHasOtherPosts(name: string, exceptId: number, locale: Locale): Promise<boolean> {
  const [row] = await db.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM ${postsWithCategoryIn(locale)}
      WHERE p.published AND p.id <> ${exceptId} AND ${CATEGORY_NAME} = ${name}
    ) AS found`;
  return row!.found;
}

/** An article of the 'Articles similaires' box: what its link shows. */
export interface SimilarPost {
  slug: string;
  title: string;
  coverImage: string | null;
  publishedAt: Date | null;
  createdAt: Date;
}

/** How many of the newest posts of the same category, and of all, are weighed: a bound, whatever the archive. */
const SIMILAR_SAME_CATEGORY = 50;
const SIMILAR_NEWEST = 200;

/** The one query behind findSimilarPosts, exported for the test that checks how many rows it reads. */
export function similarPostsQuery(
  post: { id: number; categoryId: number | null; tags: readonly string[] },
  locale: Locale,
  limit = SIMILAR_POSTS,
): Prisma.Sql {
  const posts = locale === DEFAULT_LOCALE ? Prisma.sql`blog_posts` : Prisma.sql`translated_blog_posts`;
  const language = locale === DEFAULT_LOCALE ? Prisma.empty : Prisma.sql`AND locale = ${locale}`;
  const columns = Prisma.sql`id, slug, title, cover_image, published_at, created_at, category_id, tags`;
  const others = Prisma.sql`published AND id <> ${post.id} ${language}`;
  const newest = Prisma.sql`ORDER BY published_at DESC, id DESC`;
  // Two index scans that stop after a few rows, each reading the columns it needs (a join back to the table would
  // let the planner scan all of it): the newest posts of the same category, and the newest of all.
  const candidates = [
    ...(post.categoryId !== null
      ? [
          Prisma.sql`(SELECT ${columns} FROM ${posts} WHERE ${others} AND category_id = ${post.categoryId} ${newest} LIMIT ${SIMILAR_SAME_CATEGORY})`,
        ]
      : []),
    Prisma.sql`(SELECT ${columns} FROM ${posts} WHERE ${others} ${newest} LIMIT ${SIMILAR_NEWEST})`,
  ];
  return Prisma.sql`
    SELECT p.slug, p.title, p.cover_image AS "coverImage", p.published_at AS "publishedAt", p.created_at AS "createdAt"
    FROM (${Prisma.join(candidates, " UNION ")}) AS p
    ORDER BY (p.category_id IS NOT DISTINCT FROM ${post.categoryId} AND p.category_id IS NOT NULL) DESC,
             cardinality(ARRAY(SELECT unnest(p.tags) INTERSECT SELECT unnest(${[...post.tags]}::text[]))) DESC,
             p.published_at DESC, p.id DESC
    LIMIT ${limit}`;
}

/**
 * 'Articles similaires': up to three other published posts, those of the same category first, then those sharing
 * the most tags, then the newest; weighed among the newest of the category and the newest of all, so that it is one
 * query that reads a bounded number of rows, whatever the size of the archive.
 */
export function findSimilarPosts(
  post: { id: number; categoryId: number | null; tags: readonly string[] },
  locale: Locale,
) {
  return db.$queryRaw<SimilarPost[]>(similarPostsQuery(post, locale));
}

/**
 * The posts of a language the sitemap lists from `offset` on, newest first, as sitemap entries, each with its address
 * in the other languages whose sitemap lists it.
 */
export async function findPostSitemapItems(offset: number, limit: number, locale: Locale): Promise<SitemapItem[]> {
  const rows = await db.$queryRaw<{ slug: string; updatedAt: Date; versions: Record<string, string> }[]>`
    SELECT p.slug, p.updated_at AS "updatedAt",
           (SELECT jsonb_object_agg(v.locale, v.slug) FROM (
              SELECT ${DEFAULT_LOCALE} AS locale, f.slug FROM blog_posts f
              WHERE f.id = p.id AND f.published AND NOT f.no_index
              UNION ALL
              SELECT t.locale, t.slug FROM blog_post_translations t
              WHERE t.post_id = p.id AND t.published AND NOT t.no_index) v) AS versions
    FROM ${postsIn(locale)}
    WHERE p.published AND NOT p.no_index
    ORDER BY p.published_at DESC, p.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => ({
    path: postPath(row.slug),
    updatedAt: row.updatedAt,
    versions: Object.fromEntries(
      Object.entries(row.versions ?? {}).map(([language, slug]) => [language, postPath(slug)]),
    ),
  }));
}

/** How many posts of a language the sitemap lists, and when the last of them changed. */
export async function findPublishedPostStats(locale: Locale): Promise<{ count: number; lastModified: Date | null }> {
  const [row] = await db.$queryRaw<{ count: number; lastModified: Date | null }[]>`
    SELECT count(*)::int AS count, max(p.updated_at) AS "lastModified" FROM ${postsIn(locale)}
    WHERE p.published AND NOT p.no_index`;
  return row!;
}

// Cached reads, each tagged with what a save expires when it changes them (BLOG_TAGS, lib/list-cache.ts).

export async function getPostCategories(locale: Locale) {
  "use cache";
  cacheTag(BLOG_TAGS.posts, blogTags(locale).categories);
  return loadPublic("des catégories d'articles", () => findPostCategories(locale));
}

/** The categories with the last change of each, for the sitemap: expired with every save of a published post. */
export async function getPostCategoryStats(locale: Locale) {
  "use cache";
  cacheTag(BLOG_TAGS.posts, blogTags(locale).stats);
  return loadPublic("des catégories d'articles (plan du site)", () => findPostCategories(locale));
}

/**
 * A page of a list: tagged with the positions it shows (lib/list-cache.ts), or as a search; kept as long as
 * listPageCacheLife says.
 */
export async function getPublishedPostPage(query: PostPageQuery) {
  "use cache";
  const tags = blogTags(query.locale);
  if (query.search) cacheTag(tags.posts, tags.searches);
  else {
    const scope = query.categories ? categorySlug(query.categories[0] ?? "") : ALL_ITEMS;
    cacheTag(tags.posts, ...rangeTags(tags.list, scope, (query.page - 1) * query.limit, query.limit));
  }
  return loadPublic(
    "des blogs (liste)",
    () => findPublishedPostPage(query),
    (found) => listPageCacheLife(query, found.posts.length),
  );
}

/**
 * 'Articles similaires': tagged with the articles it shows, so that an edit of one of them expires it; a newer
 * article joins it within LIST_CACHE_LIFE's hour.
 */
export async function getSimilarPosts(post: { id: number; categoryId: number | null; tags: string[] }, locale: Locale) {
  "use cache";
  cacheTag(BLOG_TAGS.posts);
  const loaded = await loadPublic(
    `des articles similaires à ${post.id}`,
    () => findSimilarPosts(post, locale),
    () => LIST_CACHE_LIFE,
  );
  if (loaded.ok) cacheTag(...loaded.data.map((similar) => blogTags(locale).post(similar.slug)));
  return loaded;
}

export async function getPostSitemapItems(offset: number, limit: number, locale: Locale) {
  "use cache";
  cacheTag(BLOG_TAGS.posts, blogTags(locale).sitemapFile(Math.floor(offset / limit) + 1));
  return loadPublic(
    "des blogs (plan du site)",
    () => findPostSitemapItems(offset, limit, locale),
    () => LIST_CACHE_LIFE,
  );
}

export async function getPublishedPostStats(locale: Locale) {
  "use cache";
  cacheTag(BLOG_TAGS.posts, blogTags(locale).stats);
  return loadPublic("des statistiques des blogs", () => findPublishedPostStats(locale));
}
