"use server";

import { adminAction } from "@/lib/auth";
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
