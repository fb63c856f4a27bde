"use server";

import { adminAction } from "@/lib/auth";
import { updateSiteSettings } from "@/lib/settings";
import { securitySettingsSchema, siteSettingsSchema } from "@/lib/settings/schemas";
import { updateSecuritySettings } from "@/lib/settings/security";

export const saveSiteSettings = adminAction("settings:write", siteSettingsSchema, (input, user) =>
  updateSiteSettings(input, user),
);

export const saveSecuritySettings = adminAction("settings:write", securitySettingsSchema, (input, user) =>
  updateSecuritySettings(input, user),
);
