import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { ProjectForm } from "@/components/admin/projects/project-form";
import { can, requireUser } from "@/lib/auth";
import { createProjectAction } from "../actions";

export const metadata: Metadata = { title: "Nouveau projet" };

export default async function NewProjectPage() {
  const user = await requireUser();
  if (!can(user.role, "projects:write")) return <AccessDenied />;
  return <ProjectForm mode="create" save={createProjectAction} />;
}
