import { BackLink } from "@/components/site/back-link";
import { QuotePageForm } from "@/components/site/forms/quote-page-form";
import { formTexts, inPageLanguage } from "@/components/site/forms/texts";
import { PageHero } from "@/components/site/page-hero";
import { getTranslations } from "@/lib/i18n/server";
import { staticPageMetadata } from "@/lib/seo";
import { sendQuoteRequest } from "../actions";

export function generateMetadata() {
  return staticPageMetadata("devis");
}

/**
 * The quote request as a page: where every 'Demander un devis' button leads before the page's scripts run (or
 * without them); with them, the same form opens in the quote modal over the page.
 */
export default async function QuotePage() {
  const t = await getTranslations("QuotePage");
  return (
    <>
      <PageHero
        trail={[{ name: t("title"), path: "/devis" }]}
        eyebrow={t("eyebrow")}
        title={t("title")}
        description={t("description")}
      />
      <section className="py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <BackLink href="/" className="mb-6">
            {t("back")}
          </BackLink>
          <QuotePageForm action={await inPageLanguage(sendQuoteRequest)} texts={await formTexts()} />
        </div>
      </section>
    </>
  );
}
