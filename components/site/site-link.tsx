import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal links: Next.js <Link> without prefetching on entering the viewport, which on a phone spends
 * the first seconds downloading and decoding the pages behind every visible link. PrefetchOnIntent prefetches a
 * page when the visitor points at, touches or focuses a link to it instead.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
