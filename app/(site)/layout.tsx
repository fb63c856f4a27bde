import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { SiteFrame } from "@/components/site/site-frame";
import { PUBLIC_PAGE_CACHE_LIFE } from "@/lib/cache";
import { getSiteSettings } from "@/lib/settings";
import { sendQuoteRequest } from "./actions";

// Every visitor page is rendered at build time or on its first visit, then served from the cache: the build
// fails if one of them reads request data or uncached data.
export const ensureStatic = "navigation";

// Links between visitor pages prefetch each route's App Shell (Partial Prefetching; next.config.ts says why it is
// not turned on for the whole app).
export const prefetch = "partial";

export async function generateMetadata(): Promise<Metadata> {
  const { companyName } = await getSiteSettings();
  return { title: { default: companyName, template: `%s | ${companyName}` } };
}

/**
 * The year of the copyright line. Reading it sets the lifetime of every visitor page: re-rendered (from cached
 * data) at most once a minute, so the year changes on New Year's Day and a proxy may keep a page for a minute.
 */
async function currentYear(): Promise<number> {
  "use cache";
  cacheLife(PUBLIC_PAGE_CACHE_LIFE);
  return new Date().getFullYear();
}

export default async function SiteLayout({ children }: LayoutProps<"/">) {
  const [settings, year] = await Promise.all([getSiteSettings(), currentYear()]);
  return (
    <SiteFrame settings={settings} year={year} sendQuoteRequest={sendQuoteRequest}>
      {children}
    </SiteFrame>
  );
}
