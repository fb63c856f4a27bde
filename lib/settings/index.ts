import "server-only";
import { cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { loadPublic } from "@/lib/public-data";
import { DEFAULT_SITE_SETTINGS, type SiteSettingsView } from "@/lib/settings/defaults";

export const SETTINGS_TAG = "site-settings";

export async function findSiteSettings(): Promise<SiteSettingsView> {
  const settings = await db.siteSettings.findUnique({ where: { id: 1 }, omit: { id: true, contentSeededAt: true, updatedAt: true } });
  return settings ?? { ...DEFAULT_SITE_SETTINGS };
}

/** The agency's public details for the pages (cached; the defaults when the database cannot be read). */
export async function getSiteSettings(): Promise<SiteSettingsView> {
  "use cache";
  cacheTag(SETTINGS_TAG);
  const loaded = await loadPublic("site settings", findSiteSettings);
  return loaded.ok ? loaded.data : { ...DEFAULT_SITE_SETTINGS };
}
