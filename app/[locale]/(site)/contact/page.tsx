import { AgencyContactList } from "@/components/site/agency-contact";
import { ContactFormArea } from "@/components/site/contact-form-area";
import { ContactMap } from "@/components/site/contact-map";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { localBusinessJsonLd, siteShareImage, staticPageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";
import { sendContactMessage } from "../actions";

export function generateMetadata() {
  return staticPageMetadata("contact");
}

export default async function ContactPage() {
  const settings = await getSiteSettings();
  return (
    <>
      <JsonLd data={localBusinessJsonLd(settings, await siteShareImage(settings))} />
      <PageHero
        trail={[{ name: "Contact", path: "/contact" }]}
        eyebrow="Contact"
        title="Parlons de votre projet"
        description="Une question, une idée, un projet ? Écrivez-nous, appelez-nous ou passez nous voir à Cocody."
      >
        <AgencyContactList contact={settings} className="mt-10 text-foreground md:grid-cols-3" />
      </PageHero>
      <section aria-labelledby="contact-form" className="py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="contact-form" className="text-3xl font-bold tracking-tight">
              Envoyez-nous un message
            </h2>
            <p className="mt-3 text-muted-foreground">Nous vous répondons dans les plus brefs délais.</p>
            <div className="mt-8">
              <ContactFormArea action={sendContactMessage} />
            </div>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight">Nous trouver</h2>
            <p className="mt-3 text-muted-foreground">{settings.address}</p>
            <div className="mt-8">
              <ContactMap address={settings.address} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
