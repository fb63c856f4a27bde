import { ProjectNotFound } from "@/components/site/status-view";

export default function ProjectNotFoundPage() {
  return <ProjectNotFound />;
}
