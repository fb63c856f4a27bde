/** A page of a list as the API and the screens describe it. */
export interface Pagination {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export type PageLink = number | "ellipsis";

/**
 * The pages a pager shows: the first, the last, and the neighbours of the current one, with an ellipsis for
 * each gap of more than one page (1 … 4 5 6 … 20). A gap of exactly one page shows that page instead.
 */
export function pagerLinks(page: number, totalPages: number, neighbours = 1): PageLink[] {
  const shown = new Set([1, totalPages]);
  for (let offset = -neighbours; offset <= neighbours; offset += 1) shown.add(page + offset);
  const pages = [...shown].filter((value) => value >= 1 && value <= totalPages).sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [index, value] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && value - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) links.push("ellipsis");
    links.push(value);
  }
  return links;
}
