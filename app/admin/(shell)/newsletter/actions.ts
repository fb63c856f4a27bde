"use server";

import { adminAction } from "@/lib/auth";
import { importSubscribers } from "@/lib/newsletter/admin";
import { subscribersImportSchema } from "@/lib/newsletter/schemas";

// The 'Newsletter' screen's write: 'Importer des abonnés'.

export const importSubscribersAction = adminAction("newsletter:write", subscribersImportSchema, (input, user) =>
  importSubscribers(input, user),
);
