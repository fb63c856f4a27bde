import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { formTexts, inPageLanguage } from "@/components/site/forms/texts";
import { SiteFrame } from "@/components/site/site-frame";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { PUBLIC_PAGE_CACHE_LIFE } from "@/lib/cache";
import { isLocale } from "@/lib/i18n/locales";
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

export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  // dynamicParams = false does not combine with Cache Components: a first segment that names no language
  // (/api/nothing, /og/nothing: lib/i18n/routing.ts leaves them unrewritten) is answered 404 here, outside the frame
  // (app/[locale]/not-found.tsx draws the same view in the browser).
  if (!isLocale((await params).locale))
    return (
      <main>
        <PageNotFoundResponse />
      </main>
    );
  const [settings, year, action, texts] = await Promise.all([
    getSiteSettings(),
    currentYear(),
    inPageLanguage(sendQuoteRequest),
    formTexts(),
  ]);
  return (
    <SiteFrame settings={settings} year={year} quoteForm={{ action, texts }}>
      {children}
    </SiteFrame>
  );
}
