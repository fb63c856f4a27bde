import "server-only";
import { ApiError } from "@/lib/api";
import { keepOldAddress, POST_NOT_FOUND, recordArticleMediaUses, shownPublicly, storedContent } from "@/lib/blog/admin";
import { expireTranslationPages, LISTING_SELECT, listingOf, TRANSLATION_LISTING_SELECT } from "@/lib/blog/expiry";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { readTimeMinutes } from "@/lib/blog/rules";
import { expireTags } from "@/lib/cache";
import { REDIRECTS_TAG } from "@/lib/redirects";
import { type PostTranslationFields, TRANSLATION_FIELDS } from "@/lib/blog/schemas";
import { db, type DbClient, Prisma } from "@/lib/db";
import { type TranslationLocale } from "@/lib/i18n/locales";
import { snapshotOf } from "@/lib/revisions";
import {
  deleteTranslationRow,
  publishDueTranslationRows,
  recordTranslationSave,
  type TranslationPublication,
  translationPublicationOf,
} from "@/lib/translations";
import type { Actor } from "@/lib/users";

// An article's translations (README 'Languages'): each language's words, address, SEO fields, publication, schedule
// and history, beside the article, whose images, author, category and tags they share. The back office saves them
// from the translation editor (/admin/blogs/edit/{id}/{language}); the scheduler publishes those that are due.

/** A translation as its editor shows it. */
export interface AdminPostTranslation extends TranslationPublication {
  title: string;
  slug: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
}

const translationSelect = {
  locale: true,
  title: true,
  slug: true,
  excerpt: true,
  content: true,
  published: true,
  publishedAt: true,
  scheduledAt: true,
  metaTitle: true,
  metaDescription: true,
  noIndex: true,
  updatedAt: true,
} satisfies Prisma.BlogPostTranslationSelect;

type TranslationRow = Prisma.BlogPostTranslationGetPayload<{ select: typeof translationSelect }>;

function toAdminTranslation(row: TranslationRow): AdminPostTranslation {
  return {
    ...translationPublicationOf(row),
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: sanitizeArticleHtml(row.content),
  };
}

/** An article's translation into a language; null when it has none. */
export async function findPostTranslation(
  postId: number,
  locale: TranslationLocale,
): Promise<AdminPostTranslation | null> {
  const row = await db.blogPostTranslation.findUnique({
    where: { postId_locale: { postId, locale } },
    select: translationSelect,
  });
  return row && toAdminTranslation(row);
}

const SLUG_TAKEN = "Ce slug est déjà utilisé par un autre article dans cette langue. Choisissez-en un autre.";

/** The article a translation's save finds (where its French version shows), locked until the end of the save. */
async function lockedArticle(tx: DbClient, postId: number) {
  // Two saves of a translation at once cannot both publish it.
  await tx.$queryRaw`SELECT id FROM blog_posts WHERE id = ${postId} FOR UPDATE`;
  const article = await tx.blogPost.findUnique({ where: { id: postId }, select: LISTING_SELECT });
  if (!article) throw ApiError.notFound(POST_NOT_FOUND);
  return listingOf(article);
}

/** What is stored of a valid translation: its content sanitised with the articles' one allow-list. */
function translationData(input: PostTranslationFields) {
  const content = storedContent(input.content);
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content,
    readTime: readTimeMinutes(content),
    scheduledAt: input.published ? null : input.scheduledAt,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    noIndex: input.noIndex,
  };
}

/**
 * Saves an article's translation into a language, created on its first save. Publishing (Publié) dates it now;
 * unpublishing keeps its date and leaves the article and its other languages as they are.
 */
export async function savePostTranslation(input: PostTranslationFields, actor: Actor): Promise<AdminPostTranslation> {
  const { id: postId, locale } = input;
  const data = translationData(input);
  let redirectsChanged = false;
  const { article, before, after } = await db
    .$transaction(async (tx) => {
      const article = await lockedArticle(tx, postId);
      const current = await tx.blogPostTranslation.findUnique({
        where: { postId_locale: { postId, locale } },
        select: TRANSLATION_LISTING_SELECT,
      });
      const clash = await tx.blogPostTranslation.findFirst({
        where: { locale, slug: data.slug, postId: { not: postId } },
        select: { postId: true },
      });
      if (clash) throw new ApiError(409, SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
      const publishing = input.published && !current?.published;
      const publication = { published: input.published, ...(publishing ? { publishedAt: new Date() } : {}) };
      redirectsChanged = await keepOldAddress(tx, locale, current, data.slug, actor);
      const row = await tx.blogPostTranslation.upsert({
        where: { postId_locale: { postId, locale } },
        create: { postId, locale, ...data, ...publication },
        update: { ...data, ...publication },
        select: translationSelect,
      });
      await recordArticleMediaUses(tx, postId, { locale, shownPublicly: shownPublicly(row) });
      await recordTranslationSave(tx, {
        type: "blog",
        itemId: postId,
        locale,
        snapshot: snapshotOf(TRANSLATION_FIELDS, { ...input, content: data.content }),
        before: current,
        after: row,
        actor,
      });
      return { article, before: current, after: row };
    })
    .catch((error: unknown) => {
      // Another article took the slug in this language between the check and the write.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
        throw new ApiError(409, SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } });
      throw error;
    });
  await expireTranslationPages(article, locale, before, after);
  if (redirectsChanged) expireTags(REDIRECTS_TAG);
  return toAdminTranslation(after);
}

/** Deletes an article's translation into a language: the article and its other languages stay. */
export async function deletePostTranslation(postId: number, locale: TranslationLocale, actor: Actor): Promise<void> {
  const { article, before } = await db.$transaction(async (tx) => {
    const article = await lockedArticle(tx, postId);
    const before = await deleteTranslationRow(tx, { type: "blog", itemId: postId, locale, actor }, () =>
      tx.blogPostTranslation.delete({
        where: { postId_locale: { postId, locale } },
        select: { ...TRANSLATION_LISTING_SELECT, title: true },
      }),
    );
    await recordArticleMediaUses(tx, postId, { locale, shownPublicly: false });
    return { article, before };
  });
  await expireTranslationPages(article, locale, before, null);
}

/**
 * The scheduler's share of the translations: publishes every one whose time has come, each exactly once whatever
 * the number of instances (one UPDATE; a second caller waits for the row lock, then finds it published), with its
 * activity in the same transaction and the cache tags a manual publish expires. Returns the articles' ids.
 */
export async function publishDueTranslations(now: Date = new Date()): Promise<number[]> {
  const published = await db.$transaction((tx) => publishDueTranslationRows(tx, "blog", now));
  for (const { itemId: postId, locale } of published) {
    const row = await db.blogPostTranslation.findUnique({
      where: { postId_locale: { postId, locale } },
      select: { ...TRANSLATION_LISTING_SELECT, post: { select: LISTING_SELECT } },
    });
    if (!row) continue;
    const { post, ...listing } = row;
    await expireTranslationPages(listingOf(post), locale, { ...listing, published: false }, listing);
  }
  return published.map((row) => row.itemId);
}
