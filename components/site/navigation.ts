/** The navigation links, in the spec's order. */
export const NAV_LINKS = [
  { href: "/", label: "Accueil" },
  { href: "/services", label: "Services" },
  { href: "/projects", label: "Projets" },
  { href: "/blog", label: "Blog" },
  { href: "/about", label: "À propos" },
  { href: "/contact", label: "Contact" },
] as const;

/** Whether a navigation link is the current section ('/projects' for '/projects/12'). */
export function isCurrentSection(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return (
    pathname === href || pathname.startsWith(`${href}/`) || (href === "/services" && pathname === "/services-detail")
  );
}

/** Scroll distance after which the top bar hides and the navigation bar turns solid. */
export const SCROLL_THRESHOLD_PX = 10;
