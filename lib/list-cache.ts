// How the public lists' cached reads are tagged, so that a write expires the pages its item appears on rather than
// every page of its kind (lib/blog, lib/projects).
//
// A list is read in a scope (the whole list, or one category) as a range of positions, newest first: a page of
// /blog, a page of the API, the home page's latest items. Each read is tagged with the blocks of LIST_PAGE_SIZE
// positions it covers (`{list}:{scope}:{block}`), so that the page of an item and the API's pages that hold it share a
// tag. When an item is saved, the block of its position before and after the save is expired; when it moved (it was
// published or unpublished, or its date or category changed), the items after it shift by one, and the first
// HEAD_BLOCKS blocks, the pages people read, are expired too. The deeper pages shift as well: their reads are kept for
// LIST_CACHE_LIFE's hour at most, then read again in the background, so that they catch up without a write expiring
// hundreds of pages at once.
import { LIST_PAGE_SIZE } from "@/lib/list-views";

/** The first blocks (pages) of each scope, expired whenever an item moves in it. */
export const HEAD_BLOCKS = 3;

/** The scope of a read or a position: the whole list, or the category of this slug. */
export const ALL_ITEMS = "all";

/** The tags of a read of `limit` positions from `offset` in a scope. */
export function rangeTags(list: string, scope: string, offset: number, limit: number): string[] {
  const first = Math.floor(offset / LIST_PAGE_SIZE);
  const last = Math.floor((offset + Math.max(1, limit) - 1) / LIST_PAGE_SIZE);
  return Array.from({ length: last - first + 1 }, (_, index) => `${list}:${scope}:${first + index}`);
}

/** The tag of the block that holds a position (0 is the newest item). */
export function positionTag(list: string, scope: string, position: number): string {
  return rangeTags(list, scope, position, 1)[0]!;
}

/** The tags of the first HEAD_BLOCKS blocks of a scope. */
export function headTags(list: string, scope: string): string[] {
  return rangeTags(list, scope, 0, HEAD_BLOCKS * LIST_PAGE_SIZE);
}
