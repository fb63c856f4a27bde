"use client";

import { Mail, MapPin, Menu, Phone, X } from "lucide-react";
import { SiteLink } from "./site-link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { clsx } from "clsx";
import { telHref } from "./links";
import { isCurrentSection, NAV_LINKS, SCROLL_THRESHOLD_PX } from "./navigation";
import { QuoteButton } from "./quote-button";
import { SiteLogo } from "./site-logo";
import { ThemeToggle } from "./theme-toggle";

export interface HeaderContact {
  companyName: string;
  phone: string;
  email: string;
  address: string;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * Top bar (phone, e-mail, address) and navigation bar. Past 10 px of scroll the whole header slides up by the top
 * bar's height (a transform: no layout shift) and the navigation bar turns solid with a shadow.
 */
export function SiteHeader({ contact }: { contact: HeaderContact }) {
  const pathname = usePathname();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // A navigation closes the mobile menu.
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const solid = scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 transition-transform duration-300 motion-reduce:transition-none",
        scrolled && "-translate-y-10",
      )}
    >
      <div
        data-testid="top-bar"
        className="h-10 bg-brand-dark text-white/90"
        aria-hidden={scrolled || undefined}
        inert={scrolled || undefined}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 text-xs sm:gap-6 sm:px-6 sm:text-sm">
          {/* On a phone the three share one line in smaller type; the e-mail and the address are cut short to fit. */}
          <a
            href={telHref(contact.phone)}
            className="inline-flex shrink-0 items-center gap-1.5 hover:text-white sm:gap-2"
          >
            <Phone aria-hidden className="size-4" />
            {contact.phone}
          </a>
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex min-w-0 items-center gap-1.5 hover:text-white sm:gap-2"
          >
            <Mail aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{contact.email}</span>
          </a>
          <p className="inline-flex min-w-0 items-center gap-1.5 sm:gap-2" title={contact.address}>
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{contact.address}</span>
          </p>
        </div>
      </div>
      <div
        data-testid="nav-bar"
        data-solid={solid}
        className={clsx(
          "transition-colors duration-300 motion-reduce:transition-none",
          solid ? "bg-background text-foreground shadow-md" : "bg-transparent text-white",
        )}
      >
        <nav
          aria-label="Navigation principale"
          className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
        >
          <SiteLogo name={contact.companyName} />
          <ul className="hidden items-center gap-1 lg:flex">
            {NAV_LINKS.map((link) => {
              const current = isCurrentSection(link.href, pathname);
              return (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    aria-current={current ? "page" : undefined}
                    className={clsx(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-foreground/10",
                      current && (solid ? "text-primary" : "underline decoration-2 underline-offset-8"),
                    )}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <QuoteButton className="hidden lg:inline-flex" />
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Fermer le menu" : "Ouvrir le menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
            </button>
          </div>
        </nav>
        <div id="mobile-menu" hidden={!menuOpen} className="border-t bg-background text-foreground lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  aria-current={isCurrentSection(link.href, pathname) ? "page" : undefined}
                  className="block rounded-md px-3 py-3 font-medium hover:bg-accent aria-[current=page]:text-primary"
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
            <li className="pt-2">
              <QuoteButton className="w-full" size="lg" onClick={() => setMenuOpen(false)} />
            </li>
          </ul>
        </div>
      </div>
    </header>
  );
}
