import { Eye, Gem, Handshake, Lightbulb, Route, ShieldCheck, Target } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "@/components/site/site-link";
import { CallToAction, PageHero, SectionHeading } from "@/components/site/page-hero";
import { QuoteButton } from "@/components/site/quote-button";
import { StatsGrid } from "@/components/site/stats-grid";
import { Button } from "@/components/ui/button";
import { staticPageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";

export function generateMetadata() {
  return staticPageMetadata("about");
}

const PILLARS = [
  {
    icon: Target,
    title: "Notre mission",
    text: "Rendre le numérique utile et accessible aux entreprises ivoiriennes : des outils qui simplifient le quotidien de leurs clients et font grandir leur activité.",
  },
  {
    icon: Eye,
    title: "Notre vision",
    text: "Devenir le partenaire digital de référence en Afrique de l'Ouest, reconnu pour la qualité de ses réalisations et l'impact mesurable de ses projets.",
  },
  {
    icon: Route,
    title: "Notre approche",
    text: "Comprendre avant de concevoir, tester avant de livrer, mesurer après la mise en ligne : chaque décision s'appuie sur vos utilisateurs et sur des données.",
  },
];

// The spec names these four values; 'Integrité' is written as it gives it.
const VALUES = [
  {
    icon: Gem,
    title: "Excellence",
    text: "Nous visons un travail soigné dans chaque détail, du premier croquis à la dernière ligne de code.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "Nous explorons sans cesse de nouvelles idées et technologies pour vous garder une longueur d'avance.",
  },
  {
    icon: Handshake,
    title: "Collaboration",
    text: "Nous avançons avec vous, en toute transparence, comme une extension de votre équipe.",
  },
  {
    icon: ShieldCheck,
    title: "Integrité",
    text: "Nous tenons nos engagements, protégeons vos données et vous conseillons en toute honnêteté.",
  },
];

export default async function AboutPage() {
  const settings = await getSiteSettings();
  return (
    <>
      <PageHero
        trail={[{ name: "À propos", path: "/about" }]}
        eyebrow="À propos"
        title="Une agence digitale ivoirienne au service de votre croissance"
        description={`Depuis plus de dix ans, ${settings.companyName} aide les entreprises de Côte d'Ivoire à réussir leur transformation numérique.`}
      />

      <section aria-labelledby="story" className="py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">Notre histoire</p>
            <h2 id="story" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              Née à Abidjan, tournée vers l&apos;avenir
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted-foreground">
              <p>
                Tout a commencé à Cocody avec une petite équipe de designers et de développeurs convaincus qu&apos;un
                site ou une application réussis partent toujours des besoins réels de leurs utilisateurs.
              </p>
              <p>
                Au fil des projets, l&apos;agence a réuni des réalisateurs, des photographes, des experts du cloud et de
                la cybersécurité et des spécialistes du marketing digital. Aujourd&apos;hui, nous accompagnons des PME,
                des grands comptes, des institutions et des startups, à Abidjan comme dans tout le pays.
              </p>
            </div>
          </div>
          <StatsGrid figures={settings} />
        </div>
      </section>

      <section aria-labelledby="pillars" className="bg-muted/50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="pillars" className="sr-only">
            Mission, vision et approche
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {PILLARS.map(({ icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-8 text-card-foreground shadow-sm">
                <Icon node={icon} aria-hidden className="size-8 text-primary" />
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-3 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="values" eyebrow="Ce qui nous guide" title="Nos valeurs" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm">
                <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon node={icon} aria-hidden className="size-7" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        id="about-call"
        tone="dark"
        title="Prêt à démarrer votre projet ?"
        text="Rencontrons-nous pour parler de vos objectifs : le premier rendez-vous est offert."
      >
        <QuoteButton size="lg" />
        <Button asChild size="lg" variant="overlay">
          <SiteLink href="/contact">Nous contacter</SiteLink>
        </Button>
      </CallToAction>
    </>
  );
}
