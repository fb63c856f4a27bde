import type { ComponentProps } from "react";

/**
 * A link to a page of the site: a plain anchor, followed by the client router and prefetched on intent by
 * LinkRouter (mounted once by the site layout), so that it costs nothing to hydrate.
 */
export function SiteLink(props: ComponentProps<"a"> & { href: string }) {
  return <a {...props} />;
}
