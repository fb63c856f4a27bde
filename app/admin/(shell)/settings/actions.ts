"use server";

import { adminAction } from "@/lib/auth";
import { updateSiteSettings } from "@/lib/settings";
import { siteSettingsSchema } from "@/lib/settings/schemas";

export const saveSiteSettings = adminAction("settings:write", siteSettingsSchema, (input, user) =>
  updateSiteSettings(input, user),
);
