import "server-only";
import { cacheTag } from "next/cache";
import { db, type Prisma } from "@/lib/db";
import { PROJECT_CATEGORY_LABEL } from "@/lib/projects/categories";
import type { ProjectContent } from "@/lib/projects/types";
import type { SeoFields } from "@/lib/seo-fields";
import { LIST_CACHE_LIFE } from "@/lib/cache";
import { ALL_ITEMS, rangeTags } from "@/lib/list-cache";
import { loadPublic } from "@/lib/public-data";

/**
 * The cache tags of the public reads of projects (README, 'Caching'), so that saving a project expires the pages it
 * shows on (lib/projects/expiry.ts) and not every page of the portfolio.
 */
export const PROJECT_TAGS = {
  /** Every public read of projects. */
  projects: "projects",
  /** One project: its page, its Open Graph image. */
  project: (id: number) => `project:${id}`,
  /** The blocks of positions of the lists (lib/list-cache.ts): `projects-list:{all|category slug}:{block}`. */
  list: "projects-list",
  /** The featured projects (the home page, `featured=true` of the API). */
  featured: "projects-featured",
  /** Every search's results. */
  searches: "projects-searches",
  /** The sitemap's file `n` of projects. */
  sitemapFile: (file: number) => `projects-sitemap:${file}`,
  /** The count and last change of the published projects: the sitemap index, the pages' sitemap. */
  stats: "projects-stats",
  /** The category buttons of the lists (in the order in which the newest-first list meets them). */
  categories: "projects-categories",
} as const;

type ProjectRow = Prisma.ProjectGetPayload<object>;

/** Only a published project is shown to visitors. */
export type ProjectStatus = "draft" | "published";

/** A project as the site and the API present it. */
/** With its SEO fields (null: the default). */
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

export interface PublishedProjectsQuery {
  /** Only the featured projects. */
  featured?: boolean;
  limit: number;
}

/** The order of every public list of projects: newest first (the id breaks ties). */
export const NEWEST_PROJECTS_FIRST = [
  { createdAt: "desc" },
  { id: "desc" },
] satisfies Prisma.ProjectOrderByWithRelationInput[];

/** The `limit` newest published projects; only the featured ones when asked. */
export async function findPublishedProjects({ featured, limit }: PublishedProjectsQuery): Promise<ProjectView[]> {
  const rows = await db.project.findMany({
    where: { status: "published", ...(featured ? { featured: true } : {}) },
    orderBy: NEWEST_PROJECTS_FIRST,
    take: limit,
  });
  return rows.map(toProjectView);
}

/** One published project; null when it does not exist or is a draft. */
export async function findPublishedProject(id: number): Promise<ProjectView | null> {
  const row = await db.project.findFirst({ where: { id, status: "published" } });
  return row ? toProjectView(row) : null;
}

/**
 * The newest published projects, or the featured ones: the home page, the projects the build prerenders (cached until
 * a project moves among them).
 */
export async function getPublishedProjects(query: PublishedProjectsQuery) {
  "use cache";
  if (query.featured) cacheTag(PROJECT_TAGS.projects, PROJECT_TAGS.featured);
  else cacheTag(PROJECT_TAGS.projects, ...rangeTags(PROJECT_TAGS.list, ALL_ITEMS, 0, query.limit));
  return loadPublic(
    "des projets",
    () => findPublishedProjects(query),
    () => LIST_CACHE_LIFE,
  );
}

/** One published project (cached until it changes). */
export async function getPublishedProject(id: number) {
  "use cache";
  cacheTag(PROJECT_TAGS.project(id), PROJECT_TAGS.projects);
  return loadPublic(`du projet ${id}`, () => findPublishedProject(id));
}
