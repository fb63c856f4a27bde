import type { ComponentProps } from "react";
import { getLocale } from "@/lib/i18n/server";
import { localizedPath } from "@/lib/i18n/paths";

export type SiteLinkProps = ComponentProps<"a"> & {
  /** The page's French path ('/confidentialite'): the link goes to it in the language being rendered. */
  href: string;
};

/**
 * A link to a page of the site, in the page's language: a plain anchor, followed by the client router and
 * prefetched on intent by LinkRouter (mounted once by the site layout), so that it costs nothing to hydrate.
 * Client components use ClientSiteLink.
 */
export async function SiteLink({ href, ...props }: SiteLinkProps) {
  return <a {...props} href={localizedPath(href, await getLocale())} />;
}
