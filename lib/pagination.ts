/** The spec's pagination object: total items, current page, page size and number of pages (at least 1). */
export interface Pagination {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** The page to show of `total` rows, `limit` per page: a page past the last one is the last one. */
export function paginate(total: number, page: number, limit: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { total, page: Math.min(Math.max(1, page), totalPages), limit, totalPages };
}

/** A pager entry: a page number, or an ellipsis standing for the pages left out before or after the current one. */
export type PagerItem = number | "gap-before" | "gap-after";

/**
 * The pages a pager shows: the first, the last, the current one and its neighbours, with an ellipsis where pages
 * are left out. A gap of a single page shows that page rather than an ellipsis that would take as much room.
 */
export function pagerItems(page: number, totalPages: number): PagerItem[] {
  const current = Math.min(Math.max(1, page), Math.max(1, totalPages));
  const shown = [...new Set([1, current - 1, current, current + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const pages = shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! === 2 ? [n - 1, n] : [n]));
  const items: PagerItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) items.push(n < current ? "gap-before" : "gap-after");
    items.push(n);
  });
  return items;
}

/**
 * Rows fetched by id put back in the order of `ids`: the second step of a deferred join, where a page's ids are
 * found first (an index-only scan, however deep the page) and only those rows are read. A row deleted in between
 * is left out.
 */
export function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of rows by a deferred join: the page's ids first (`pageIds`, with its window), then only those rows
 * (`rowsOf`), put back in the ids' order.
 */
export async function deferredJoinPage<Row extends { id: number }>(
  pagination: Pagination,
  pageIds: (window: { skip: number; take: number }) => Promise<{ id: number }[]>,
  rowsOf: (ids: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const window = { skip: (pagination.page - 1) * pagination.limit, take: pagination.limit };
  const ids = (await pageIds(window)).map((row) => row.id);
  return inIdOrder(ids, await rowsOf(ids));
}
