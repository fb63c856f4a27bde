import "server-only";
import type { z } from "@/lib/zod";
import { ApiError, zodError } from "@/lib/api";
import { db, type DbClient, type Prisma } from "@/lib/db";
import type { RevisionEntity } from "@/lib/generated/prisma/enums";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { type DiffPart, diffWords } from "@/lib/revisions/diff";
import type { Actor } from "@/lib/users";

// The history of articles and projects. A domain saves a revision in the transaction of each save (create, update,
// restore), with the whole editable content: the keys of its payload schema, so that a field added to the schema
// later is kept without touching this module. An article's translation has a history of its own: its language's
// revisions (French's are the article's).

export type { RevisionEntity };
export const REVISION_NOT_FOUND = "Version non trouvée.";

/** The editable content of a save: `fields` (a parsed payload) reduced to the keys of the payload schema. */
export function snapshotOf(keys: readonly string[], fields: Record<string, unknown>): Prisma.InputJsonObject {
  // Through JSON: dates become ISO strings and undefined values disappear, as they will be read back.
  return JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, fields[key] ?? null]))));
}

/** Records one revision (of the item's French version unless `locale` says otherwise); pass the save's transaction. */
export function recordRevision(
  revision: {
    entityType: RevisionEntity;
    entityId: number;
    locale?: Locale;
    snapshot: Prisma.InputJsonObject;
    actor: Actor;
  },
  client: DbClient,
) {
  return client.revision.create({
    data: {
      entityType: revision.entityType,
      entityId: revision.entityId,
      locale: revision.locale ?? DEFAULT_LOCALE,
      snapshot: revision.snapshot,
      authorId: revision.actor.id,
      authorName: revision.actor.username.slice(0, 100),
    },
    select: { id: true },
  });
}

/** A revision in the 'Historique' panel. */
export interface RevisionSummary {
  id: number;
  authorName: string;
  createdAt: string;
}

/** An item's revisions in a language, newest first. */
export async function listRevisions(
  entityType: RevisionEntity,
  entityId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RevisionSummary[]> {
  const rows = await db.revision.findMany({
    where: { entityType, entityId, locale },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, authorName: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One revision's content; a 404 when it is not one of this item's in this language. */
export async function findRevisionSnapshot(
  entityType: RevisionEntity,
  entityId: number,
  revisionId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ summary: RevisionSummary; snapshot: Record<string, unknown> }> {
  const row = await db.revision.findFirst({
    where: { id: revisionId, entityType, entityId, locale },
    select: { id: true, authorName: true, createdAt: true, snapshot: true },
  });
  if (!row || typeof row.snapshot !== "object" || row.snapshot === null || Array.isArray(row.snapshot))
    throw ApiError.notFound(REVISION_NOT_FOUND);
  return {
    summary: { id: row.id, authorName: row.authorName, createdAt: row.createdAt.toISOString() },
    snapshot: row.snapshot as Record<string, unknown>,
  };
}

/** A field whose value differs between two revisions, as text for the side-by-side view. */
export interface ChangedField {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Two revisions side by side: the older first, whichever order they were asked in. */
export interface RevisionComparison {
  before: RevisionSummary;
  after: RevisionSummary;
  fields: ChangedField[];
  /** Word-level diff of the content's plain text. */
  text: DiffPart[];
}

/** How a domain shows its snapshots: each field's label and text, and the plain text of its content. */
export interface RevisionPresentation {
  labels: Record<string, string>;
  fieldText: (key: string, value: unknown) => string;
  contentText: (snapshot: Record<string, unknown>) => string;
}

function defaultText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.map(defaultText).join(", ");
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  if (typeof value === "object")
    return Object.values(value as Record<string, unknown>)
      .map(defaultText)
      .join(" · ");
  return String(value);
}

export async function compareRevisions(
  entityType: RevisionEntity,
  entityId: number,
  ids: readonly [number, number],
  presentation: RevisionPresentation,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RevisionComparison> {
  // Ids grow with time: the smaller is the older revision.
  const [older, newer] = [Math.min(...ids), Math.max(...ids)];
  const [before, after] = await Promise.all(
    [older, newer].map((id) => findRevisionSnapshot(entityType, entityId, id, locale)),
  );
  if (!before || !after) throw ApiError.notFound(REVISION_NOT_FOUND);
  const keys = [...new Set([...Object.keys(before.snapshot), ...Object.keys(after.snapshot)])];
  const fields = keys.flatMap((key) => {
    const a = JSON.stringify(before.snapshot[key] ?? null);
    const b = JSON.stringify(after.snapshot[key] ?? null);
    if (a === b) return [];
    const text = (value: unknown) => presentation.fieldText(key, value) || defaultText(value);
    return [
      {
        key,
        label: presentation.labels[key] ?? key,
        before: text(before.snapshot[key]),
        after: text(after.snapshot[key]),
      },
    ];
  });
  return {
    before: before.summary,
    after: after.summary,
    fields,
    text: diffWords(presentation.contentText(before.snapshot), presentation.contentText(after.snapshot)),
  };
}

export { defaultText as revisionValueText };

/**
 * 'Restaurer' in a history: the revision's fields, with `kept` (what the current version keeps whatever the revision
 * says: its publication and schedule, so that restoring words neither takes an item off the site nor puts a draft on
 * it; its reading rejects with a 404 when the version is gone), parsed by the form's schema for the form's own save
 * (so the restore is itself a new revision, records its activity and expires the public pages).
 */
export async function restoredFields<Schema extends z.ZodType>(
  revision: { entityType: RevisionEntity; entityId: number; revisionId: number; locale?: Locale },
  kept: Promise<Record<string, unknown>>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const { entityType, entityId, revisionId, locale } = revision;
  const [keep, { snapshot }] = await Promise.all([
    kept,
    findRevisionSnapshot(entityType, entityId, revisionId, locale),
  ]);
  const parsed = schema.safeParse({ ...snapshot, ...keep });
  if (!parsed.success) throw zodError(parsed.error);
  return parsed.data;
}
