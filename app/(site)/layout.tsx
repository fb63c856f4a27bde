import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { LinkRouter } from "@/components/site/link-router";
import { QuoteModalProvider } from "@/components/site/quote-modal";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SiteToaster } from "@/components/site/toasts";
import { VisitTracker } from "@/components/site/visit-tracker";
import { PUBLIC_PAGE_CACHE_LIFE } from "@/lib/cache";
import { getSiteSettings } from "@/lib/settings";

// Every visitor page is rendered at build time or on its first visit, then served from the cache: the build
// fails if one of them reads request data or uncached data.
export const ensureStatic = "navigation";

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
    <QuoteModalProvider>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <SiteHeader
        contact={{
          companyName: settings.companyName,
          phone: settings.phone,
          email: settings.email,
          address: settings.address,
        }}
      />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} year={year} />
      <LinkRouter />
      <VisitTracker />
      <SiteToaster />
    </QuoteModalProvider>
  );
}
