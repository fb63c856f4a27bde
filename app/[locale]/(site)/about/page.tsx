import { Eye, Gem, Handshake, Lightbulb, Route, ShieldCheck, Target } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "@/components/site/site-link";
import { CallToAction, PageHero, SectionHeading } from "@/components/site/page-hero";
import { QuoteButton } from "@/components/site/quote-button";
import { StatsGrid } from "@/components/site/stats-grid";
import { Button } from "@/components/ui/button";
import { staticPageMetadata } from "@/lib/seo";
import { getTranslations } from "@/lib/i18n/server";
import { getSiteSettings } from "@/lib/settings";

export function generateMetadata() {
  return staticPageMetadata("about");
}

const PILLARS = [
  { id: "mission", icon: Target },
  { id: "vision", icon: Eye },
  { id: "approach", icon: Route },
] as const;

// The spec names these four values; 'Integrité' is written as it gives it.
const VALUES = [
  { id: "excellence", icon: Gem },
  { id: "innovation", icon: Lightbulb },
  { id: "collaboration", icon: Handshake },
  { id: "integrity", icon: ShieldCheck },
] as const;

export default async function AboutPage() {
  const [t, settings] = await Promise.all([getTranslations("About"), getSiteSettings()]);
  return (
    <>
      <PageHero
        trail={[{ name: t("name"), path: "/about" }]}
        eyebrow={t("name")}
        title={t("title")}
        description={t("description", { companyName: settings.companyName })}
      />

      <section aria-labelledby="story" className="py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t("story.eyebrow")}</p>
            <h2 id="story" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {t("story.title")}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted-foreground">
              <p>{t("story.beginnings")}</p>
              <p>{t("story.today")}</p>
            </div>
          </div>
          <StatsGrid figures={settings} />
        </div>
      </section>

      <section aria-labelledby="pillars" className="bg-muted/50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="pillars" className="sr-only">
            {t("pillars.heading")}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {PILLARS.map(({ id, icon }) => (
              <li key={id} className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
                <Icon node={icon} aria-hidden className="size-8 text-primary" />
                <h3 className="mt-4 text-xl font-semibold">{t(`pillars.${id}.title`)}</h3>
                <p className="mt-3 text-muted-foreground">{t(`pillars.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="values" eyebrow={t("values.eyebrow")} title={t("values.title")} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ id, icon }) => (
              <li key={id} className="rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm">
                <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon node={icon} aria-hidden className="size-7" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`values.${id}.title`)}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(`values.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction id="about-call" tone="dark" title={t("call.title")} text={t("call.text")}>
        <QuoteButton size="lg" />
        <Button asChild size="lg" variant="overlay">
          <SiteLink href="/contact">{t("call.contact")}</SiteLink>
        </Button>
      </CallToAction>
    </>
  );
}
