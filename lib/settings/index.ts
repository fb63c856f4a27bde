import "server-only";
import { cacheTag } from "next/cache";
import { recordActivity } from "@/lib/activities";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { type MediaRefs, recordMediaUses, requireDescribedImages } from "@/lib/media/uses";
import { loadPublic } from "@/lib/public-data";
import { DEFAULT_SITE_SETTINGS, type SiteSettingsView } from "@/lib/settings/defaults";
import { RETENTION_COLUMNS } from "@/lib/settings/retention-schema";
import type { SiteSettingsInput } from "@/lib/settings/schemas";
import type { Actor } from "@/lib/users";

export const SETTINGS_TAG = "site-settings";

/** Columns of the settings row that are not the agency's public details. */
const PRIVATE_FIELDS = {
  id: true,
  contentSeededAt: true,
  updatedAt: true,
  requireAdminTwoFactor: true,
  ...RETENTION_COLUMNS,
} as const;

export async function findSiteSettings(): Promise<SiteSettingsView> {
  const settings = await db.siteSettings.findUnique({
    where: { id: 1 },
    omit: PRIVATE_FIELDS,
  });
  return settings ?? { ...DEFAULT_SITE_SETTINGS };
}

/** The agency's public details for the pages (cached; the defaults when the database cannot be read). */
export async function getSiteSettings(): Promise<SiteSettingsView> {
  "use cache";
  cacheTag(SETTINGS_TAG);
  const loaded = await loadPublic("des paramètres du site", findSiteSettings);
  return loaded.ok ? loaded.data : { ...DEFAULT_SITE_SETTINGS };
}

/** Saves the settings edited in /admin/settings; the public pages show them at once. */
export async function updateSiteSettings(input: SiteSettingsInput, actor: Actor): Promise<SiteSettingsView> {
  const data = {
    companyName: input.companyName,
    phone: input.phone,
    email: input.email,
    address: input.address,
    facebookUrl: input.facebookUrl,
    instagramUrl: input.instagramUrl,
    linkedinUrl: input.linkedinUrl,
    twitterUrl: input.twitterUrl,
    youtubeUrl: input.youtubeUrl,
    statProjects: input.statProjects,
    statExperts: input.statExperts,
    statYears: input.statYears,
    statSatisfaction: input.statSatisfaction,
    shareImage: input.shareImage,
    mediaRetentionDays: input.mediaRetentionDays,
    webVitalsSamplePercent: input.webVitalsSamplePercent,
    newsletterMailsPerMinute: input.newsletterMailsPerMinute,
  };
  const saved = await db.$transaction(async (tx) => {
    const row = await tx.siteSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...data },
      update: data,
      omit: PRIVATE_FIELDS,
    });
    const refs: MediaRefs[] = [{ field: "share", paths: [row.shareImage] }];
    await requireDescribedImages(tx, refs);
    await recordMediaUses(tx, { settingsId: 1 }, refs);
    await recordActivity(
      {
        type: "settings",
        title: "Paramètres du site mis à jour",
        description: `Coordonnées et chiffres clés modifiés par ${actor.username}.`,
        actorId: actor.id,
      },
      tx,
    );
    return row;
  });
  expireTags(SETTINGS_TAG);
  return saved;
}
