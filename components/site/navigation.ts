import { pageOfPath } from "@/lib/i18n/paths";

/** The navigation links, in the spec's order; each label is its key in the catalogue's "Navigation" (messages/). */
export const NAV_LINKS = [
  { href: "/", key: "home" },
  { href: "/services", key: "services" },
  { href: "/projects", key: "projects" },
  { href: "/blog", key: "blog" },
  { href: "/about", key: "about" },
  { href: "/contact", key: "contact" },
] as const;

/** The footer's links to the agency's pages, in its own order. */
export const COMPANY_LINKS = (["home", "about", "projects", "blog", "contact"] as const).map((key) =>
  NAV_LINKS.find((link) => link.key === key)!,
);

/** A link as the frame shows it, its label in the page's language. */
export interface NavLink {
  href: string;
  label: string;
}

/**
 * Whether a navigation link (its French path) is the current section of the page at `pagePath`, in any language
 * ('/projects' for '/projects/12' and '/en/projects/12').
 */
export function isCurrentSection(href: string, pagePath: string): boolean {
  const pathname = pageOfPath(pagePath).frenchPath;
  if (href === "/") return pathname === "/";
  return (
    pathname === href || pathname.startsWith(`${href}/`) || (href === "/services" && pathname === "/services-detail")
  );
}

/** Scroll distance after which the top bar hides and the navigation bar turns solid. */
export const SCROLL_THRESHOLD_PX = 10;
