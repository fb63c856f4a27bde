import type { ReactNode } from "react";
import { getTranslations } from "@/lib/i18n/server";
import { HydrationSignal } from "@/components/site/hydration-signal";
import { LinkRouter } from "@/components/site/link-router";
import { SCROLL_THRESHOLD_PX } from "@/components/site/navigation";
import { NOT_FOUND_DIGEST } from "@/components/site/not-found-response";
import { type QuoteForm, QuoteModalProvider } from "@/components/site/quote-modal";
import { SiteBootScript } from "@/components/site/site-boot-script";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SiteToaster } from "@/components/site/toasts";
import { VisitTracker } from "@/components/site/visit-tracker";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import { collectorScriptAddress } from "@/lib/web-vitals/collector";

/**
 * What frames every visitor page: the skip link, header, main, footer, the page's bootstrap script (what it does
 * without React) and the site's client pieces. The shareable preview (app/apercu) passes `countVisits={false}`:
 * opening a preview is not a visit, nor a page view whose web vitals count.
 */
export async function SiteFrame({
  settings,
  year,
  countVisits = true,
  quoteForm,
  children,
}: {
  settings: SiteSettingsView;
  /** The quote modal's server action (app/[locale]/(site)/actions.ts) and texts, in the page's language. */
  quoteForm: QuoteForm;
  year: number;
  countVisits?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations("Frame");
  return (
    <QuoteModalProvider quoteForm={quoteForm}>
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
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
      <SiteBootScript
        countVisits={countVisits}
        scrollThreshold={SCROLL_THRESHOLD_PX}
        notFoundDigest={NOT_FOUND_DIGEST}
        webVitals={
          countVisits ? { script: collectorScriptAddress(), samplePercent: settings.webVitalsSamplePercent } : null
        }
      />
      <LinkRouter />
      {countVisits && <VisitTracker />}
      <SiteToaster />
      <HydrationSignal />
    </QuoteModalProvider>
  );
}
