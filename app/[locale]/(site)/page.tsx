import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { SiteLink } from "@/components/site/site-link";
import { AgencyContactList } from "@/components/site/agency-contact";
import { ContactFormArea } from "@/components/site/contact-form-area";
import { inPageLanguage } from "@/components/site/forms/texts";
import { ExpertiseCarousels } from "@/components/site/expertise-carousels";
import { HomeHero } from "@/components/site/home-hero";
import { JsonLd } from "@/components/site/json-ld";
import { CallToAction, SectionHeading } from "@/components/site/page-hero";
import { PostCard } from "@/components/site/post-card";
import { ProjectCard } from "@/components/site/project-card";
import { QuoteButton } from "@/components/site/quote-button";
import { StatsGrid } from "@/components/site/stats-grid";
import { Button } from "@/components/ui/button";
import { getLatestPosts } from "@/lib/blog";
import { postCardOf } from "@/lib/blog/cards";
import { HOME_LATEST_POSTS } from "@/lib/blog/rules";
import { getPublicMedia } from "@/lib/media/public";
import { getPublishedProjects } from "@/lib/projects";
import { featuredImage } from "@/lib/projects/gallery";
import { projectCardOf } from "@/lib/projects/cards";
import { HOME_FEATURED_PROJECTS } from "@/lib/projects/rules";
import { localBusinessJsonLd, siteShareImage, sitePageMetadata, withPageSeo } from "@/lib/seo";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { getSiteSettings } from "@/lib/settings";
import { sendContactMessage } from "./actions";

export async function generateMetadata() {
  const [{ companyName }, t] = await Promise.all([getSiteSettings(), getTranslations("Metadata")]);
  return sitePageMetadata(
    await withPageSeo("home", {
      title: t("homeTitle", { companyName, title: t("pages.home.title") }),
      absoluteTitle: true,
      description: t("pages.home.description"),
      path: "/",
      inEveryLanguage: true,
      generatedImage: { kind: "page", key: "home" },
    }),
  );
}

/**
 * A home list (featured projects, latest posts): its heading, its cards and a link to the whole list; nothing when
 * there is no card to show (none published, or the database could not be read).
 */
function CardListSection({
  id,
  eyebrow,
  title,
  description,
  more,
  cards,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  more: { href: string; label: string };
  cards: ReactNode[];
}) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="bg-muted/50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
        <div className="grid gap-6 md:grid-cols-2">{cards}</div>
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <SiteLink href={more.href}>
              {more.label} <Icon node={ArrowRight} aria-hidden />
            </SiteLink>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default async function HomePage() {
  const locale = await getLocale();
  const [t, settings, projects, posts] = await Promise.all([
    getTranslations("Home"),
    getSiteSettings(),
    getPublishedProjects({ featured: true, limit: HOME_FEATURED_PROJECTS, locale }),
    getLatestPosts(HOME_LATEST_POSTS, locale),
  ]);
  const shownProjects = projects.ok ? projects.data : [];
  const shownPosts = posts.ok ? posts.data : [];
  const media = await getPublicMedia([
    ...shownProjects.map(featuredImage),
    ...shownPosts.map((post) => post.coverImage),
  ]);
  return (
    <>
      <JsonLd data={localBusinessJsonLd(settings, await siteShareImage(settings))} />
      <HomeHero />

      <section aria-labelledby="expertise" className="py-20">
        <SectionHeading
          id="expertise"
          eyebrow={t("expertise.eyebrow")}
          title={t("expertise.title")}
          description={t("expertise.description")}
          className="px-4"
        />
        <ExpertiseCarousels />
      </section>

      <CardListSection
        id="featured-projects"
        eyebrow={t("featuredProjects.eyebrow")}
        title={t("featuredProjects.title")}
        description={t("featuredProjects.description")}
        more={{ href: "/projects", label: t("featuredProjects.more") }}
        cards={shownProjects.map((project) => (
          <ProjectCard key={project.id} project={projectCardOf(project, media, locale)} />
        ))}
      />

      <section aria-labelledby="about-teaser" className="py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t("about.eyebrow")}</p>
            <h2 id="about-teaser" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {t("about.title")}
            </h2>
            <p className="mt-6 text-lg text-muted-foreground">
              {t("about.text", { companyName: settings.companyName })}
            </p>
            <Button asChild size="lg" className="mt-8">
              <SiteLink href="/about">
                {t("about.more")} <Icon node={ArrowRight} aria-hidden />
              </SiteLink>
            </Button>
          </div>
          <StatsGrid figures={settings} />
        </div>
      </section>

      <CardListSection
        id="latest-posts"
        eyebrow={t("latestPosts.eyebrow")}
        title={t("latestPosts.title")}
        description={t("latestPosts.description")}
        more={{ href: "/blog", label: t("latestPosts.more") }}
        cards={shownPosts.map((post) => (
          <PostCard key={post.id} post={postCardOf(post, media)} />
        ))}
      />

      <CallToAction id="quote-call" tone="primary" title={t("quoteCall.title")} text={t("quoteCall.text")}>
        <QuoteButton size="lg" variant="secondary" />
      </CallToAction>

      <section aria-labelledby="contact" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="contact"
            eyebrow={t("contact.eyebrow")}
            title={t("contact.title")}
            description={t("contact.description")}
          />
          <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
            <AgencyContactList contact={settings} />
            <ContactFormArea action={await inPageLanguage(sendContactMessage)} />
          </div>
        </div>
      </section>
    </>
  );
}
