import type { Metadata } from "next";
import { ProjectNotFound } from "@/components/admin/projects/project-not-found";
import { ProjectPreview } from "@/components/admin/projects/project-preview";
import { adminPage } from "@/lib/auth/page";
import { findByIdParam } from "@/lib/ids";
import { findProject } from "@/lib/projects/admin";
import { PROJECT_LOAD_ERROR } from "@/lib/projects/rules";

export const metadata: Metadata = { title: "Aperçu du projet" };

export default adminPage("/admin/projects/preview/[id]", {
  permission: "projects:read",
  title: "Aperçu du projet",
  load: ({ params }) => findByIdParam(params.id, findProject),
  loadError: PROJECT_LOAD_ERROR,
  render: (project, { can }) =>
    project ? <ProjectPreview project={project} canEdit={can("projects:write")} /> : <ProjectNotFound />,
});
