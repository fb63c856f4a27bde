import "server-only";
import { cacheTag } from "next/cache";
import { db, Prisma } from "@/lib/db";
import { categorySlug, type ListCategory, type SitemapItem } from "@/lib/list-views";
import { inIdOrder } from "@/lib/pagination";
import { NEWEST_PROJECTS_FIRST, PROJECT_TAGS, type ProjectView, toProjectView } from "@/lib/projects";
import type { ProjectCategoryLabel } from "@/lib/projects/types";
import { LIST_CACHE_LIFE, TRANSIENT_CACHE_LIFE } from "@/lib/cache";
import { ALL_ITEMS, rangeTags } from "@/lib/list-cache";
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

/** Where a published project stands in the public lists, newest first: how many published projects come before it. */
export interface ProjectPosition {
  /** In the whole list. */
  all: number;
  /** In its category. */
  category: number;
  /** In the sitemap (the projects not marked 'Ne pas indexer'). */
  sitemap: number;
}

/** The position of a published project (its creation date and category, as its label, decide it). */
export async function findProjectPosition(project: {
  id: number;
  createdAt: Date;
  categoryLabel: string;
}): Promise<ProjectPosition> {
  // Read as SQL, a category is its label (see findProjectCategories).
  const [row] = await db.$queryRaw<ProjectPosition[]>`
    SELECT count(*)::int AS "all",
           count(*) FILTER (WHERE category = ${project.categoryLabel}::"ProjectCategory")::int AS category,
           count(*) FILTER (WHERE NOT no_index)::int AS sitemap
    FROM projects
    WHERE status = 'published' AND id <> ${project.id} AND (created_at, id) > (${project.createdAt}, ${project.id})`;
  return row!;
}

// Cached reads, each tagged with what a save expires when it changes them (PROJECT_TAGS, lib/list-cache.ts).

export async function getProjectCategories() {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, PROJECT_TAGS.categories);
  return loadPublic("des catégories de projets", findProjectCategories);
}

/** The categories with the last change of each, for the sitemap: expired with every save of a published project. */
export async function getProjectCategoryStats() {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, PROJECT_TAGS.stats);
  return loadPublic("des catégories de projets (plan du site)", findProjectCategories);
}

/**
 * A page of a list or of the API: tagged with the positions it shows (lib/list-cache.ts), as the featured projects, or
 * as a search; a search, and a page past the last, are kept briefly (TRANSIENT_CACHE_LIFE).
 */
export async function getPublishedProjectPage(query: ProjectPageQuery) {
  "use cache";
  if (query.search) cacheTag(PROJECT_TAGS.projects, PROJECT_TAGS.searches);
  else if (query.featured) cacheTag(PROJECT_TAGS.projects, PROJECT_TAGS.featured);
  else {
    const scope = query.categories ? categorySlug(query.categories[0] ?? "") : ALL_ITEMS;
    cacheTag(
      PROJECT_TAGS.projects,
      ...rangeTags(PROJECT_TAGS.list, scope, (query.page - 1) * query.limit, query.limit),
    );
  }
  return loadPublic(
    "des projets (liste)",
    () => findPublishedProjectPage(query),
    (found) => (query.search || found.projects.length === 0 ? TRANSIENT_CACHE_LIFE : LIST_CACHE_LIFE),
  );
}

export async function getProjectSitemapItems(offset: number, limit: number) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, PROJECT_TAGS.sitemapFile(Math.floor(offset / limit) + 1));
  return loadPublic(
    "des projets (plan du site)",
    () => findProjectSitemapItems(offset, limit),
    () => LIST_CACHE_LIFE,
  );
}

export async function getPublishedProjectStats() {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, PROJECT_TAGS.stats);
  return loadPublic("des statistiques des projets", findPublishedProjectStats);
}
