import type { ProjectDescriptionInput } from "@/lib/projects/rules";

/** The value of the category filter that shows every project. */
export const ALL_PROJECTS = "all";

interface SearchableProject {
  title: string;
  client: string;
  category: string;
  description: ProjectDescriptionInput;
}

export interface ProjectFilter {
  search: string;
  /** A category label, or 'all'. */
  category: string;
}

function descriptionText(description: ProjectDescriptionInput): string {
  return (typeof description === "string" ? description : description?.about) ?? "";
}

/**
 * The projects the list shows when the database cannot be read (the two samples; lib/projects/list.ts searches the
 * database): those of the chosen category ('all': every one, otherwise an exact match)
 * whose title, client or description (its 'about' text) contains the search text, ignoring case.
 * A blank search is ignored.
 */
export function filterProjects<Project extends SearchableProject>(
  projects: readonly Project[],
  { search, category }: ProjectFilter,
): Project[] {
  const needle = search.trim().toLocaleLowerCase("fr");
  return projects.filter((project) => {
    if (category !== ALL_PROJECTS && project.category !== category) return false;
    if (!needle) return true;
    return [project.title, project.client, descriptionText(project.description)].some((text) =>
      text.toLocaleLowerCase("fr").includes(needle),
    );
  });
}

/** The categories of the filter after 'all', derived from the list: each once, in order of first appearance. */
export function projectCategories(projects: readonly Pick<SearchableProject, "category">[]): string[] {
  return [...new Set(projects.map((project) => project.category))];
}
