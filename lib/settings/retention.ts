import "server-only";
import { cacheTag } from "next/cache";
import { recordActivity } from "@/lib/activities";
import { expireTags } from "@/lib/cache";
import { db, type DbClient } from "@/lib/db";
import { loadPublic } from "@/lib/public-data";
import { SETTINGS_TAG } from "@/lib/settings";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import {
  DEFAULT_RETENTION_SETTINGS,
  RETENTION_SETTING_COLUMNS,
  type RetentionSettings,
} from "@/lib/settings/retention-schema";
import type { Actor } from "@/lib/users";

// 'Conservation des données personnelles' (issue 44): the durations the daily job (lib/privacy/retention.ts) and the
// maintenance sweep apply, edited on /admin/settings and stated on /confidentialite.

/** The durations as saved (the defaults until an administrator saves them). */
export async function findRetentionSettings(client: DbClient = db): Promise<RetentionSettings> {
  const row = await client.siteSettings.findUnique({ where: { id: 1 }, select: RETENTION_SETTING_COLUMNS });
  return row ?? { ...DEFAULT_RETENTION_SETTINGS };
}

/** The durations for the public privacy page (cached with the agency's details; the defaults when unreadable). */
export async function getRetentionSettings(): Promise<RetentionSettings> {
  "use cache";
  cacheTag(SETTINGS_TAG);
  const loaded = await loadPublic("des durées de conservation", () => findRetentionSettings());
  return loaded.ok ? loaded.data : { ...DEFAULT_RETENTION_SETTINGS };
}

/** Saves the durations; the privacy page states them at once, the jobs apply them at their next run. */
export async function updateRetentionSettings(input: RetentionSettings, actor: Actor): Promise<RetentionSettings> {
  const data = {
    visitRetentionMonths: input.visitRetentionMonths,
    spamRetentionDays: input.spamRetentionDays,
    pendingSubscriberDays: input.pendingSubscriberDays,
    signInRetentionDays: input.signInRetentionDays,
  };
  const saved = await db.$transaction(async (tx) => {
    const row = await tx.siteSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SITE_SETTINGS, ...data },
      update: data,
      select: RETENTION_SETTING_COLUMNS,
    });
    await recordActivity(
      {
        type: "settings",
        title: "Durées de conservation des données personnelles modifiées",
        description:
          `Pages vues : ${row.visitRetentionMonths} mois ; spams : ${row.spamRetentionDays} j ; inscriptions non ` +
          `confirmées : ${row.pendingSubscriberDays} j ; connexions : ${row.signInRetentionDays} j ` +
          `(par ${actor.username}).`,
        actorId: actor.id,
      },
      tx,
    );
    return row;
  });
  expireTags(SETTINGS_TAG);
  return saved;
}
