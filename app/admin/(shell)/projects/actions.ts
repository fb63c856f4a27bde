"use server";

import { z } from "@/lib/zod";
import { adminAction } from "@/lib/auth";
import { createPreviewLink, revokePreviewLink } from "@/lib/previews";
import { previewCreateSchema, previewRevokeSchema } from "@/lib/previews/schemas";
import { createProject, deleteProject, setProjectFeatured, updateProject } from "@/lib/projects/admin";
import { compareProjectRevisions, restoreProjectRevision } from "@/lib/projects/revisions";
import { projectFeaturedSchema, projectIdSchema, projectSchema } from "@/lib/projects/schemas";
import { revisionCompareSchema, revisionRestoreSchema } from "@/lib/revisions/schemas";

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
