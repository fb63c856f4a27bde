import { useParams, usePathname } from "next/navigation";
import { type Locale, servedLocale } from "@/lib/i18n/locales";
import { publicPath } from "@/lib/i18n/routing";

/**
 * The current page's address as the visitor sees it. usePathname alone gives, while the page is prerendered, its
 * route's path (/fr/about for /about: lib/i18n/routing.ts), and the address in the browser afterwards.
 */
export function usePagePath(): string {
  const routePath = usePathname();
  // Null outside an app router (a component rendered alone, in a unit test), whatever its type says.
  return routePath && publicPath(routePath);
}

/** The page's language, in a client component: its [locale] segment (French outside the visitor site). */
export function usePageLocale(): Locale {
  return servedLocale(useParams()?.locale);
}
