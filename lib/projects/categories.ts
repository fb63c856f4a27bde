import type { ProjectCategory } from "@/lib/generated/prisma/enums";
import { type Locale, WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { PROJECT_CATEGORIES, type ProjectCategoryLabel } from "@/lib/projects/types";

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

/** Each language's name of each category (the catalogue's Projects.categories), read once: every card shows one. */
const CATEGORY_NAMES = Object.fromEntries(
  WRITTEN_LOCALES.map((locale) => {
    const t = translator(locale, "Projects");
    const names = Object.values(PROJECT_CATEGORY_BY_LABEL).map((category) => [category, t(`categories.${category}`)]);
    return [locale, Object.fromEntries(names) as Record<ProjectCategory, string>];
  }),
) as Record<Locale, Record<ProjectCategory, string>>;

/** A category's name on a language's site, from the label the data carries. */
export function projectCategoryName(label: string, locale: Locale): string {
  const category = PROJECT_CATEGORY_BY_LABEL[label as ProjectCategoryLabel];
  return category ? CATEGORY_NAMES[locale][category] : label;
}

/** The label of a category a language's site names (projectCategoryName's inverse); the name itself when none. */
export function projectCategoryLabel(name: string, locale: Locale): string {
  return PROJECT_CATEGORIES.find((label) => projectCategoryName(label, locale) === name) ?? name;
}
