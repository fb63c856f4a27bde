import { AgencyContactList } from "@/components/site/agency-contact";
import { ContactFormArea } from "@/components/site/contact-form-area";
import { inPageLanguage } from "@/components/site/forms/texts";
import { ContactMap } from "@/components/site/contact-map";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { getTranslations } from "@/lib/i18n/server";
import { localBusinessJsonLd, siteShareImage, staticPageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";
import { sendContactMessage } from "../actions";

export function generateMetadata() {
  return staticPageMetadata("contact");
}

export default async function ContactPage() {
  const [t, settings] = await Promise.all([getTranslations("ContactPage"), getSiteSettings()]);
  return (
    <>
      <JsonLd data={localBusinessJsonLd(settings, await siteShareImage(settings))} />
      <PageHero
        trail={[{ name: t("name"), path: "/contact" }]}
        eyebrow={t("name")}
        title={t("title")}
        description={t("description")}
      >
        <AgencyContactList contact={settings} className="mt-10 text-foreground md:grid-cols-3" />
      </PageHero>
      <section aria-labelledby="contact-form" className="py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="contact-form" className="text-3xl font-bold tracking-tight">
              {t("form.title")}
            </h2>
            <p className="mt-3 text-muted-foreground">{t("form.text")}</p>
            <div className="mt-8">
              <ContactFormArea action={await inPageLanguage(sendContactMessage)} />
            </div>
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{t("map.title")}</h2>
            <p className="mt-3 text-muted-foreground">{settings.address}</p>
            <div className="mt-8">
              <ContactMap
                address={settings.address}
                texts={{
                  frame: t("map.frame", { address: settings.address }),
                  show: t("map.show"),
                  open: t("map.open"),
                  newWindow: t("map.newWindow"),
                  notice: t("map.notice"),
                }}
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
