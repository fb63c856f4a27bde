"use server";

import { adminAction } from "@/lib/auth";
import { createPreviewLink, revokePreviewLink } from "@/lib/previews";
import { previewCreateSchema, previewRevokeSchema } from "@/lib/previews/schemas";
import { createPost, deletePost, setPostPublished, updatePost } from "@/lib/blog/admin";
import {
  comparePostRevisions,
  comparePostTranslationRevisions,
  restorePostRevision,
  restorePostTranslationRevision,
} from "@/lib/blog/revisions";
import {
  blogPostSchema,
  postIdSchema,
  postPublicationSchema,
  postTranslationIdSchema,
  postTranslationSchema,
  postUpdateSchema,
} from "@/lib/blog/schemas";
import { deletePostTranslation, savePostTranslation } from "@/lib/blog/translations";
import {
  revisionCompareSchema,
  revisionRestoreSchema,
  translationRevisionCompareSchema,
  translationRevisionRestoreSchema,
} from "@/lib/revisions/schemas";

export const createPostAction = adminAction("blog:write", blogPostSchema, (input, user) => createPost(input, user));

export const updatePostAction = adminAction("blog:write", postUpdateSchema, ({ id, ...input }, user) =>
  updatePost(id, input, user),
);

export const setPostPublishedAction = adminAction("blog:write", postPublicationSchema, ({ id, published }, user) =>
  setPostPublished(id, published, user),
);

export const deletePostAction = adminAction("blog:write", postIdSchema, async ({ id }, user) => {
  const { title } = await deletePost(id, user);
  return { title };
});

export const comparePostRevisionsAction = adminAction("blog:write", revisionCompareSchema, ({ id, revisions }) =>
  comparePostRevisions(id, revisions),
);

export const restorePostRevisionAction = adminAction("blog:write", revisionRestoreSchema, ({ id, revisionId }, user) =>
  restorePostRevision(id, revisionId, user),
);

export const createPostPreviewAction = adminAction("blog:write", previewCreateSchema, ({ id, days }, user) =>
  createPreviewLink("article", id, days, user),
);

export const revokePostPreviewAction = adminAction("blog:write", previewRevokeSchema, ({ id, linkId }, user) =>
  revokePreviewLink("article", id, linkId, user),
);

export const savePostTranslationAction = adminAction("blog:write", postTranslationSchema, (input, user) =>
  savePostTranslation(input, user),
);

export const deletePostTranslationAction = adminAction("blog:write", postTranslationIdSchema, ({ id, locale }, user) =>
  deletePostTranslation(id, locale, user),
);

export const comparePostTranslationRevisionsAction = adminAction(
  "blog:write",
  translationRevisionCompareSchema,
  ({ id, locale, revisions }) => comparePostTranslationRevisions(id, locale, revisions),
);

export const restorePostTranslationRevisionAction = adminAction(
  "blog:write",
  translationRevisionRestoreSchema,
  ({ id, locale, revisionId }, user) => restorePostTranslationRevision(id, locale, revisionId, user),
);
