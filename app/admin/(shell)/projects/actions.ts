"use server";

import { z } from "@/lib/zod";
import { adminAction } from "@/lib/auth";
import { createPreviewLink, revokePreviewLink } from "@/lib/previews";
import { previewCreateSchema, previewRevokeSchema } from "@/lib/previews/schemas";
import { createProject, deleteProject, setProjectFeatured, updateProject } from "@/lib/projects/admin";
import {
  compareProjectRevisions,
  compareProjectTranslationRevisions,
  restoreProjectRevision,
  restoreProjectTranslationRevision,
} from "@/lib/projects/revisions";
import {
  projectFeaturedSchema,
  projectIdSchema,
  projectSchema,
  projectTranslationIdSchema,
  projectTranslationSchema,
} from "@/lib/projects/schemas";
import { deleteProjectTranslation, saveProjectTranslation } from "@/lib/projects/translations";
import {
  revisionCompareSchema,
  revisionRestoreSchema,
  translationRevisionCompareSchema,
  translationRevisionRestoreSchema,
} from "@/lib/revisions/schemas";

export const createProjectAction = adminAction("projects:write", projectSchema, (input, user) =>
  createProject(input, user),
);

export const updateProjectAction = adminAction(
  "projects:write",
  z.object({ id: projectIdSchema, project: projectSchema }),
  ({ id, project }, user) => updateProject(id, project, user),
);

export const setProjectFeaturedAction = adminAction(
  "projects:write",
  projectFeaturedSchema.extend({ id: projectIdSchema }),
  ({ id, featured }, user) => setProjectFeatured(id, featured, user),
);

export const deleteProjectAction = adminAction("projects:write", z.object({ id: projectIdSchema }), ({ id }, user) =>
  deleteProject(id, user),
);

export const compareProjectRevisionsAction = adminAction("projects:write", revisionCompareSchema, ({ id, revisions }) =>
  compareProjectRevisions(id, revisions),
);

export const restoreProjectRevisionAction = adminAction(
  "projects:write",
  revisionRestoreSchema,
  ({ id, revisionId }, user) => restoreProjectRevision(id, revisionId, user),
);

export const createProjectPreviewAction = adminAction("projects:write", previewCreateSchema, ({ id, days }, user) =>
  createPreviewLink("project", id, days, user),
);

export const revokeProjectPreviewAction = adminAction("projects:write", previewRevokeSchema, ({ id, linkId }, user) =>
  revokePreviewLink("project", id, linkId, user),
);

// A project's translations (/admin/projects/translate/{id}/{language}).

export const saveProjectTranslationAction = adminAction("projects:write", projectTranslationSchema, (input, user) =>
  saveProjectTranslation(input, user),
);

export const deleteProjectTranslationAction = adminAction(
  "projects:write",
  projectTranslationIdSchema,
  ({ id, locale }, user) => deleteProjectTranslation(id, locale, user),
);

export const compareProjectTranslationRevisionsAction = adminAction(
  "projects:write",
  translationRevisionCompareSchema,
  ({ id, locale, revisions }) => compareProjectTranslationRevisions(id, locale, revisions),
);

export const restoreProjectTranslationRevisionAction = adminAction(
  "projects:write",
  translationRevisionRestoreSchema,
  ({ id, locale, revisionId }, user) => restoreProjectTranslationRevision(id, locale, revisionId, user),
);
