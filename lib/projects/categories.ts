import type { ProjectCategory } from "@/lib/generated/prisma/enums";
import type { ProjectCategoryLabel } from "@/lib/projects/types";

/** The database enum value of each category label the site and the API use. */
export const PROJECT_CATEGORY_BY_LABEL: Record<ProjectCategoryLabel, ProjectCategory> = {
  "UX/UI Design": "uxui",
  "Communication Audiovisuelle": "audiovisual",
  "Développement Informatique": "development",
  "Communication Digitale": "digital",
  "Développement Web": "web",
  "Développement Mobile": "mobile",
};

export const PROJECT_CATEGORY_LABEL = Object.fromEntries(
  Object.entries(PROJECT_CATEGORY_BY_LABEL).map(([label, value]) => [value, label]),
) as Record<ProjectCategory, ProjectCategoryLabel>;
