import { SiteLink } from "@/components/site/site-link";
import { FeatureList } from "@/components/site/feature-list";
import { PageHero } from "@/components/site/page-hero";
import { QuoteButton } from "@/components/site/quote-button";
import { CATEGORY_ICONS } from "@/components/site/service-icons";
import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { staticPageMetadata } from "@/lib/seo";
import { serviceCategories } from "@/lib/services/catalog";

export function generateMetadata() {
  return staticPageMetadata("services-detail");
}

export default async function ServicesDetailPage() {
  const [t, nav, locale] = await Promise.all([getTranslations("Services"), getTranslations("Navigation"), getLocale()]);
  return (
    <>
      <PageHero
        trail={[
          { name: nav("services"), path: "/services" },
          { name: t("detail.crumb"), path: "/services-detail" },
        ]}
        eyebrow={t("detail.eyebrow")}
        title={t("detail.title")}
        description={t("detail.description")}
      />
      <div className="mx-auto max-w-5xl space-y-16 px-4 py-20 sm:px-6">
        {serviceCategories(locale).map((category) => {
          const categoryIcon = CATEGORY_ICONS[category.id];
          return (
            <section key={category.id} aria-labelledby={`detail-${category.id}`}>
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon node={categoryIcon} aria-hidden className="size-6" />
                </span>
                <h2 id={`detail-${category.id}`} className="text-2xl font-bold tracking-tight">
                  <SiteLink href={`/services/${category.id}`} className="hover:text-primary">
                    {category.title}
                  </SiteLink>
                </h2>
              </div>
              <p className="mt-3 text-muted-foreground">{category.description}</p>
              {/* The browser's own accordion: one service open at a time in a category (`name`), closed again by a
                  second tap, with or without the page's scripts. */}
              <div className="mt-6 rounded-xl border bg-card px-6 text-card-foreground shadow-sm">
                {category.services.map((service) => (
                  <details key={service.id} name={`services-${category.id}`} className="group border-b last:border-b-0">
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
                      {service.title}
                      <Icon
                        node={ChevronDown}
                        aria-hidden
                        className="size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                      />
                    </summary>
                    <div className="pb-4 text-sm">
                      <p className="text-muted-foreground">{service.description}</p>
                      <FeatureList features={service.features} className="mt-3" />
                    </div>
                  </details>
                ))}
              </div>
            </section>
          );
        })}
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-muted/50 p-10 text-center">
          <h2 className="text-2xl font-bold">{t("detail.callTitle")}</h2>
          <QuoteButton size="lg" />
        </div>
      </div>
    </>
  );
}
