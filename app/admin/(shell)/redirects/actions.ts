"use server";

import { adminAction } from "@/lib/auth";
import { addRedirect, deleteRedirect } from "@/lib/redirects";
import { manualRedirectSchema, redirectIdSchema } from "@/lib/redirects/schemas";

export const addRedirectAction = adminAction("settings:write", manualRedirectSchema, (input, user) =>
  addRedirect(input, user),
);

export const deleteRedirectAction = adminAction("settings:write", redirectIdSchema, ({ id }, user) =>
  deleteRedirect(id, user),
);
