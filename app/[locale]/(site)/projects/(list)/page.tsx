import { FIRST_VIEW } from "@/lib/list-views";
import { ProjectListPage, projectListMetadata } from "./project-list";

export function generateMetadata() {
  return projectListMetadata(FIRST_VIEW);
}

export default function ProjectsPage() {
  return <ProjectListPage view={FIRST_VIEW} />;
}
