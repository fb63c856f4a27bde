"use server";

import { adminAction } from "@/lib/auth";
import {
  createMediaFolder,
  deleteMediaFolder,
  mediaFolderCreateSchema,
  mediaFolderDeleteSchema,
  mediaFolderMoveSchema,
  mediaFolderRenameSchema,
  mediaMoveSchema,
  moveMediaFiles,
  moveMediaFolder,
  renameMediaFolder,
} from "@/lib/media/folders";
import { deleteMedia, describeMedia, setMediaFocalPoint } from "@/lib/media/library";
import { mediaDeleteSchema, mediaDescriptionSchema, mediaFocalSchema } from "@/lib/media/schemas";

export const describeMediaAction = adminAction("media:write", mediaDescriptionSchema, (input, user) =>
  describeMedia(input, user),
);

export const setMediaFocalPointAction = adminAction("media:write", mediaFocalSchema, (input, user) =>
  setMediaFocalPoint(input, user),
);

export const deleteMediaAction = adminAction("media:write", mediaDeleteSchema, ({ ids }, user) =>
  deleteMedia(ids, user),
);

export const createMediaFolderAction = adminAction("media:write", mediaFolderCreateSchema, (input, user) =>
  createMediaFolder(input, user),
);

export const renameMediaFolderAction = adminAction("media:write", mediaFolderRenameSchema, (input, user) =>
  renameMediaFolder(input, user),
);

export const moveMediaFolderAction = adminAction("media:write", mediaFolderMoveSchema, (input, user) =>
  moveMediaFolder(input, user),
);

export const deleteMediaFolderAction = adminAction("media:write", mediaFolderDeleteSchema, ({ id }, user) =>
  deleteMediaFolder(id, user),
);

export const moveMediaFilesAction = adminAction("media:write", mediaMoveSchema, (input, user) =>
  moveMediaFiles(input, user),
);
