import { SiteLink } from "@/components/site/site-link";
import { FeatureList } from "@/components/site/feature-list";
import { PageHero } from "@/components/site/page-hero";
import { QuoteButton } from "@/components/site/quote-button";
import { CATEGORY_ICONS } from "@/components/site/service-icons";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Icon } from "@/components/ui/icon";
import { staticPageMetadata } from "@/lib/seo";
import { SERVICE_CATEGORIES } from "@/lib/services/catalog";

export function generateMetadata() {
  return staticPageMetadata("services-detail");
}

export default function ServicesDetailPage() {
  return (
    <>
      <PageHero
        trail={[
          { name: "Services", path: "/services" },
          { name: "Détail des services", path: "/services-detail" },
        ]}
        eyebrow="Nos services en détail"
        title="Tout ce que nous pouvons faire pour vous"
        description="Ouvrez un service pour découvrir ce qu'il comprend."
      />
      <div className="mx-auto max-w-5xl space-y-16 px-4 py-20 sm:px-6">
        {SERVICE_CATEGORIES.map((category) => {
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
              <Accordion
                type="single"
                collapsible
                className="mt-6 rounded-xl border bg-card px-6 text-card-foreground shadow-sm"
              >
                {category.services.map((service) => (
                  <AccordionItem key={service.title} value={service.title}>
                    <AccordionTrigger className="text-base">{service.title}</AccordionTrigger>
                    <AccordionContent>
                      <p className="text-muted-foreground">{service.description}</p>
                      <FeatureList features={service.features} className="mt-3" />
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          );
        })}
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-muted/50 p-10 text-center">
          <h2 className="text-2xl font-bold">Un service vous intéresse ?</h2>
          <QuoteButton size="lg" />
        </div>
      </div>
    </>
  );
}
