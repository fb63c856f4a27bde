import "server-only";
import { ApiError } from "@/lib/api";
import { type AdminPost, findAdminPost, POST_NOT_FOUND, updatePost } from "@/lib/blog/admin";
import { blogPostSchema, POST_FIELD_LABELS, postTranslationSchema } from "@/lib/blog/schemas";
import { type TranslationLocale } from "@/lib/i18n/locales";
import { type AdminPostTranslation, findPostTranslation, savePostTranslation } from "@/lib/blog/translations";
import { formatDateTime } from "@/lib/dates";
import {
  compareRevisions,
  listRevisions,
  restoredFields,
  type RevisionComparison,
  type RevisionPresentation,
  type RevisionSummary,
  revisionValueText,
} from "@/lib/revisions";
import { htmlToText } from "@/lib/text";
import { SEO_FIELD_LABELS } from "@/lib/seo-fields";
import type { Actor } from "@/lib/users";
import { keptOfTranslation } from "@/lib/translations";

// An article's history ('Historique' of /admin/blogs/edit/[id]): the revisions its saves stored (lib/revisions).

const POST_PRESENTATION: RevisionPresentation = {
  labels: {
    ...POST_FIELD_LABELS,
    // What a revision says, not what the form asks.
    published: "Publié",
    scheduledAt: "Publication programmée",
    ...SEO_FIELD_LABELS,
  },
  fieldText: (key, value) => {
    if (key === "content") return typeof value === "string" ? htmlToText(value) : "";
    if (key === "scheduledAt") return value ? formatDateTime(String(value)) : "—";
    return revisionValueText(value);
  },
  contentText: (snapshot) => (typeof snapshot.content === "string" ? htmlToText(snapshot.content) : ""),
};

async function existingPost(id: number): Promise<AdminPost> {
  const post = await findAdminPost(id);
  if (!post) throw ApiError.notFound(POST_NOT_FOUND);
  return post;
}

/** The article's revisions, newest first (none for an id that names no article). */
export function listPostRevisions(id: number): Promise<RevisionSummary[]> {
  return listRevisions("blog", id);
}

/** Two of the article's revisions side by side: the fields that changed, and a word-level diff of its text. */
export function comparePostRevisions(id: number, revisions: readonly [number, number]): Promise<RevisionComparison> {
  return compareRevisions("blog", id, revisions, POST_PRESENTATION);
}

/** 'Restaurer': the revision's content becomes the article's (restoredFields); publication and schedule stay. */
export async function restorePostRevision(id: number, revisionId: number, actor: Actor): Promise<AdminPost> {
  const kept = existingPost(id).then(({ published, scheduledAt }) => ({ published, scheduledAt }));
  const fields = await restoredFields({ entityType: "blog", entityId: id, revisionId }, kept, blogPostSchema);
  return updatePost(id, fields, actor);
}

// A translation's history: its language's revisions of the article (lib/revisions), shown and restored as French's.

/** The revisions of an article's translation into a language, newest first. */
export function listPostTranslationRevisions(id: number, locale: TranslationLocale): Promise<RevisionSummary[]> {
  return listRevisions("blog", id, locale);
}

/** Two revisions of an article's translation side by side. */
export function comparePostTranslationRevisions(
  id: number,
  locale: TranslationLocale,
  revisions: readonly [number, number],
): Promise<RevisionComparison> {
  return compareRevisions("blog", id, revisions, POST_PRESENTATION, locale);
}

/** 'Restaurer' in a translation's history: its revision's words come back; publication and schedule stay. */
export async function restorePostTranslationRevision(
  id: number,
  locale: TranslationLocale,
  revisionId: number,
  actor: Actor,
): Promise<AdminPostTranslation> {
  const kept = findPostTranslation(id, locale).then((current) => keptOfTranslation(current, id, locale));
  const revision = { entityType: "blog" as const, entityId: id, revisionId, locale };
  return savePostTranslation(await restoredFields(revision, kept, postTranslationSchema), actor);
}
