import "server-only";
import { cacheTag } from "next/cache";
import { db, Prisma } from "@/lib/db";
import { categorySlug, type ListCategory, type SitemapItem } from "@/lib/list-views";
import { inIdOrder } from "@/lib/pagination";
import { NEWEST_PROJECTS_FIRST, PROJECT_TAGS, type ProjectView, toProjectView } from "@/lib/projects";
import type { ProjectCategoryLabel } from "@/lib/projects/types";
import { loadPublic } from "@/lib/public-data";
import { searchMatches, searchRank } from "@/lib/public-search";

// The public lists of projects, read page by page: /projects and its category and search pages, GET /api/projects
// and the sitemap. Never the whole portfolio at once.

/**
 * The categories of the published projects, each once, in the order in which the newest-first list meets them
 * (the spec derives them from the list).
 */
export async function findProjectCategories(): Promise<ListCategory[]> {
  // Read as SQL, a category is its label: the database enum's values are the labels themselves.
  const rows = await db.$queryRaw<{ category: ProjectCategoryLabel; count: number; lastModified: Date }[]>`
    SELECT category, count(*)::int AS count, max(updated_at) AS "lastModified" FROM projects
    WHERE status = 'published'
    GROUP BY category
    ORDER BY max(created_at) DESC`;
  return rows.map((row) => ({
    name: row.category,
    slug: categorySlug(row.category),
    count: row.count,
    lastModified: row.lastModified,
  }));
}

export interface ProjectPageQuery {
  /** The category labels to keep (that of one address); null for every category. */
  categories: string[] | null;
  /** The search (normalizeSearch); null for none. */
  search: string | null;
  /** Only the featured projects (the public API's `featured=true`). */
  featured?: boolean;
  page: number;
  limit: number;
}

export interface ProjectPage {
  projects: ProjectView[];
  total: number;
}

/**
 * One page of the published projects that a category, a search and the featured flag keep: newest first, or, for a
 * search (title, client and description), the best matches first.
 */
export async function findPublishedProjectPage({
  categories,
  search,
  featured,
  page,
  limit,
}: ProjectPageQuery): Promise<ProjectPage> {
  const conditions = [Prisma.sql`p.status = 'published'`];
  if (categories) conditions.push(Prisma.sql`p.category = ANY(${categories}::"ProjectCategory"[])`);
  if (featured) conditions.push(Prisma.sql`p.featured`);
  if (search) conditions.push(searchMatches("p", search));
  const order = search
    ? Prisma.sql`${searchRank("p", search)} DESC, p.created_at DESC, p.id DESC`
    : Prisma.sql`p.created_at DESC, p.id DESC`;
  const ids = await db.$queryRaw<{ id: number; total: number }[]>`
    SELECT p.id, count(*) OVER ()::int AS total FROM projects p
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
  if (ids.length === 0) {
    const total =
      page > 1 ? (await findPublishedProjectPage({ categories, search, featured, page: 1, limit: 1 })).total : 0;
    return { projects: [], total };
  }
  const rows = await db.project.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
  return {
    projects: inIdOrder(
      ids.map((row) => row.id),
      rows,
    ).map(toProjectView),
    total: ids[0]!.total,
  };
}

/** What the sitemap lists: published projects that are not marked 'Ne pas indexer'. */
const SITEMAP_PROJECTS = { status: "published", noIndex: false } satisfies Prisma.ProjectWhereInput;

/** The projects the sitemap lists from `offset` on, newest first, as sitemap entries. */
export async function findProjectSitemapItems(offset: number, limit: number): Promise<SitemapItem[]> {
  const rows = await db.project.findMany({
    where: SITEMAP_PROJECTS,
    orderBy: NEWEST_PROJECTS_FIRST,
    skip: offset,
    take: limit,
    select: { id: true, updatedAt: true },
  });
  return rows.map((row) => ({ path: `/projects/${row.id}`, updatedAt: row.updatedAt }));
}

/** How many projects the sitemap lists, and when the last of them changed. */
export async function findPublishedProjectStats(): Promise<{ count: number; lastModified: Date | null }> {
  const stats = await db.project.aggregate({
    where: SITEMAP_PROJECTS,
    _count: { _all: true },
    _max: { updatedAt: true },
  });
  return { count: stats._count._all, lastModified: stats._max.updatedAt };
}

// Cached reads, expired with every other public read of projects when a published project changes.

export async function getProjectCategories() {
  "use cache";
  cacheTag(PROJECT_TAGS.projects);
  return loadPublic("des catégories de projets", findProjectCategories);
}

export async function getPublishedProjectPage(query: ProjectPageQuery) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects);
  return loadPublic("des projets (liste)", () => findPublishedProjectPage(query));
}

export async function getProjectSitemapItems(offset: number, limit: number) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects);
  return loadPublic("des projets (plan du site)", () => findProjectSitemapItems(offset, limit));
}

export async function getPublishedProjectStats() {
  "use cache";
  cacheTag(PROJECT_TAGS.projects);
  return loadPublic("des statistiques des projets", findPublishedProjectStats);
}
