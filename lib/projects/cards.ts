import { type MediaViews, NO_MEDIA, publicImage, type PublicImage } from "@/lib/media/public-image";
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
  /** The featured image's 16:9 frame, with the library's description. */
  image: PublicImage | null;
}

function cardOf(project: ProjectContent, id: number | null, media: MediaViews): ProjectCard {
  return {
    id,
    title: project.title,
    category: project.category,
    client: project.client,
    description: project.description,
    technologies: project.technologies,
    image: publicImage(media, featuredImage(project), "card"),
  };
}

/** A project's card, its featured image framed by the library (`media`: getPublicMedia of the featured images). */
export function projectCardOf(project: ProjectView, media: MediaViews = NO_MEDIA): ProjectCard {
  return cardOf(project, project.id, media);
}

/** The two built-in sample projects, shown when the projects cannot be loaded. */
export function sampleProjectCards(): ProjectCard[] {
  return SAMPLE_PROJECTS.map((project) => cardOf(project, null, NO_MEDIA));
}
