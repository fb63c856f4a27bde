"use server";

import { adminAction } from "@/lib/auth";
import { createPreviewLink, revokePreviewLink } from "@/lib/previews";
import { previewCreateSchema, previewRevokeSchema } from "@/lib/previews/schemas";
import { createPost, deletePost, setPostPublished, updatePost } from "@/lib/blog/admin";
import { comparePostRevisions, restorePostRevision } from "@/lib/blog/revisions";
import { blogPostSchema, postIdSchema, postPublicationSchema, postUpdateSchema } from "@/lib/blog/schemas";
import { revisionCompareSchema, revisionRestoreSchema } from "@/lib/revisions/schemas";

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
