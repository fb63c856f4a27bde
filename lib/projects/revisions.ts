import "server-only";
import type { TranslationLocale } from "@/lib/i18n/locales";
import { formatDateTime } from "@/lib/dates";
import type { ProjectView } from "@/lib/projects";
import { findProjectOrThrow, updateProject } from "@/lib/projects/admin";
import { PROJECT_FIELD_LABELS, projectSchema, projectTranslationSchema } from "@/lib/projects/schemas";
import {
  type AdminProjectTranslation,
  findProjectTranslation,
  saveProjectTranslation,
} from "@/lib/projects/translations";
import {
  compareRevisions,
  listRevisions,
  restoredFields,
  type RevisionComparison,
  type RevisionPresentation,
  type RevisionSummary,
  revisionValueText,
} from "@/lib/revisions";
import { SEO_FIELD_LABELS } from "@/lib/seo-fields";
import type { Actor } from "@/lib/users";
import { keptOfTranslation } from "@/lib/translations";

// A project's history ('Historique' of /admin/projects/edit/[id]): the revisions its saves stored (lib/revisions).

const DESCRIPTION_PARTS = ["about", "challenge", "solution", "results"] as const;

/** The project's text, compared word by word: its description's four parts. */
function projectText(snapshot: Record<string, unknown>): string {
  const description = (snapshot.description ?? {}) as Record<string, unknown>;
  return DESCRIPTION_PARTS.map((part) => (typeof description[part] === "string" ? description[part] : ""))
    .filter(Boolean)
    .join("\n\n");
}

const PROJECT_PRESENTATION: RevisionPresentation = {
  labels: {
    ...PROJECT_FIELD_LABELS,
    // What a revision says, not what the form asks.
    scheduledAt: "Publication programmée",
    published: "Publié",
    ...SEO_FIELD_LABELS,
  },
  fieldText: (key, value) => {
    if (key === "description") return projectText({ description: value });
    if (key === "scheduledAt") return value ? formatDateTime(String(value)) : "—";
    if (key === "status") return value === "published" ? "Publié" : "Brouillon";
    if (key === "featuredImageIndex") return `Image ${Number(value) + 1}`;
    return revisionValueText(value);
  },
  contentText: projectText,
};

/** The project's revisions, newest first (none for an id that names no project). */
export function listProjectRevisions(id: number): Promise<RevisionSummary[]> {
  return listRevisions("project", id);
}

/** Two of the project's revisions side by side: the fields that changed, and a word-level diff of its description. */
export function compareProjectRevisions(id: number, revisions: readonly [number, number]): Promise<RevisionComparison> {
  return compareRevisions("project", id, revisions, PROJECT_PRESENTATION);
}

/** 'Restaurer': the revision's content becomes the project's (restoredFields); status and schedule stay. */
export async function restoreProjectRevision(id: number, revisionId: number, actor: Actor): Promise<ProjectView> {
  const kept = findProjectOrThrow(id).then(({ status, scheduledAt }) => ({ status, scheduledAt }));
  const fields = await restoredFields({ entityType: "project", entityId: id, revisionId }, kept, projectSchema);
  return updateProject(id, fields, actor);
}

// A translation's history: its language's revisions of the project (lib/revisions), shown and restored as French's.

/** The revisions of a project's translation into a language, newest first. */
export function listProjectTranslationRevisions(id: number, locale: TranslationLocale): Promise<RevisionSummary[]> {
  return listRevisions("project", id, locale);
}

/** Two revisions of a project's translation side by side. */
export function compareProjectTranslationRevisions(
  id: number,
  locale: TranslationLocale,
  revisions: readonly [number, number],
): Promise<RevisionComparison> {
  return compareRevisions("project", id, revisions, PROJECT_PRESENTATION, locale);
}

/** 'Restaurer' in a translation's history: its revision's words come back; publication and schedule stay. */
export async function restoreProjectTranslationRevision(
  id: number,
  locale: TranslationLocale,
  revisionId: number,
  actor: Actor,
): Promise<AdminProjectTranslation> {
  const kept = findProjectTranslation(id, locale).then((current) => keptOfTranslation(current, id, locale));
  const revision = { entityType: "project" as const, entityId: id, revisionId, locale };
  return saveProjectTranslation(await restoredFields(revision, kept, projectTranslationSchema), actor);
}
