import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { ProjectPreview } from "@/components/admin/projects/project-preview";
import { WithProject } from "@/components/admin/projects/project-states";
import { can, requireUser } from "@/lib/auth";

export const metadata: Metadata = { title: "Aperçu du projet" };

export default async function ProjectPreviewPage({ params }: PageProps<"/admin/projects/preview/[id]">) {
  const user = await requireUser();
  if (!can(user.role, "projects:read")) return <AccessDenied />;
  return (
    <WithProject segment={(await params).id}>
      {(project) => <ProjectPreview project={project} canEdit={can(user.role, "projects:write")} />}
    </WithProject>
  );
}
