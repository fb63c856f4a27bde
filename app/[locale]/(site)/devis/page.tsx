import { BackLink } from "@/components/site/back-link";
import { QuotePageForm } from "@/components/site/forms/quote-page-form";
import { PageHero } from "@/components/site/page-hero";
import { staticPageMetadata } from "@/lib/seo";
import { sendQuoteRequest } from "../actions";

export function generateMetadata() {
  return staticPageMetadata("devis");
}

/**
 * The quote request as a page: where every 'Demander un devis' button leads before the page's scripts run (or
 * without them); with them, the same form opens in the quote modal over the page.
 */
export default function QuotePage() {
  return (
    <>
      <PageHero
        trail={[{ name: "Demander un devis", path: "/devis" }]}
        eyebrow="Devis gratuit"
        title="Demander un devis"
        description="Décrivez-nous votre projet : nous vous répondons dans les plus brefs délais avec une proposition adaptée."
      />
      <section className="py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <BackLink href="/" className="mb-6">
            Retour à l&apos;accueil
          </BackLink>
          <QuotePageForm action={sendQuoteRequest} />
        </div>
      </section>
    </>
  );
}
