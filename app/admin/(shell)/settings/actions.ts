"use server";

import { adminAction } from "@/lib/auth";
import { updateSiteSettings } from "@/lib/settings";
import { securitySettingsSchema, siteSettingsSchema } from "@/lib/settings/schemas";
import { updateSecuritySettings } from "@/lib/settings/security";
import { updateRetentionSettings } from "@/lib/settings/retention";
import { retentionSettingsSchema } from "@/lib/settings/retention-schema";

export const saveSiteSettings = adminAction("settings:write", siteSettingsSchema, (input, user) =>
  updateSiteSettings(input, user),
);

export const saveSecuritySettings = adminAction("settings:write", securitySettingsSchema, (input, user) =>
  updateSecuritySettings(input, user),
);

export const saveRetentionSettings = adminAction("settings:write", retentionSettingsSchema, (input, user) =>
  updateRetentionSettings(input, user),
);
