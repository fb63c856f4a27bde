"use client";

// A client component because the current page (aria-current) changes with client-side navigations, which do not
// render the site's frame again, and a navigation closes the phone menu the links sit in.
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { isCurrentSection, type NavLink } from "./navigation";
import { ClientSiteLink } from "./client-site-link";
import { usePagePath } from "./use-page-path";

/**
 * The navigation links, the current section marked. In the phone menu (a <details>, which opens and closes without
 * scripts), a navigation or Escape closes the menu once the page's scripts run.
 */
export function NavLinks({
  links,
  inMenu = false,
  className,
}: {
  /** NAV_LINKS, labelled in the page's language (the header translates them: this component ships no catalogue). */
  links: NavLink[];
  inMenu?: boolean;
  className?: string;
}) {
  const pathname = usePagePath();
  const list = useRef<HTMLUListElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (!inMenu) return;
    const menu = list.current?.closest("details");
    // A navigation closes it; hydration does not (the visitor may have opened it before the scripts ran).
    if (shownPath.current !== pathname) menu?.removeAttribute("open");
    shownPath.current = pathname;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu?.open) return;
      menu.removeAttribute("open");
      menu.querySelector("summary")?.focus();
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [inMenu, pathname]);

  return (
    <ul ref={list} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <ClientSiteLink
            href={link.href}
            aria-current={isCurrentSection(link.href, pathname) ? "page" : undefined}
            className={clsx(
              inMenu
                ? "block rounded-md px-3 py-3 font-medium hover:bg-accent aria-[current=page]:text-primary"
                : "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-foreground/10 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 group-data-scrolled/header:aria-[current=page]:text-primary group-data-scrolled/header:aria-[current=page]:no-underline",
            )}
          >
            {link.label}
          </ClientSiteLink>
        </li>
      ))}
    </ul>
  );
}
