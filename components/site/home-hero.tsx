import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";
import { Button } from "@/components/ui/button";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { serviceCategories } from "@/lib/services/catalog";
import { OptimizedImage } from "./optimized-image";
import { QuoteButton } from "./quote-button";
import { CATEGORY_ICONS } from "./service-icons";

const POSTER = "/videos/hero-poster.webp";

/** Home hero: background video, headline, a link to /services, the quote button and the four service tiles. */
export async function HomeHero() {
  const [t, locale] = await Promise.all([getTranslations("Services"), getLocale()]);
  return (
    <section className="relative isolate overflow-hidden bg-brand-dark text-white">
      {/* The video's first frame, already small (tools/assets/generate-hero-video.ts): served as it is. A backdrop
          under a dark veil, never the largest paint (the headline is): it does not race the font on a slow network
          (docs/benchmarks/lighthouse-3g.md), the brand colour stands in until it comes. */}
      <OptimizedImage src={POSTER} alt="" fill fetchPriority="low" unoptimized className="object-cover" />
      {/* Muted, looping, over its poster: started by the page's bootstrap script once the page has loaded and the
          browser is idle, never for a visitor who prefers reduced motion or saves data (site-boot.ts). */}
      <video
        data-play-when-idle=""
        hidden
        aria-hidden
        tabIndex={-1}
        poster={POSTER}
        muted
        loop
        playsInline
        preload="none"
        className="absolute inset-0 size-full object-cover"
      >
        <source data-src="/videos/hero.webm" type="video/webm" />
        <source data-src="/videos/hero.mp4" type="video/mp4" />
      </video>
      <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/35 to-black/70" />
      <div className="relative mx-auto flex min-h-svh max-w-7xl flex-col justify-center px-4 pt-36 pb-16 sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-white/80 uppercase">{t("homeHero.eyebrow")}</p>
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {t("homeHero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85 sm:text-xl">{t("homeHero.lead")}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Button asChild size="lg">
            <SiteLink href="/services">
              {t("homeHero.discover")} <Icon node={ArrowRight} aria-hidden />
            </SiteLink>
          </Button>
          <QuoteButton size="lg" variant="overlay" />
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCategories(locale).map((category) => {
            const categoryIcon = CATEGORY_ICONS[category.id];
            return (
              <li key={category.id}>
                <SiteLink
                  href={`/services/${category.id}`}
                  className="flex h-full items-start gap-4 rounded-xl border border-white/15 bg-white/10 p-5 transition-colors hover:bg-white/20"
                >
                  <Icon node={categoryIcon} aria-hidden className="mt-0.5 size-6 shrink-0" />
                  <span>
                    <span className="block font-semibold">{category.title}</span>
                    <span className="mt-1 block text-sm text-white/80">{t(`homeHero.tiles.${category.id}`)}</span>
                  </span>
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
