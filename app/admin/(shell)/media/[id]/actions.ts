"use server";

import { adminAction } from "@/lib/auth";
import { setMediaCrop } from "@/lib/media/library";
import { mediaCropSchema } from "@/lib/media/schemas";

// The file's page's own action ('Recadrage'); the library's other actions are in ../actions.ts.

export const setMediaCropAction = adminAction("media:write", mediaCropSchema, (input, user) =>
  setMediaCrop(input, user),
);
