import type { Metadata } from "next";
import { ProjectForm } from "@/components/admin/projects/project-form";
import { adminPage } from "@/lib/auth/page";
import { createProjectAction } from "../actions";

export const metadata: Metadata = { title: "Nouveau projet" };

export default adminPage("/admin/projects/new", {
  permission: "projects:write",
  render: () => <ProjectForm mode="create" save={createProjectAction} />,
});
