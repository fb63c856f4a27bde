import "server-only";
import { cacheTag } from "next/cache";
import { db, type Prisma } from "@/lib/db";
import { PROJECT_CATEGORY_LABEL } from "@/lib/projects/categories";
import type { ProjectContent } from "@/lib/projects/types";
import type { SeoFields } from "@/lib/seo-fields";
import { LIST_CACHE_LIFE } from "@/lib/cache";
import { ALL_ITEMS, rangeTags } from "@/lib/list-cache";
import { loadPublic } from "@/lib/public-data";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/**
 * The cache tags of the public reads of projects in a language (README, 'Caching'), so that saving a project expires
 * the pages it shows on (lib/projects/expiry.ts) and not every page of the portfolio. French's are the tags the
 * portfolio had before it had languages; another language's carry its name.
 */
export function projectTags(locale: Locale) {
  const of = (name: string) => (locale === DEFAULT_LOCALE ? name : `${name}-${locale}`);
  return {
    /** Every public read of projects, in every language. */
    projects: "projects",
    /** One project: its page, its Open Graph image. */
    project: (id: number) => `${of("project")}:${id}`,
    /** The blocks of positions of the lists (lib/list-cache.ts): `projects-list:{all|category slug}:{block}`. */
    list: of("projects-list"),
    /** The featured projects (the home page, `featured=true` of the API). */
    featured: of("projects-featured"),
    /** Every search's results. */
    searches: of("projects-searches"),
    /** The sitemap's file `n` of projects. */
    sitemapFile: (file: number) => `${of("projects-sitemap")}:${file}`,
    /** The count and last change of the published projects: the sitemap index, the pages' sitemap. */
    stats: of("projects-stats"),
    /** The category buttons of the lists (in the order in which the newest-first list meets them). */
    categories: of("projects-categories"),
  };
}

/** French's project tags. */
export const PROJECT_TAGS = projectTags(DEFAULT_LOCALE);

type ProjectRow = Prisma.ProjectGetPayload<object>;
type TranslationRow = Prisma.ProjectTranslationGetPayload<object>;
/** A project's row with its translation into the language read (none for French). */
type ProjectRowIn = ProjectRow & { translations?: TranslationRow[] };

/** Only a published project is shown to visitors. */
export type ProjectStatus = "draft" | "published";

/** A project as the site and the API present it, with its SEO fields (null: the default). */
export interface ProjectView extends ProjectContent, SeoFields {
  id: number;
  status: ProjectStatus;
  /** When the scheduler publishes this draft; null when nothing is planned (always, for a published project). */
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Field by field, so that no internal column (the search text) reaches a page or the API. */
export function toProjectView(row: ProjectRow): ProjectView {
  return {
    id: row.id,
    title: row.title,
    category: PROJECT_CATEGORY_LABEL[row.category],
    client: row.client,
    date: row.date,
    description: { about: row.about, challenge: row.challenge, solution: row.solution, results: row.results },
    technologies: row.technologies,
    tags: row.tags,
    duration: row.duration,
    teamSize: row.teamSize,
    testimonial: row.testimonialContent
      ? {
          content: row.testimonialContent,
          author: row.testimonialAuthor ?? "",
          position: row.testimonialPosition ?? "",
        }
      : null,
    websiteUrl: row.websiteUrl,
    appStoreUrl: row.appStoreUrl,
    playStoreUrl: row.playStoreUrl,
    featured: row.featured,
    featuredImageIndex: row.featuredImageIndex,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    images: row.images,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
    noIndex: row.noIndex,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A project as a language's site shows it: French's is the project itself; another language's has the translation's
 * words, SEO fields and publication over the project's shared fields.
 */
function projectViewIn(row: ProjectRowIn): ProjectView {
  const view = toProjectView(row);
  const translation = row.translations?.[0];
  if (!translation) return view;
  return {
    ...view,
    title: translation.title,
    description: {
      about: translation.about,
      challenge: translation.challenge,
      solution: translation.solution,
      results: translation.results,
    },
    duration: translation.duration,
    teamSize: translation.teamSize,
    // The testimonial is the project's (its author's words), written in the translation's language.
    testimonial:
      row.testimonialContent && translation.testimonialContent
        ? {
            content: translation.testimonialContent,
            author: row.testimonialAuthor ?? "",
            position: translation.testimonialPosition ?? "",
          }
        : null,
    status: translation.published ? "published" : "draft",
    scheduledAt: translation.scheduledAt?.toISOString() ?? null,
    metaTitle: translation.metaTitle,
    metaDescription: translation.metaDescription,
    noIndex: translation.noIndex,
    updatedAt: new Date(Math.max(row.updatedAt.getTime(), translation.updatedAt.getTime())).toISOString(),
  };
}

/** The published projects of a language's site: French's, or those whose translation into it is published. */
function publishedProjectsIn(locale: Locale): Prisma.ProjectWhereInput {
  return locale === DEFAULT_LOCALE ? { status: "published" } : { translations: { some: { locale, published: true } } };
}

/**
 * Reads projects as a language's site shows them: with their translation into it unless it is French (which reads the
 * projects alone, as before there were languages).
 */
export async function findProjectsIn(
  locale: Locale,
  query: Omit<Prisma.ProjectFindManyArgs, "include" | "select">,
): Promise<ProjectView[]> {
  const rows =
    locale === DEFAULT_LOCALE
      ? await db.project.findMany(query)
      : await db.project.findMany({ ...query, include: { translations: { where: { locale } } } });
  return rows.map(projectViewIn);
}

export interface PublishedProjectsQuery {
  /** Only the featured projects. */
  featured?: boolean;
  limit: number;
  locale: Locale;
}

/** The order of every public list of projects: newest first (the id breaks ties). */
const NEWEST_PROJECTS_FIRST = [
  { createdAt: "desc" },
  { id: "desc" },
] satisfies Prisma.ProjectOrderByWithRelationInput[];

/** The `limit` newest published projects; only the featured ones when asked. */
export async function findPublishedProjects({
  featured,
  limit,
  locale,
}: PublishedProjectsQuery): Promise<ProjectView[]> {
  return findProjectsIn(locale, {
    where: { ...publishedProjectsIn(locale), ...(featured ? { featured: true } : {}) },
    orderBy: NEWEST_PROJECTS_FIRST,
    take: limit,
  });
}

/** A published project as its page shows it: with the languages it is published in (each at the project's address). */
export interface PublishedProject {
  project: ProjectView;
  versions: Locale[];
}

/** One published project in a language; null when it does not exist or is not published in it. */
export async function findPublishedProject(id: number, locale: Locale): Promise<PublishedProject | null> {
  // One read: the project with its published translations, which are both its other versions and the one shown.
  const row = await db.project.findUnique({ where: { id }, include: { translations: { where: { published: true } } } });
  if (!row) return null;
  const versions: Locale[] = [
    ...(row.status === "published" ? [DEFAULT_LOCALE as Locale] : []),
    ...row.translations.map((translation) => translation.locale as Locale),
  ];
  if (!versions.includes(locale)) return null;
  const translations = row.translations.filter((translation) => translation.locale === locale);
  return { project: projectViewIn({ ...row, translations }), versions };
}

/**
 * The newest published projects, or the featured ones: the home page, the projects the build prerenders (cached until
 * a project moves among them).
 */
export async function getPublishedProjects(query: PublishedProjectsQuery) {
  "use cache";
  const tags = projectTags(query.locale);
  if (query.featured) cacheTag(tags.projects, tags.featured);
  else cacheTag(tags.projects, ...rangeTags(tags.list, ALL_ITEMS, 0, query.limit));
  return loadPublic(
    "des projets",
    () => findPublishedProjects(query),
    () => LIST_CACHE_LIFE,
  );
}

/** One published project in a language, with the languages it is published in (cached until it changes). */
export async function getPublishedProject(id: number, locale: Locale) {
  "use cache";
  const tags = projectTags(locale);
  cacheTag(tags.project(id), tags.projects);
  return loadPublic(`du projet ${id}`, () => findPublishedProject(id, locale));
}
