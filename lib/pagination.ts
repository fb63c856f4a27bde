/** A page of a list, as the API and the screens present it (spec 'Pagination'). */
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

/**
 * The page numbers a pager shows: the first, the last, and the current page with its neighbours, with "ellipsis"
 * where pages are left out (1 … 4 5 6 … 12).
 */
export function pageNumbers(current: number, totalPages: number): (number | "ellipsis")[] {
  const shown = [...new Set([1, current - 1, current, current + 1, totalPages])].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: (number | "ellipsis")[] = [];
  for (const page of shown) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push("ellipsis");
    items.push(page);
  }
  return items;
}
