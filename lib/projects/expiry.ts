import "server-only";
import { expireTags } from "@/lib/cache";
import type { ProjectCategory, ProjectStatus } from "@/lib/generated/prisma/enums";
import { ALL_ITEMS, headTags, positionTag } from "@/lib/list-cache";
import { categorySlug, type ListCategory } from "@/lib/list-views";
import { PROJECT_TAGS } from "@/lib/projects";
import { PROJECT_CATEGORY_LABEL } from "@/lib/projects/categories";
import { findProjectCategories, findProjectPosition } from "@/lib/projects/list";
import { SITEMAP_MAX_URLS } from "@/lib/sitemap";

// Which public pages a save of a project expires (README, 'Caching'): that project's, the list pages it shows on (the
// whole list's and its category's, before and after the save), the first pages when it moved in them, the searches,
// the featured projects when it is or was one, its sitemap file and the sitemap's counts; the category buttons only
// when their order changes. Not the other projects' pages.

/** What decides where a project shows on the public site, as a save found it or left it. */
export interface ProjectListing {
  id: number;
  status: ProjectStatus;
  createdAt: Date;
  category: ProjectCategory;
  featured: boolean;
  noIndex: boolean;
}

/** The columns a listing is made of. */
export const PROJECT_LISTING_SELECT = {
  id: true,
  status: true,
  createdAt: true,
  category: true,
  featured: true,
  noIndex: true,
} as const;

const slugsOf = (categories: ListCategory[]) => categories.map((category) => category.slug).join(",");

/**
 * The tags that a save of a project expires, from what it was before (null: it did not exist) and after (null:
 * deleted), and the category buttons before the save (`findProjectCategories`, read only when it may move). A project
 * that is a draft before and after shows on no public page: none.
 */
export async function projectSaveTags(
  before: ProjectListing | null,
  after: ProjectListing | null,
  categoriesBefore?: ListCategory[],
): Promise<string[]> {
  const shown = [before, after].filter((state): state is ProjectListing => state?.status === "published");
  if (shown.length === 0) return [];
  const tags = new Set<string>([PROJECT_TAGS.searches, PROJECT_TAGS.stats, PROJECT_TAGS.project(shown[0]!.id)]);
  const moved = before?.status !== after?.status || before?.category !== after?.category;
  for (const state of shown) {
    const label = PROJECT_CATEGORY_LABEL[state.category];
    const scopes = [ALL_ITEMS, categorySlug(label)];
    if (moved) for (const scope of scopes) for (const tag of headTags(PROJECT_TAGS.list, scope)) tags.add(tag);
    if (state.featured) tags.add(PROJECT_TAGS.featured);
    const position = await findProjectPosition({ id: state.id, createdAt: state.createdAt, categoryLabel: label });
    tags.add(positionTag(PROJECT_TAGS.list, ALL_ITEMS, position.all));
    tags.add(positionTag(PROJECT_TAGS.list, scopes[1]!, position.category));
    if (!state.noIndex) tags.add(PROJECT_TAGS.sitemapFile(Math.floor(position.sitemap / SITEMAP_MAX_URLS) + 1));
  }
  if (moved && categoriesBefore && slugsOf(categoriesBefore) !== slugsOf(await findProjectCategories()))
    tags.add(PROJECT_TAGS.categories);
  return [...tags];
}

/** Expires what a save changed on the public site (after its transaction). */
export async function expireProjectPages(
  before: ProjectListing | null,
  after: ProjectListing | null,
  categoriesBefore?: ListCategory[],
): Promise<void> {
  const tags = await projectSaveTags(before, after, categoriesBefore);
  if (tags.length) expireTags(...tags);
}
