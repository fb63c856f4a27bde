import { type MediaViews, NO_MEDIA, publicImage, type PublicImage } from "@/lib/media/public-image";
import type { ProjectView } from "@/lib/projects";
import { featuredImage } from "@/lib/projects/gallery";
import { SAMPLE_PROJECTS } from "@/lib/projects/samples";
import type { ProjectContent } from "@/lib/projects/types";
import { projectCategoryName } from "@/lib/projects/categories";
import type { Locale } from "@/lib/i18n/locales";

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

function cardOf(project: ProjectContent, id: number | null, media: MediaViews, locale: Locale): ProjectCard {
  return {
    id,
    title: project.title,
    category: projectCategoryName(project.category, locale),
    client: project.client,
    description: project.description,
    technologies: project.technologies,
    image: publicImage(media, featuredImage(project), "card"),
  };
}

/**
 * A project's card on a language's site, its featured image framed by the library (`media`: getPublicMedia of the
 * featured images).
 */
export function projectCardOf(project: ProjectView, media: MediaViews, locale: Locale): ProjectCard {
  return cardOf(project, project.id, media, locale);
}

/** The two built-in sample projects, shown when the projects cannot be loaded. */
export function sampleProjectCards(locale: Locale): ProjectCard[] {
  return SAMPLE_PROJECTS.map((project) => cardOf(project, null, NO_MEDIA, locale));
}
