import "server-only";
import { ApiError, zodError } from "@/lib/api";
import { type AdminPost, findAdminPost, POST_NOT_FOUND, updatePost } from "@/lib/blog/admin";
import { blogPostSchema, POST_FIELD_LABELS } from "@/lib/blog/schemas";
import { formatDateTime } from "@/lib/dates";
import {
  compareRevisions,
  findRevisionSnapshot,
  listRevisions,
  type RevisionComparison,
  type RevisionPresentation,
  type RevisionSummary,
  revisionValueText,
} from "@/lib/revisions";
import { htmlToText } from "@/lib/text";
import { SEO_FIELD_LABELS } from "@/lib/seo-fields";
import type { Actor } from "@/lib/users";

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

/**
 * 'Restaurer': the revision's content becomes the article's through the same save as the form (so the restore is
 * itself a new revision, records its activity and expires the public pages). The publication state stays as it is
 * now: restoring words does not take an article off the site or put a draft on it.
 */
export async function restorePostRevision(id: number, revisionId: number, actor: Actor): Promise<AdminPost> {
  const [current, { snapshot }] = await Promise.all([existingPost(id), findRevisionSnapshot("blog", id, revisionId)]);
  const parsed = blogPostSchema.safeParse({
    ...snapshot,
    published: current.published,
    scheduledAt: current.scheduledAt,
  });
  if (!parsed.success) throw zodError(parsed.error);
  return updatePost(id, parsed.data, actor);
}
