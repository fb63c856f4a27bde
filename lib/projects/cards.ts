import type { ProjectView } from "@/lib/projects";
import { featuredImage } from "@/lib/projects/gallery";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import type { ProjectContent } from "@/lib/projects/types";

/** What a project card, the search and the category filter need of a project (from the database or a sample). */
export interface ProjectCard {
  /** Null for the built-in samples, which have no page. */
  id: number | null;
  title: string;
  category: string;
  client: string;
  description: ProjectContent["description"];
  technologies: string[];
  image: string | null;
}

function cardOf(project: ProjectContent, id: number | null): ProjectCard {
  return {
    id,
    title: project.title,
    category: project.category,
    client: project.client,
    description: project.description,
    technologies: project.technologies,
    image: featuredImage(project) ?? null,
  };
}

export function projectCardOf(project: ProjectView): ProjectCard {
  return cardOf(project, project.id);
}

/** The two built-in sample projects, shown when the projects cannot be loaded. */
export function sampleProjectCards(): ProjectCard[] {
  return SAMPLE_PROJECTS.map((project) => cardOf(project, null));
}
