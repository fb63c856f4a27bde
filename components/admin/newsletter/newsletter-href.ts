import type { SubscribersQuery } from "@/lib/newsletter/schemas";
import { hrefWithQuery } from "@/lib/search-params";

export const NEWSLETTER_PATH = "/admin/newsletter";
const EXPORT_PATH = "/api/newsletter/subscribers/export";

/** The address of a view of the list; the defaults (every status, page 1, no search) are left out. */
export function newsletterHref({ search, status, page }: SubscribersQuery): string {
  return hrefWithQuery(NEWSLETTER_PATH, { search, status, page }, { search: "", status: "all", page: 1 });
}

/** The CSV export of a view: its search and status, every page. */
export function newsletterExportHref({ search, status }: Omit<SubscribersQuery, "page">): string {
  return hrefWithQuery(EXPORT_PATH, { search, status }, { search: "", status: "all" });
}
