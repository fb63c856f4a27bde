import { truncate } from "@/lib/text";

export const CARD_DESCRIPTION_LENGTH = 120;

/** A project's description as older clients send it: a string, or the four parts. */
export type ProjectDescriptionInput = string | { about?: string | null } | null | undefined;

/**
 * Text of a project card: the description (or its 'about' part) cut at 120 characters plus '...'; null when it has
 * none (the card says so in its language).
 */
export function projectCardDescription(description: ProjectDescriptionInput): string | null {
  const text = (typeof description === "string" ? description : description?.about)?.trim();
  return text ? truncate(text, CARD_DESCRIPTION_LENGTH) : null;
}

/** What the admin search looks through, lower-cased: title, the description's four texts, client and tags. */
export function projectSearchText(project: {
  title: string;
  client: string;
  description: { about: string; challenge: string; solution: string; results: string };
  tags: readonly string[];
}): string {
  const { about, challenge, solution, results } = project.description;
  return [project.title, project.client, about, challenge, solution, results, project.tags.join(" ")]
    .join("\n")
    .toLowerCase();
}

export const CARD_TECHNOLOGY_COUNT = 2;

/** The technologies a project card shows (the first two) and the '+N' label of the others, if any. */
export function cardTechnologies(technologies: readonly string[]): { shown: string[]; more: string | null } {
  const hidden = technologies.length - CARD_TECHNOLOGY_COUNT;
  return { shown: technologies.slice(0, CARD_TECHNOLOGY_COUNT), more: hidden > 0 ? `+${hidden}` : null };
}

/** Featured projects on the home page. */
export const HOME_FEATURED_PROJECTS = 4;

/** What the back office's project pages (edit, preview) say when the project could not be read (spec). */
export const PROJECT_LOAD_ERROR = "Impossible de charger le projet. Veuillez réessayer.";
