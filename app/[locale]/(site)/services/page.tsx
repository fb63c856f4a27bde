import { ArrowRight, Award, Check, Handshake, Lightbulb, ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import { OptimizedImage } from "@/components/site/optimized-image";
import { SiteLink } from "@/components/site/site-link";
import { CallToAction, PageHero, SectionHeading } from "@/components/site/page-hero";
import { QuoteButton } from "@/components/site/quote-button";
import { CATEGORY_ICONS } from "@/components/site/service-icons";
import { Button } from "@/components/ui/button";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { staticPageMetadata } from "@/lib/seo";
import { serviceCardsOf, serviceCategories } from "@/lib/services/catalog";
import { processSteps, serviceBenefits } from "@/lib/services/content";
import { serviceSummary } from "@/lib/services/rules";

export function generateMetadata() {
  return staticPageMetadata("services");
}

const BENEFIT_ICONS = { Award, Handshake, ShieldCheck, Lightbulb };

export default async function ServicesPage() {
  const [t, nav, locale] = await Promise.all([getTranslations("Services"), getTranslations("Navigation"), getLocale()]);
  return (
    <>
      <PageHero
        trail={[{ name: nav("services"), path: "/services" }]}
        eyebrow={t("overview.eyebrow")}
        title={t("overview.title")}
        description={t("overview.description")}
      >
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {serviceBenefits(locale).map((benefit) => {
            const benefitIcon = BENEFIT_ICONS[benefit.icon];
            return (
              <li key={benefit.id} className="rounded-xl border border-white/15 bg-white/10 p-5">
                <Icon node={benefitIcon} aria-hidden className="size-6" />
                <h2 className="mt-3 font-semibold">{benefit.title}</h2>
                <p className="mt-1 text-sm text-white/80">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </PageHero>

      <section aria-labelledby="categories" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="categories"
            eyebrow={t("overview.categoriesEyebrow")}
            title={t("overview.categoriesTitle")}
          />
          <ul className="grid gap-8 md:grid-cols-2">
            {serviceCategories(locale).map((category) => {
              const categoryIcon = CATEGORY_ICONS[category.id];
              const { shown, more } = serviceSummary(serviceCardsOf(locale, category.id));
              return (
                <li
                  key={category.id}
                  className="flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
                >
                  <div className="relative aspect-[3/1] overflow-hidden">
                    <OptimizedImage
                      src={category.image}
                      alt=""
                      fill
                      sizes="(min-width: 768px) 600px, 100vw"
                      className="object-cover"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <div className="flex items-center gap-3">
                      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                        <Icon node={categoryIcon} aria-hidden className="size-6" />
                      </span>
                      <h3 className="text-xl font-semibold">{category.title}</h3>
                    </div>
                    <p className="mt-4 text-muted-foreground">{category.description}</p>
                    <ul className="mt-5 space-y-2">
                      {shown.map((service) => (
                        <li key={service.id} className="flex gap-2">
                          <Icon node={Check} aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                          {service.title}
                        </li>
                      ))}
                    </ul>
                    {more > 0 && (
                      <p className="mt-2 pl-7 text-sm text-muted-foreground">
                        {t("overview.moreServices", { count: more })}
                      </p>
                    )}
                    <div className="mt-6 flex-1 content-end">
                      <Button asChild variant="outline">
                        <SiteLink
                          href={`/services/${category.id}`}
                          aria-label={t("overview.discoverCategory", { category: category.title })}
                        >
                          {t("overview.discover")} <Icon node={ArrowRight} aria-hidden />
                        </SiteLink>
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mt-10 text-center">
            <SiteLink href="/services-detail" className="font-semibold text-primary hover:underline">
              {t("overview.allDetails")}
            </SiteLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="process" className="bg-muted/50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="process"
            eyebrow={t("overview.processEyebrow")}
            title={t("overview.processTitle")}
            description={t("overview.processDescription")}
          />
          <ol className="grid gap-6 md:grid-cols-5">
            {processSteps(locale).map((step, index) => (
              <li key={step.id} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CallToAction id="services-call" title={t("overview.callTitle")} text={t("overview.callText")}>
        <QuoteButton size="lg" />
      </CallToAction>
    </>
  );
}
