import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { OptimizedImage } from "@/components/site/optimized-image";
import { SiteLink } from "@/components/site/site-link";
import { FeatureList } from "@/components/site/feature-list";
import { JsonLd } from "@/components/site/json-ld";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { CallToAction, homeCrumb, SectionHeading } from "@/components/site/page-hero";
import { QuoteButton } from "@/components/site/quote-button";
import { CATEGORY_ICONS } from "@/components/site/service-icons";
import { CategoryNotFound } from "@/components/site/status-view";
import { TestimonialsSection } from "@/components/site/testimonials";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { breadcrumbJsonLd, sitePageMetadata } from "@/lib/seo";
import { getServiceCategory } from "@/lib/services/catalog";
import { SERVICE_CATEGORY_IDS } from "@/lib/services/types";
import { cn } from "@/lib/utils";

export function generateStaticParams() {
  return SERVICE_CATEGORY_IDS.map((categoryId) => ({ categoryId }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/services/[categoryId]">) {
  const [{ categoryId }, locale, t, notFound] = await Promise.all([
    params,
    getLocale(),
    getTranslations("Services"),
    getTranslations("NotFound"),
  ]);
  const category = getServiceCategory(locale, categoryId);
  if (!category) return { title: notFound("category.title") };
  return sitePageMetadata({
    title: t("category.metaTitle", { category: category.title }),
    description: category.description,
    path: `/services/${category.id}`,
    inEveryLanguage: true,
    image: { url: category.image, width: 1200, height: 800 },
  });
}

export default async function ServiceCategoryPage({ params }: PageProps<"/[locale]/services/[categoryId]">) {
  const [{ categoryId }, locale] = await Promise.all([params, getLocale()]);
  const category = getServiceCategory(locale, categoryId);
  if (!category) {
    return (
      <NotFoundResponse>
        <CategoryNotFound />
      </NotFoundResponse>
    );
  }
  const categoryIcon = CATEGORY_ICONS[category.id];
  const [t, nav] = await Promise.all([getTranslations("Services"), getTranslations("Navigation")]);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          await homeCrumb(),
          { name: nav("services"), path: "/services" },
          { name: category.title, path: `/services/${category.id}` },
        ])}
      />
      <section
        className={cn("relative overflow-hidden bg-gradient-to-br pt-40 pb-16 text-white sm:pb-20", category.gradient)}
      >
        <OptimizedImage
          src={category.image}
          alt=""
          fill
          preload
          sizes="100vw"
          className="object-cover opacity-20 mix-blend-luminosity"
        />
        <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
          <SiteLink
            href="/services"
            className="inline-flex items-center gap-2 text-sm font-medium text-white/90 hover:text-white hover:underline"
          >
            <Icon node={ArrowLeft} aria-hidden className="size-4" />
            {t("category.back")}
          </SiteLink>
          <div className="mt-6 flex items-center gap-4">
            <span className="inline-flex size-14 items-center justify-center rounded-xl bg-white/15">
              <Icon node={categoryIcon} aria-hidden className="size-7" />
            </span>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{category.title}</h1>
          </div>
          <p className="mt-6 max-w-3xl text-lg text-white/90">{category.description}</p>
        </div>
      </section>

      <section aria-labelledby="category-services" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="category-services"
            eyebrow={t("category.offerEyebrow")}
            title={t("category.offerTitle", { category: category.title })}
          />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {category.services.map((service) => (
              <li
                key={service.id}
                className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
              >
                <h3 className="text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 text-muted-foreground">{service.description}</p>
                <FeatureList features={service.features} className="mt-4 text-sm" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TestimonialsSection id="category-testimonials" title={t("category.testimonialsTitle")} />

      <CallToAction
        id="category-call"
        title={t("category.callTitle")}
        text={t("category.callText", { category: category.title })}
      >
        <QuoteButton size="lg" />
      </CallToAction>
    </>
  );
}
