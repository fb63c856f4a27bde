import "server-only";
import { cacheTag } from "next/cache";
import { db, Prisma } from "@/lib/db";
import { categorySlug, type ListCategory, type SitemapItem } from "@/lib/list-views";
import { inIdOrder } from "@/lib/pagination";
import { findProjectsIn, PROJECT_TAGS, projectTags, type ProjectView } from "@/lib/projects";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ProjectCategoryLabel } from "@/lib/projects/types";
import { LIST_CACHE_LIFE, listPageCacheLife } from "@/lib/cache";
import { ALL_ITEMS, rangeTags } from "@/lib/list-cache";
import { loadPublic } from "@/lib/public-data";
import { searchMatches, searchRank } from "@/lib/public-search";

// The public lists of projects, read page by page: /projects and its category and search pages, GET /api/projects
// and the sitemap, in each language. Never the whole portfolio at once.

/**
 * The projects of a language as the lists' SQL reads them, aliased p: French's table, or the view of another
 * language's translations (migration project_translations), whose status is the translation's publication.
 */
function projectsIn(locale: Locale): Prisma.Sql {
  return locale === DEFAULT_LOCALE
    ? Prisma.sql`projects p`
    : Prisma.sql`(SELECT * FROM translated_projects WHERE locale = ${locale}) p`;
}

/**
 * The categories of the published projects, each once, in the order in which the newest-first list meets them
 * (the spec derives them from the list).
 */
export async function findProjectCategories(locale: Locale = DEFAULT_LOCALE): Promise<ListCategory[]> {
  // Read as SQL, a category is its label: the database enum's values are the labels themselves.
  const rows = await db.$queryRaw<{ category: ProjectCategoryLabel; count: number; lastModified: Date }[]>`
    SELECT p.category, count(*)::int AS count, max(p.updated_at) AS "lastModified" FROM ${projectsIn(locale)}
    WHERE p.status = 'published'
    GROUP BY p.category
    ORDER BY max(p.created_at) DESC`;
  return rows.map((row) => ({
    name: row.category,
    slug: categorySlug(row.category),
    count: row.count,
    lastModified: row.lastModified,
  }));
}

export interface ProjectPageQuery {
  locale: Locale;
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
  locale,
  categories,
  search,
  featured,
  page,
  limit,
}: ProjectPageQuery): Promise<ProjectPage> {
  const conditions = [Prisma.sql`p.status = 'published'`];
  if (categories) conditions.push(Prisma.sql`p.category = ANY(${categories}::"ProjectCategory"[])`);
  if (featured) conditions.push(Prisma.sql`p.featured`);
  if (search) conditions.push(searchMatches("p", search, locale));
  const order = search
    ? Prisma.sql`${searchRank("p", search, locale)} DESC, p.created_at DESC, p.id DESC`
    : Prisma.sql`p.created_at DESC, p.id DESC`;
  const ids = await db.$queryRaw<{ id: number; total: number }[]>`
    SELECT p.id, count(*) OVER ()::int AS total FROM ${projectsIn(locale)}
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`;
  if (ids.length === 0) {
    const total =
      page > 1
        ? (await findPublishedProjectPage({ locale, categories, search, featured, page: 1, limit: 1 })).total
        : 0;
    return { projects: [], total };
  }
  const views = await findProjectsIn(locale, { where: { id: { in: ids.map((row) => row.id) } } });
  return {
    projects: inIdOrder(
      ids.map((row) => row.id),
      views,
    ),
    total: ids[0]!.total,
  };
}

/**
 * The projects of a language the sitemap lists (published, not marked 'Ne pas indexer') from `offset` on, newest
 * first, as sitemap entries, each with the other languages whose sitemap lists it (at the project's one address).
 */
export async function findProjectSitemapItems(offset: number, limit: number, locale: Locale): Promise<SitemapItem[]> {
  const rows = await db.$queryRaw<{ id: number; updatedAt: Date; locales: Locale[] }[]>`
    SELECT p.id, p.updated_at AS "updatedAt",
           ARRAY(SELECT ${DEFAULT_LOCALE} FROM projects f WHERE f.id = p.id AND f.status = 'published' AND NOT f.no_index
                 UNION ALL
                 SELECT t.locale FROM project_translations t
                 WHERE t.project_id = p.id AND t.published AND NOT t.no_index) AS locales
    FROM ${projectsIn(locale)}
    WHERE p.status = 'published' AND NOT p.no_index
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => {
    const path = `/projects/${row.id}`;
    return { path, updatedAt: row.updatedAt, versions: Object.fromEntries(row.locales.map((each) => [each, path])) };
  });
}

/** How many projects of a language the sitemap lists, and when the last of them changed. */
export async function findPublishedProjectStats(locale: Locale): Promise<{ count: number; lastModified: Date | null }> {
  const [row] = await db.$queryRaw<{ count: number; lastModified: Date | null }[]>`
    SELECT count(*)::int AS count, max(p.updated_at) AS "lastModified" FROM ${projectsIn(locale)}
    WHERE p.status = 'published' AND NOT p.no_index`;
  return row!;
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
export async function findProjectPosition(
  project: { id: number; createdAt: Date; categoryLabel: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<ProjectPosition> {
  // Read as SQL, a category is its label (see findProjectCategories).
  const [row] = await db.$queryRaw<ProjectPosition[]>`
    SELECT count(*)::int AS "all",
           count(*) FILTER (WHERE p.category = ${project.categoryLabel}::"ProjectCategory")::int AS category,
           count(*) FILTER (WHERE NOT p.no_index)::int AS sitemap
    FROM ${projectsIn(locale)}
    WHERE p.status = 'published' AND p.id <> ${project.id}
      AND (p.created_at, p.id) > (${project.createdAt}, ${project.id})`;
  return row!;
}

// Cached reads, each tagged with what a save expires when it changes them (PROJECT_TAGS, lib/list-cache.ts).

export async function getProjectCategories(locale: Locale) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, projectTags(locale).categories);
  return loadPublic("des catégories de projets", () => findProjectCategories(locale));
}

/** The categories with the last change of each, for the sitemap: expired with every save of a published project. */
export async function getProjectCategoryStats(locale: Locale) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, projectTags(locale).stats);
  return loadPublic("des catégories de projets (plan du site)", () => findProjectCategories(locale));
}

/**
 * A page of a list or of the API: tagged with the positions it shows (lib/list-cache.ts), as the featured projects, or
 * as a search; kept as long as listPageCacheLife says.
 */
export async function getPublishedProjectPage(query: ProjectPageQuery) {
  "use cache";
  const tags = projectTags(query.locale);
  if (query.search) cacheTag(tags.projects, tags.searches);
  else if (query.featured) cacheTag(tags.projects, tags.featured);
  else {
    const scope = query.categories ? categorySlug(query.categories[0] ?? "") : ALL_ITEMS;
    cacheTag(tags.projects, ...rangeTags(tags.list, scope, (query.page - 1) * query.limit, query.limit));
  }
  return loadPublic(
    "des projets (liste)",
    () => findPublishedProjectPage(query),
    (found) => listPageCacheLife(query, found.projects.length),
  );
}

export async function getProjectSitemapItems(offset: number, limit: number, locale: Locale) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, projectTags(locale).sitemapFile(Math.floor(offset / limit) + 1));
  return loadPublic(
    "des projets (plan du site)",
    () => findProjectSitemapItems(offset, limit, locale),
    () => LIST_CACHE_LIFE,
  );
}

export async function getPublishedProjectStats(locale: Locale) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects, projectTags(locale).stats);
  return loadPublic("des statistiques des projets", () => findPublishedProjectStats(locale));
}
