"use client";

// A client component because it reads the page's language from the router (useParams): it serves the components that
// run in the browser, and a server component that a client one shares (the forms' privacy notice).
import type { SiteLinkProps } from "./site-link";
import { usePageLocale } from "./use-page-path";
import { localizedPath } from "@/lib/i18n/paths";

/** SiteLink in a client component (a form's notice, an error view): the language is the page's [locale] segment. */
export function ClientSiteLink({ href, ...props }: SiteLinkProps) {
  return <a {...props} href={localizedPath(href, usePageLocale())} />;
}
