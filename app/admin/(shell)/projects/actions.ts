"use server";

import { z } from "@/lib/zod";
import { adminAction } from "@/lib/auth";
import { createProject, deleteProject, setProjectFeatured, updateProject } from "@/lib/projects/admin";
import { projectFeaturedSchema, projectIdSchema, projectSchema } from "@/lib/projects/schemas";

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
