import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { ProjectForm } from "@/components/admin/projects/project-form";
import { WithProject } from "@/components/admin/projects/project-states";
import { can, requireUser } from "@/lib/auth";

export const metadata: Metadata = { title: "Prévisualisation du projet" };

/** The form filled with the project, whose submit checks everything and saves nothing. */
export default async function ProjectPreviewModePage({ params }: PageProps<"/admin/projects/preview-mode/[id]">) {
  const user = await requireUser();
  if (!can(user.role, "projects:read")) return <AccessDenied />;
  return (
    <WithProject segment={(await params).id}>
      {(project) => <ProjectForm mode="preview" project={project} canEdit={can(user.role, "projects:write")} />}
    </WithProject>
  );
}
