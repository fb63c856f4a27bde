import { Calendar, Clock, ExternalLink, Tag, User, Users } from "lucide";
import type { ReactNode } from "react";
import { FramedImage } from "@/components/site/framed-image";
import { JsonLd } from "@/components/site/json-ld";
import { DetailHero } from "@/components/site/page-hero";
import { SidebarCallout } from "@/components/site/sidebar-callout";
import { TestimonialCard } from "@/components/site/testimonials";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { projectCategoryName } from "@/lib/projects/categories";
import { type MediaViews, publicImage } from "@/lib/media/public-image";
import type { ProjectView } from "@/lib/projects";
import { featuredFirst } from "@/lib/projects/gallery";
import { creativeWorkJsonLd } from "@/lib/seo";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <div className="mt-4 text-lg leading-relaxed whitespace-pre-line text-muted-foreground">{children}</div>
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span className="text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 font-medium">{children}</dd>
    </div>
  );
}

async function ExternalButton({ href, children }: { href: string; children: string }) {
  const t = await getTranslations("Project");
  return (
    <Button asChild variant="outline" className="w-full justify-between">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <Icon node={ExternalLink} aria-hidden />
        <span className="sr-only">{t("newWindow")}</span>
      </a>
    </Button>
  );
}

/**
 * A project's public page (below the site's header): the page itself and its shareable preview (app/apercu), which
 * passes `preview` so that it publishes no structured data. `media`: the library's views of its images
 * (getPublicMedia).
 */
export async function ProjectDetail({
  project,
  media,
  companyName,
  preview = false,
}: {
  project: ProjectView;
  media: MediaViews;
  companyName: string;
  preview?: boolean;
}) {
  const [t, nav, locale] = await Promise.all([getTranslations("Project"), getTranslations("Navigation"), getLocale()]);
  const path = `/projects/${project.id}`;
  const category = projectCategoryName(project.category, locale);
  const images = featuredFirst(project);
  const [hero, ...gallery] = images;
  const links = [
    { href: project.websiteUrl, label: t("links.website") },
    { href: project.appStoreUrl, label: t("links.appStore") },
    { href: project.playStoreUrl, label: t("links.playStore") },
  ].filter((link): link is { href: string; label: string } => !!link.href);
  return (
    <>
      {!preview && (
        <JsonLd
          data={creativeWorkJsonLd({
            title: project.title,
            description: project.description.about,
            path,
            images: images.map((image) => publicImage(media, image, "original")!.src),
            client: project.client,
            category,
            keywords: [...project.tags, ...project.technologies],
            dateCreated: project.createdAt,
            dateModified: project.updatedAt,
            companyName,
          })}
        />
      )}
      <DetailHero
        list={{ name: nav("projects"), path: "/projects" }}
        path={path}
        title={project.title}
        category={<Badge>{category}</Badge>}
      >
        <p className="mt-4 text-lg text-white/80">{project.client}</p>
      </DetailHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <FramedImage
          image={publicImage(media, hero, "hero")}
          title={project.title}
          sizes="(min-width: 1280px) 1232px, 100vw"
          preload
          frameClassName="aspect-[2/1] rounded-2xl shadow-lg"
          frameTestId="project-hero"
        />
        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_320px]">
          <div className="space-y-12">
            <Section title={t("sections.about")}>{project.description.about}</Section>
            <Section title={t("sections.challenge")}>{project.description.challenge}</Section>
            <Section title={t("sections.solution")}>{project.description.solution}</Section>
            <Section title={t("sections.results")}>{project.description.results}</Section>
            {project.testimonial && (
              <section aria-labelledby="project-testimonial">
                <h2 id="project-testimonial" className="sr-only">
                  {t("sections.testimonial")}
                </h2>
                <TestimonialCard testimonial={project.testimonial} />
              </section>
            )}
            {gallery.length > 0 && (
              <section aria-labelledby="gallery">
                <h2 id="gallery" className="text-2xl font-bold tracking-tight">
                  {t("sections.gallery")}
                </h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                  {gallery.map((image, index) => {
                    const name = t("galleryImage", { title: project.title, number: index + 2 });
                    return (
                      <li key={image}>
                        <FramedImage
                          image={publicImage(media, image, "card")}
                          title={name}
                          fallbackAlt={name}
                          sizes="(min-width: 1024px) 450px, (min-width: 640px) 50vw, 100vw"
                          frameClassName="aspect-video rounded-xl"
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
          </div>
          <aside aria-label={t("aside")} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
              <h2 className="text-lg font-semibold">{t("facts.title")}</h2>
              <dl className="mt-5 space-y-4">
                <Fact icon={<Icon node={Calendar} aria-hidden className="size-5" />} label={t("facts.date")}>
                  {project.date}
                </Fact>
                <Fact icon={<Icon node={User} aria-hidden className="size-5" />} label={t("facts.client")}>
                  {project.client}
                </Fact>
                <Fact icon={<Icon node={Tag} aria-hidden className="size-5" />} label={t("facts.category")}>
                  {category}
                </Fact>
                {project.duration && (
                  <Fact icon={<Icon node={Clock} aria-hidden className="size-5" />} label={t("facts.duration")}>
                    {project.duration}
                  </Fact>
                )}
                {project.teamSize && (
                  <Fact icon={<Icon node={Users} aria-hidden className="size-5" />} label={t("facts.team")}>
                    {project.teamSize}
                  </Fact>
                )}
              </dl>
              {project.technologies.length > 0 && (
                <>
                  <h3 className="mt-6 text-sm font-semibold">{t("facts.technologies")}</h3>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {project.technologies.map((technology) => (
                      <li key={technology}>
                        <Badge variant="secondary">{technology}</Badge>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {links.length > 0 && (
                <div className="mt-6 space-y-3">
                  {links.map((link) => (
                    <ExternalButton key={link.label} href={link.href}>
                      {link.label}
                    </ExternalButton>
                  ))}
                </div>
              )}
            </div>
            <SidebarCallout
              title={t("callout.title")}
              text={t("callout.text")}
              link={{ href: "/start-project", label: t("callout.link") }}
            />
          </aside>
        </div>
      </div>
    </>
  );
}
