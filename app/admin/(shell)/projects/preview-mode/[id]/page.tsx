import type { Metadata } from "next";
import { ProjectNotFound } from "@/components/admin/projects/project-not-found";
import { ProjectForm } from "@/components/admin/projects/project-form";
import { adminPage } from "@/lib/auth/page";
import { findByIdParam } from "@/lib/ids";
import { findProject } from "@/lib/projects/admin";
import { PROJECT_LOAD_ERROR } from "@/lib/projects/rules";

export const metadata: Metadata = { title: "Prévisualisation du projet" };

/** The form filled with the project, whose submit checks everything and saves nothing. */
export default adminPage("/admin/projects/preview-mode/[id]", {
  permission: "projects:read",
  title: "Prévisualisation du projet",
  load: ({ params }) => findByIdParam(params.id, findProject),
  loadError: PROJECT_LOAD_ERROR,
  loadErrorToast: { title: "Erreur", description: PROJECT_LOAD_ERROR },
  loadErrorDetail: true,
  render: (project, { can }) =>
    project ? <ProjectForm mode="preview" project={project} canEdit={can("projects:write")} /> : <ProjectNotFound />,
});
