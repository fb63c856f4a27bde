import { Mail, MapPin, Menu, Phone, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "@/lib/i18n/server";
import { LanguageSwitcher } from "./language-switcher";
import { telHref } from "./links";
import { NavLinks } from "./nav-links";
import { NAV_LINKS } from "./navigation";
import { QuoteButton } from "./quote-button";
import { SiteLogo } from "./site-logo";
import { ThemeToggle } from "./theme-toggle";

export interface HeaderContact {
  companyName: string;
  phone: string;
  email: string;
  address: string;
}

/** The navigation bar's look once it is solid: past the scroll threshold, or with the phone menu open. */
const SOLID =
  "group-data-scrolled/header:bg-background group-data-scrolled/header:text-foreground group-data-scrolled/header:shadow-md group-has-[details[open]]/header:bg-background group-has-[details[open]]/header:text-foreground group-has-[details[open]]/header:shadow-md";

/**
 * Top bar (phone, e-mail, address) and navigation bar. Past 10 px of scroll the page's bootstrap script marks the
 * header `data-scrolled` (components/site/site-boot.ts): the whole header slides up by the top bar's height (a
 * transform: no layout shift) and the navigation bar turns solid with a shadow. On a phone the menu is a <details>:
 * it opens and closes before the page's scripts run.
 */
export async function SiteHeader({ contact }: { contact: HeaderContact }) {
  const t = await getTranslations("Navigation");
  const links = NAV_LINKS.map((link) => ({ href: link.href, label: t(link.key) }));
  return (
    <header
      data-site-header=""
      className="group/header fixed inset-x-0 top-0 z-40 transition-transform duration-300 motion-reduce:transition-none data-scrolled:-translate-y-10"
    >
      <div data-testid="top-bar" data-top-bar="" className="h-10 bg-brand-dark text-white/90">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 text-xs sm:gap-6 sm:px-6 sm:text-sm">
          {/* On a phone the three share one line in smaller type; the e-mail and the address are cut short to fit. */}
          <a
            href={telHref(contact.phone)}
            className="inline-flex shrink-0 items-center gap-1.5 hover:text-white sm:gap-2"
          >
            <Icon node={Phone} aria-hidden className="size-4" />
            {contact.phone}
          </a>
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex min-w-0 items-center gap-1.5 hover:text-white sm:gap-2"
          >
            <Icon node={Mail} aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{contact.email}</span>
          </a>
          <p className="inline-flex min-w-0 items-center gap-1.5 sm:gap-2" title={contact.address}>
            <Icon node={MapPin} aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{contact.address}</span>
          </p>
        </div>
      </div>
      <div
        data-testid="nav-bar"
        className={`relative bg-transparent text-white transition-colors duration-300 motion-reduce:transition-none ${SOLID}`}
      >
        <nav
          aria-label={t("label")}
          className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
        >
          <SiteLogo name={contact.companyName} />
          <NavLinks links={links} className="hidden items-center gap-1 lg:flex" />
          <div className="flex items-center gap-1">
            <LanguageSwitcher label={t("languages")} />
            <ThemeToggle />
            <QuoteButton className="hidden lg:inline-flex">{t("quote")}</QuoteButton>
            <details className="group/menu lg:hidden">
              <summary
                aria-label={t("menu")}
                className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none [&::-webkit-details-marker]:hidden"
              >
                <Icon node={Menu} aria-hidden className="size-6 group-open/menu:hidden" />
                <Icon node={X} aria-hidden className="hidden size-6 group-open/menu:block" />
              </summary>
              <div id="mobile-menu" className="absolute inset-x-0 top-full border-t bg-background text-foreground">
                <NavLinks links={links} inMenu className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6" />
                <div className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
                  <QuoteButton className="w-full" size="lg">
                    {t("quote")}
                  </QuoteButton>
                </div>
              </div>
            </details>
          </div>
        </nav>
      </div>
    </header>
  );
}
