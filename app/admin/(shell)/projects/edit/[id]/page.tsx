import type { Metadata } from "next";
import { ProjectNotFound } from "@/components/admin/projects/project-not-found";
import { ProjectForm } from "@/components/admin/projects/project-form";
import { adminPage } from "@/lib/auth/page";
import { findByIdParam } from "@/lib/ids";
import { findProject } from "@/lib/projects/admin";
import { PROJECT_LOAD_ERROR } from "@/lib/projects/rules";
import { updateProjectAction } from "../../actions";

export const metadata: Metadata = { title: "Modifier le projet" };

export default adminPage("/admin/projects/edit/[id]", {
  permission: "projects:write",
  title: "Modifier le projet",
  load: ({ params }) => findByIdParam(params.id, findProject),
  loadError: PROJECT_LOAD_ERROR,
  loadErrorToast: { title: "Erreur", description: PROJECT_LOAD_ERROR },
  loadErrorDetail: true,
  render: (project) =>
    project ? <ProjectForm mode="edit" project={project} save={updateProjectAction} /> : <ProjectNotFound />,
});
