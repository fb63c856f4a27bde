import type { ReactNode } from "react";
import { LinkRouter } from "@/components/site/link-router";
import { QuoteModalProvider } from "@/components/site/quote-modal";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SiteToaster } from "@/components/site/toasts";
import { VisitTracker } from "@/components/site/visit-tracker";
import type { SiteSettingsView } from "@/lib/settings/defaults";

/**
 * What frames every visitor page: the skip link, header, main, footer and the site's client pieces. The shareable
 * preview (app/apercu) passes `countVisits={false}`: opening a preview is not a visit.
 */
export function SiteFrame({
  settings,
  year,
  countVisits = true,
  children,
}: {
  settings: SiteSettingsView;
  year: number;
  countVisits?: boolean;
  children: ReactNode;
}) {
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
      {countVisits && <VisitTracker />}
      <SiteToaster />
    </QuoteModalProvider>
  );
}
