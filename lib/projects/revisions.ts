import "server-only";
import { zodError } from "@/lib/api";
import { formatDateTime } from "@/lib/dates";
import type { ProjectView } from "@/lib/projects";
import { findProjectOrThrow, updateProject } from "@/lib/projects/admin";
import { PROJECT_FIELD_LABELS, projectSchema } from "@/lib/projects/schemas";
import {
  compareRevisions,
  findRevisionSnapshot,
  listRevisions,
  type RevisionComparison,
  type RevisionPresentation,
  type RevisionSummary,
  revisionValueText,
} from "@/lib/revisions";
import { SEO_FIELD_LABELS } from "@/lib/seo-fields";
import type { Actor } from "@/lib/users";

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

/**
 * 'Restaurer': the revision's content becomes the project's through the same save as the form (a new revision, an
 * activity, the public pages expired). The status and schedule stay as they are now.
 */
export async function restoreProjectRevision(id: number, revisionId: number, actor: Actor): Promise<ProjectView> {
  const [current, { snapshot }] = await Promise.all([
    findProjectOrThrow(id),
    findRevisionSnapshot("project", id, revisionId),
  ]);
  const parsed = projectSchema.safeParse({ ...snapshot, status: current.status, scheduledAt: current.scheduledAt });
  if (!parsed.success) throw zodError(parsed.error);
  return updateProject(id, parsed.data, actor);
}
