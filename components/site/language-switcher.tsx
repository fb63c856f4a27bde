"use client";

// A client component because it names the current page, which changes with client-side navigations that do not
// render the site's frame again; its links are in the HTML of every page, for a visitor without scripts.
import { LANGUAGE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { alternatePath, pageOfPath } from "@/lib/i18n/paths";
import { cn } from "@/lib/utils";
import { usePagePath } from "./use-page-path";

/**
 * Links to the current page in the site's other languages (to a language's home where the page has no address of
 * its own there), each language named in itself. Nothing while the site serves one language.
 */
export function LanguageSwitcher({
  label,
  className,
}: {
  /** The list's name for screen readers, in the page's language. */
  label: string;
  className?: string;
}) {
  const pagePath = usePagePath();
  const others = LOCALES.filter((locale) => locale !== pageOfPath(pagePath).locale);
  if (!others.length) return null;
  return (
    <ul aria-label={label} className={cn("flex items-center gap-1", className)}>
      {others.map((locale) => (
        <li key={locale}>
          <a
            href={alternatePath(pagePath, locale)}
            hrefLang={locale}
            lang={locale}
            className="rounded-md px-2 py-1 text-sm font-medium hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {LANGUAGE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
