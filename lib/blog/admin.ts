import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { expirePostPages, LISTING_SELECT, listingOf, TRANSLATION_LISTING_SELECT } from "@/lib/blog/expiry";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { categoryNameOf, postPath, postSearchText, readTimeMinutes } from "@/lib/blog/rules";
import { type AdminPostsQuery, type BlogPostFields, blogPostSchema } from "@/lib/blog/schemas";
import { expireTags } from "@/lib/cache";
import { db, type DbClient, Prisma } from "@/lib/db";
import { contentRefs, type MediaRefs, recordMediaUses, requireDescribedImages } from "@/lib/media/uses";
import { deferredJoinPage, type Pagination, paginate } from "@/lib/pagination";
import { recordRevision, snapshotOf } from "@/lib/revisions";
import { movePath, REDIRECTS_TAG, stopRedirecting } from "@/lib/redirects";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import type { Actor } from "@/lib/users";

// The back office's side of the blog: every read here is uncached and includes drafts; every write records an
// activity in its transaction and expires the public pages, sitemap and feed that show the article.

const postSummarySelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  author: true,
  coverImage: true,
  categoryId: true,
  category: { select: { id: true, name: true, slug: true } },
  tags: true,
  published: true,
  publishedAt: true,
  scheduledAt: true,
  createdAt: true,
  updatedAt: true,
  viewCount: true,
  readTime: true,
  metaTitle: true,
  metaDescription: true,
  socialImage: true,
  noIndex: true,
  translations: { select: { ...TRANSLATION_LISTING_SELECT, scheduledAt: true } },
} satisfies Prisma.BlogPostSelect;

const postSelect = { ...postSummarySelect, content: true, additionalImages: true } satisfies Prisma.BlogPostSelect;

type PostSummaryRow = Prisma.BlogPostGetPayload<{ select: typeof postSummarySelect }>;
type PostRow = Prisma.BlogPostGetPayload<{ select: typeof postSelect }>;

/** An article in a list, as the back office and GET /api/blog-posts?admin=true present it (the spec's field names). */
export interface AdminPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  coverImage: string | null;
  category_id: number | null;
  /** The category's name, 'Non catégorisé' when it has none (or it was deleted). */
  categoryName: string;
  categoryObj: { id: number; name: string; slug: string } | null;
  tags: string[];
  published: boolean;
  publishedAt: string | null;
  /** 'Programmé pour le …': when the scheduler publishes this draft; null when nothing is planned. */
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
  viewCount: number;
  readTime: number;
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
  noIndex: boolean;
  /** Its translations (README 'Languages'): the list's languages, the editor's language bar. */
  translations: TranslationState[];
}

/** A translation as the lists of the back office show it: which languages an article has, and whether they show. */
export interface TranslationState {
  locale: string;
  published: boolean;
  scheduledAt: string | null;
}

/** One article with its (sanitised) content and additional images: edit form, preview, GET /api/blog-posts/{id}. */
export interface AdminPost extends AdminPostSummary {
  content: string;
  additionalImages: string[];
}

function toSummary(row: PostSummaryRow): AdminPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    coverImage: row.coverImage,
    category_id: row.categoryId,
    categoryName: categoryNameOf({ categoryObj: row.category }),
    categoryObj: row.category,
    tags: row.tags,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewCount: row.viewCount,
    readTime: row.readTime,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
    noIndex: row.noIndex,
    translations: row.translations
      .map(({ locale, published, scheduledAt }) => ({
        locale,
        published,
        scheduledAt: scheduledAt?.toISOString() ?? null,
      }))
      .sort((a, b) => a.locale.localeCompare(b.locale)),
  };
}

/** The content is sanitised again on the way out: stored HTML is safe whichever path wrote it. */
function toAdminPost(row: PostRow): AdminPost {
  return { ...toSummary(row), content: sanitizeArticleHtml(row.content), additionalImages: row.additionalImages };
}

const STATUS_WHERE = {
  all: {},
  published: { published: true },
  draft: { published: false, scheduledAt: null },
  scheduled: { published: false, scheduledAt: { not: null } },
} satisfies Record<AdminPostsQuery["status"], Prisma.BlogPostWhereInput>;

type AdminPostsFilter = Pick<AdminPostsQuery, "status" | "search">;

function adminPostsWhere(query: AdminPostsFilter): Prisma.BlogPostWhereInput {
  return {
    ...STATUS_WHERE[query.status],
    ...(query.search ? { searchText: { contains: query.search.toLowerCase() } } : {}),
  };
}

const ADMIN_POSTS_ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.BlogPostOrderByWithRelationInput[];

/**
 * The article list: drafts included, newest first, filtered and paged by PostgreSQL. The search looks through
 * title, excerpt, author, tags and content (search_text, trigram-indexed), whatever the case.
 */
export async function listAdminPosts(
  query: AdminPostsQuery,
): Promise<{ posts: AdminPostSummary[]; pagination: Pagination }> {
  const where = adminPostsWhere(query);
  const pagination = paginate(await db.blogPost.count({ where }), query.page, query.limit);
  const rows = await deferredJoinPage(
    pagination,
    (window) => db.blogPost.findMany({ where, orderBy: ADMIN_POSTS_ORDER, ...window, select: { id: true } }),
    (ids) => db.blogPost.findMany({ where: { id: { in: ids } }, select: postSummarySelect }),
  );
  return { posts: rows.map(toSummary), pagination };
}

/** How many articles the search and the status filter keep. */
export function countAdminPosts(query: AdminPostsFilter): Promise<number> {
  return db.blogPost.count({ where: adminPostsWhere(query) });
}

/**
 * Every article the search and the status filter keep, newest first, in batches read one after the other from the
 * last one's place (not by offset, so that an article created meanwhile neither shifts nor repeats a batch):
 * GET /api/blog-posts?admin=true without a page.
 */
export async function* adminPostBatches(query: AdminPostsFilter, batchSize = 200): AsyncGenerator<AdminPostSummary[]> {
  const where = adminPostsWhere(query);
  let last: { createdAt: Date; id: number } | undefined;
  for (;;) {
    const after: Prisma.BlogPostWhereInput = last
      ? { OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }] }
      : {};
    const rows = await db.blogPost.findMany({
      where: { AND: [where, after] },
      orderBy: ADMIN_POSTS_ORDER,
      take: batchSize,
      select: postSummarySelect,
    });
    if (rows.length) yield rows.map(toSummary);
    if (rows.length < batchSize) return;
    last = rows.at(-1);
  }
}

/** One article, published or not; null when there is none with this id. */
export async function findAdminPost(id: number): Promise<AdminPost | null> {
  const row = await db.blogPost.findUnique({ where: { id }, select: postSelect });
  return row ? toAdminPost(row) : null;
}

const SLUG_TAKEN = "Ce slug est déjà utilisé par un autre article. Choisissez-en un autre.";
const CATEGORY_GONE = "Cette catégorie n'existe plus. Choisissez-en une autre.";

/** An article's content as stored (in any language): sanitised with the one allow-list, and still content. */
export function storedContent(html: string): string {
  const content = sanitizeArticleHtml(html);
  // Content made only of what the allow-list removes (a lone <script>…) is no content.
  if (!blogPostSchema.shape.content.safeParse(content).success) {
    throw ApiError.badRequest("Le contenu est requis", { content: ["Le contenu est requis"] });
  }
  return content;
}

/** What is stored of a valid form: content sanitised with the one allow-list, and the fields derived from it. */
function postData(input: BlogPostFields) {
  const content = storedContent(input.content);
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content,
    author: input.author,
    coverImage: input.coverImage,
    categoryId: input.category_id,
    tags: input.tags,
    additionalImages: input.additionalImages,
    scheduledAt: input.published ? null : input.scheduledAt,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    socialImage: input.socialImage,
    noIndex: input.noIndex,
    readTime: readTimeMinutes(content),
    searchText: postSearchText({ ...input, content }),
  };
}

const POST_SNAPSHOT_KEYS = Object.keys(blogPostSchema.shape);

/** A revision's content: every field of the payload schema, with the content as stored (sanitised). */
function postSnapshot(input: BlogPostFields, data: { content: string }) {
  return snapshotOf(POST_SNAPSHOT_KEYS, { ...input, content: data.content });
}

async function assertWritable(client: DbClient, data: { slug: string; categoryId: number }, exceptId?: number) {
  const [clash, category] = await Promise.all([
    client.blogPost.findFirst({
      where: { slug: data.slug, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    }),
    client.blogCategory.findUnique({ where: { id: data.categoryId }, select: { id: true } }),
  ]);
  if (clash) throw new ApiError(409, SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
  if (!category) throw ApiError.badRequest(CATEGORY_GONE, { category_id: [CATEGORY_GONE] });
}

/** A write that lost a race (same slug saved, category deleted meanwhile) gets the same clear message. */
async function withClearConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new ApiError(409, SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003")
      throw ApiError.badRequest(CATEGORY_GONE, { category_id: [CATEGORY_GONE] });
    throw error;
  }
}

export const POST_NOT_FOUND = "Article non trouvé.";
/** An article's JSON body: up to 200,000 characters of content, most of them up to 3 bytes in UTF-8. */
export const POST_BODY_LIMIT = 1024 * 1024;

interface PostImages {
  coverImage: string | null;
  socialImage: string | null;
  additionalImages: readonly string[];
  /** Sanitised HTML. */
  content: string;
}

/** The library images an article shows, field by field: its uses (lib/media/uses.ts). */
function postMediaRefs(post: PostImages): MediaRefs[] {
  return [
    { field: "cover", paths: [post.coverImage] },
    { field: "social", paths: [post.socialImage] },
    { field: "gallery", paths: post.additionalImages },
    contentRefs(post.content),
  ];
}

/**
 * Records the library images an article shows in every language as its uses: its own fields' and each translation's
 * content, so that the library neither lists an image an English text shows as unused nor lets it be deleted. Only
 * the version just saved (`saved`), when it is on the public site, must have its images described: the others were
 * checked by their own saves.
 */
export async function recordArticleMediaUses(
  tx: DbClient,
  postId: number,
  saved: { locale: Locale; shownPublicly: boolean },
): Promise<void> {
  const post = await tx.blogPost.findUniqueOrThrow({
    where: { id: postId },
    select: { ...POST_IMAGES_SELECT, translations: { select: { locale: true, content: true } } },
  });
  const versions = [
    { locale: DEFAULT_LOCALE as Locale, refs: postMediaRefs(post) },
    ...post.translations.map((translation) => ({
      locale: translation.locale as Locale,
      refs: [contentRefs(translation.content)],
    })),
  ];
  await requireDescribedImages(
    tx,
    saved.shownPublicly ? versions.filter(({ locale }) => locale === saved.locale).flatMap(({ refs }) => refs) : [],
  );
  await recordMediaUses(
    tx,
    { articleId: postId },
    versions.flatMap(({ refs }) => refs),
  );
}

const POST_IMAGES_SELECT = {
  coverImage: true,
  socialImage: true,
  additionalImages: true,
  content: true,
} satisfies Prisma.BlogPostSelect;

/**
 * Whether a saved version of an article (French or a translation) is on the public site, now or when the scheduler
 * publishes it: its images must be described.
 */
export function shownPublicly(post: { published: boolean; scheduledAt: Date | null }): boolean {
  return post.published || post.scheduledAt !== null;
}

/**
 * What a save of an article's version in a language (French, or a translation) does to the site's redirects, in its
 * transaction: a published version's old address keeps working (308 to its new slug, in its language); a draft's was
 * never public; the new slug, which an old address may have been redirecting from, shows this version (a new version,
 * `current` null, included). Whether the redirects changed (REDIRECTS_TAG, expired after the commit).
 */
export async function keepOldAddress(
  tx: DbClient,
  locale: Locale,
  current: { slug: string; published: boolean } | null,
  slug: string,
  actor: Actor,
): Promise<boolean> {
  const address = (each: string) => localizedPath(postPath(each), locale);
  if (current?.slug === slug) return false;
  if (!current?.published) return stopRedirecting(tx, address(slug));
  await movePath(tx, address(current.slug), address(slug), "slug", actor.id);
  return true;
}

/** A new article: a draft unless the form's switch says Publié (then published now). */
export async function createPost(input: BlogPostFields, actor: Actor): Promise<AdminPost> {
  const data = postData(input);
  let redirectsChanged = false;
  const post = await withClearConflicts(() =>
    db.$transaction(async (tx) => {
      await assertWritable(tx, data);
      redirectsChanged = await keepOldAddress(tx, DEFAULT_LOCALE, null, data.slug, actor);
      const row = await tx.blogPost.create({
        data: { ...data, published: input.published, publishedAt: input.published ? new Date() : null },
        select: postSelect,
      });
      await recordArticleMediaUses(tx, row.id, { locale: DEFAULT_LOCALE, shownPublicly: shownPublicly(row) });
      await recordRevision({ entityType: "blog", entityId: row.id, snapshot: postSnapshot(input, data), actor }, tx);
      await recordActivity(
        {
          type: "blog",
          title: `Article créé : ${row.title}`,
          description: `${row.published ? "Publié" : "Brouillon"} créé par ${actor.username}.`,
          targetId: row.id,
          actorId: actor.id,
        },
        tx,
      );
      return row;
    }),
  );
  await expirePostPages(null, listingOf(post));
  if (redirectsChanged) expireTags(REDIRECTS_TAG);
  return toAdminPost(post);
}

/**
 * Saves the edit form. Publishing (the switch turned to Publié) sets publishedAt to now; unpublishing keeps it. The
 * images it no longer shows stay in the library (its clean-up lists them once nothing uses them).
 */
export async function updatePost(id: number, input: BlogPostFields, actor: Actor): Promise<AdminPost> {
  const data = postData(input);
  let redirectsChanged = false;
  const { before, after } = await withClearConflicts(() =>
    db.$transaction(async (tx) => {
      // Locked until the end of the transaction: two saves at once cannot both see a draft and both publish it.
      await tx.$queryRaw`SELECT id FROM blog_posts WHERE id = ${id} FOR UPDATE`;
      const current = await tx.blogPost.findUnique({
        where: { id },
        select: { ...LISTING_SELECT },
      });
      if (!current) throw ApiError.notFound(POST_NOT_FOUND);
      await assertWritable(tx, data, id);
      const publishing = input.published && !current.published;
      const row = await tx.blogPost.update({
        where: { id },
        data: { ...data, published: input.published, ...(publishing ? { publishedAt: new Date() } : {}) },
        select: postSelect,
      });
      await recordArticleMediaUses(tx, id, { locale: DEFAULT_LOCALE, shownPublicly: shownPublicly(row) });
      await recordRevision({ entityType: "blog", entityId: id, snapshot: postSnapshot(input, data), actor }, tx);
      redirectsChanged = await keepOldAddress(tx, DEFAULT_LOCALE, current, row.slug, actor);
      await recordActivity(
        {
          type: "blog",
          title: `${publicationVerb(current.published, row.published)} : ${row.title}`,
          description: `Modifié par ${actor.username}.`,
          targetId: row.id,
          actorId: actor.id,
        },
        tx,
      );
      return { before: current, after: row };
    }),
  );
  await expirePostPages(listingOf(before), listingOf(after));
  if (redirectsChanged) expireTags(REDIRECTS_TAG);
  return toAdminPost(after);
}

function publicationVerb(wasPublished: boolean, isPublished: boolean): string {
  if (!wasPublished && isPublished) return "Article publié";
  if (wasPublished && !isPublished) return "Article retiré de la publication";
  return "Article mis à jour";
}

/** The list's toggle: publishing sets publishedAt to now, unpublishing keeps the previous one. */
export async function setPostPublished(id: number, published: boolean, actor: Actor): Promise<AdminPost> {
  const { post, changed } = await db.$transaction(async (tx) => {
    // Only a real change counts (not a second click, or another tab that got there first): publishedAt is then left alone.
    const { count } = await tx.blogPost.updateMany({
      where: { id, published: !published },
      data: { published, ...(published ? { publishedAt: new Date(), scheduledAt: null } : {}) },
    });
    const row = await tx.blogPost.findUnique({ where: { id }, select: postSelect });
    if (!row) throw ApiError.notFound(POST_NOT_FOUND);
    // Published from the list: refused, like the form's save, while one of its images is not described.
    if (count > 0 && published) await requireDescribedImages(tx, postMediaRefs(row));
    if (count > 0) {
      await recordActivity(
        {
          type: "blog",
          title: `${publicationVerb(!published, published)} : ${row.title}`,
          description: `Par ${actor.username}.`,
          targetId: row.id,
          actorId: actor.id,
        },
        tx,
      );
    }
    return { post: row, changed: count > 0 };
  });
  const listing = listingOf(post);
  // Unpublishing keeps the date: before, it was where it is now; publishing dates it now, from a draft.
  await expirePostPages(changed ? { ...listing, published: !published } : listing, listing);
  return toAdminPost(post);
}

/** Deletes an article; its images stay in the library (their uses go with the article). */
export async function deletePost(id: number, actor: Actor): Promise<AdminPost> {
  const post = await db.$transaction(async (tx) => {
    const row = await tx.blogPost.delete({ where: { id }, select: postSelect }).catch((error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")
        throw ApiError.notFound(POST_NOT_FOUND);
      throw error;
    });
    await recordActivity(
      {
        type: "blog",
        title: `Article supprimé : ${row.title}`,
        description: `Supprimé par ${actor.username}.`,
        targetId: row.id,
        actorId: actor.id,
      },
      tx,
    );
    return row;
  });
  await expirePostPages(listingOf(post), null);
  return toAdminPost(post);
}

/**
 * The scheduler's share of the blog: publishes every draft whose scheduled time has come, in one statement that
 * exactly one caller wins per article (a second one, in another instance, waits for the row lock and then finds it
 * published), with its activity in the same transaction and the cache tags a manual publish expires. `now` is the
 * clock (tests pass theirs). Returns the ids published.
 */
export async function publishDuePosts(now: Date = new Date()): Promise<number[]> {
  const published = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; slug: string; title: string }[]>`
      UPDATE blog_posts
      SET published = true, published_at = scheduled_at, scheduled_at = NULL, updated_at = now()
      WHERE scheduled_at <= ${now} AND NOT published
      RETURNING id, slug, title`;
    for (const row of rows) {
      await recordActivity(
        {
          type: "blog",
          title: `Article publié : ${row.title}`,
          description: "Publié automatiquement à la date programmée.",
          targetId: row.id,
        },
        tx,
      );
    }
    return rows;
  });
  if (published.length) {
    const rows = await db.blogPost.findMany({
      where: { id: { in: published.map((row) => row.id) } },
      select: LISTING_SELECT,
    });
    for (const row of rows) await expirePostPages({ ...listingOf(row), published: false }, listingOf(row));
  }
  return published.map((row) => row.id);
}
