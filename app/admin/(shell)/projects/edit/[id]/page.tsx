import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { ProjectForm } from "@/components/admin/projects/project-form";
import { WithProject } from "@/components/admin/projects/project-states";
import { can, requireUser } from "@/lib/auth";
import { updateProjectAction } from "../../actions";

export const metadata: Metadata = { title: "Modifier le projet" };

export default async function EditProjectPage({ params }: PageProps<"/admin/projects/edit/[id]">) {
  const user = await requireUser();
  if (!can(user.role, "projects:write")) return <AccessDenied />;
  return (
    <WithProject segment={(await params).id}>
      {(project) => <ProjectForm mode="edit" project={project} save={updateProjectAction} />}
    </WithProject>
  );
}
