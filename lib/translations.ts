import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { type DbClient, Prisma } from "@/lib/db";
import { recordRevision } from "@/lib/revisions";
import type { ActivityType } from "@/lib/generated/prisma/enums";
import type { Actor } from "@/lib/users";
import { LANGUAGE_NAMES, type TranslationLocale } from "@/lib/i18n/locales";

// What the translations of the content (lib/blog/translations.ts, lib/projects/translations.ts) share: what a save
// records, what a restore keeps, their deletion, and the scheduler's publishing of those that are due.

/** The publication and search fields every translation's editor shows, whatever it translates. */
export interface TranslationPublication {
  locale: TranslationLocale;
  published: boolean;
  publishedAt: string | null;
  scheduledAt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  noIndex: boolean;
  updatedAt: string;
}

/** Those fields of a stored translation row, its dates as ISO strings. */
export function translationPublicationOf(row: {
  locale: string;
  published: boolean;
  publishedAt: Date | null;
  scheduledAt: Date | null;
  metaTitle: string | null;
  metaDescription: string | null;
  noIndex: boolean;
  updatedAt: Date;
}): TranslationPublication {
  return {
    locale: row.locale as TranslationLocale,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    noIndex: row.noIndex,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A translation's save as the activity feed says it: published, taken off the site, or updated. */
function translationVerb(wasPublished: boolean, isPublished: boolean, locale: TranslationLocale): string {
  const language = LANGUAGE_NAMES[locale];
  if (!wasPublished && isPublished) return `Traduction (${language}) publiée`;
  if (wasPublished && !isPublished) return `Traduction (${language}) retirée de la publication`;
  return `Traduction (${language}) mise à jour`;
}

/**
 * What every save of a translation records in its transaction: the revision of its language's history and the
 * activity (published, taken off the site or updated; created or modified). `before` is the translation as it was
 * (none: created), `after` as saved.
 */
export async function recordTranslationSave(
  tx: DbClient,
  save: {
    type: "blog" | "project";
    itemId: number;
    locale: TranslationLocale;
    snapshot: Prisma.InputJsonObject;
    before: { published: boolean } | null;
    after: { published: boolean; title: string };
    actor: Actor;
  },
): Promise<void> {
  const { type, itemId, locale, before, after, actor } = save;
  await recordRevision({ entityType: type, entityId: itemId, locale, snapshot: save.snapshot, actor }, tx);
  await recordActivity(
    {
      type,
      title: `${translationVerb(before?.published ?? false, after.published, locale)} : ${after.title}`,
      description: `${before ? "Modifiée" : "Créée"} par ${actor.username}.`,
      targetId: itemId,
      actorId: actor.id,
    },
    tx,
  );
}

/**
 * What a restore keeps of the current translation (lib/revisions: restoredFields): its publication and schedule,
 * with the item and language the translation's schema asks for; a 404 when there is no translation to restore.
 */
export function keptOfTranslation(
  current: { published: boolean; scheduledAt: string | Date | null } | null,
  itemId: number,
  locale: TranslationLocale,
): Record<string, unknown> {
  if (!current) throw ApiError.notFound(TRANSLATION_NOT_FOUND);
  return { id: itemId, locale, published: current.published, scheduledAt: current.scheduledAt };
}

/** The translations' tables, each with the column naming its item and the activities' type of the item. */
const TRANSLATION_TABLES = {
  blog: { table: "blog_post_translations", itemColumn: "post_id" },
  project: { table: "project_translations", itemColumn: "project_id" },
} as const;

/**
 * Publishes every translation of a kind whose time has come, each exactly once whatever the number of instances (one
 * UPDATE; a second caller waits for the row lock, then finds it published), with its activity in the same
 * transaction. Returns the items' ids and languages, for their pages to be expired.
 */
export async function publishDueTranslationRows(
  tx: DbClient,
  type: keyof typeof TRANSLATION_TABLES,
  now: Date,
): Promise<{ itemId: number; locale: TranslationLocale }[]> {
  const { table, itemColumn } = TRANSLATION_TABLES[type];
  const rows = await tx.$queryRaw<{ itemId: number; locale: TranslationLocale; title: string }[]>`
    UPDATE ${Prisma.raw(table)}
    SET published = true, published_at = scheduled_at, scheduled_at = NULL, updated_at = now()
    WHERE scheduled_at <= ${now} AND NOT published
    RETURNING ${Prisma.raw(itemColumn)} AS "itemId", locale, title`;
  for (const row of rows) {
    await recordActivity(
      {
        type,
        title: `Traduction (${LANGUAGE_NAMES[row.locale] ?? row.locale}) publiée : ${row.title}`,
        description: "Publiée automatiquement à la date programmée.",
        targetId: row.itemId,
      },
      tx,
    );
  }
  return rows;
}

export const TRANSLATION_NOT_FOUND = "Cette traduction n'existe pas.";

/**
 * Deletes a translation in the caller's transaction (`remove`: the kind's delete of its row, which Prisma refuses
 * with P2025 when there is none: a 404) and records the activity. Returns what `remove` read of the deleted row.
 */
export async function deleteTranslationRow<Row extends { title: string }>(
  tx: DbClient,
  { type, itemId, locale, actor }: { type: ActivityType; itemId: number; locale: TranslationLocale; actor: Actor },
  remove: () => Promise<Row>,
): Promise<Row> {
  const row = await remove().catch((error: unknown) => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")
      throw ApiError.notFound(TRANSLATION_NOT_FOUND);
    throw error;
  });
  await recordActivity(
    {
      type,
      title: `Traduction (${LANGUAGE_NAMES[locale]}) supprimée : ${row.title}`,
      description: `Supprimée par ${actor.username}.`,
      targetId: itemId,
      actorId: actor.id,
    },
    tx,
  );
  return row;
}
