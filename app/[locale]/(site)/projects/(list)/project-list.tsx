import { ArrowRight } from "lucide";
import { ListSection, listTexts } from "@/components/site/list-section";
import { CallToAction, PageHero } from "@/components/site/page-hero";
import { ProjectCard as ProjectCardView } from "@/components/site/project-card";
import { SiteLink } from "@/components/site/site-link";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { TestimonialsSection } from "@/components/site/testimonials";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales";
import { projectCategoryLabel, projectCategoryName } from "@/lib/projects/categories";
import { getPublicMedia } from "@/lib/media/public";
import { featuredImage } from "@/lib/projects/gallery";
import { listTrail, listViewMetadata, type ListViewWording, loadListView, type ListSource } from "@/lib/list-pages";
import { categorySlug, type ListView } from "@/lib/list-views";
import { type ProjectCard, projectCardOf, sampleProjectCards } from "@/lib/projects/cards";
import { getProjectCategories, getPublishedProjectPage } from "@/lib/projects/list";
import { ALL_PROJECTS, filterProjects, projectCategories } from "@/lib/projects/search";
import { PROJECT_CATEGORIES } from "@/lib/projects/types";

// /projects and every view of it (category, search, page): app/[locale]/(site)/projects/(list)/page.tsx and [...view]/page.tsx.

/**
 * The portfolio's cards in a language: its cached pages, or the spec's two sample projects when the database cannot be
 * read. The categories carry the language's names (the addresses keep the labels' slugs, as content slugs do).
 */
const projectSource = (locale: Locale): ListSource<ProjectCard> => ({
  categories: async () => {
    const loaded = await getProjectCategories(locale);
    if (!loaded.ok) return loaded;
    const named = loaded.data.map((category) => ({ ...category, name: projectCategoryName(category.name, locale) }));
    return { ok: true, data: named };
  },
  page: async (query) => {
    const categories = query.categories?.map((name) => projectCategoryLabel(name, locale)) ?? null;
    const page = await getPublishedProjectPage({ ...query, categories, locale });
    if (!page.ok) return page;
    const media = await getPublicMedia(page.data.projects.map(featuredImage));
    const cards = page.data.projects.map((project) => projectCardOf(project, media, locale));
    return { ok: true, data: { cards, total: page.data.total } };
  },
  samples: () => sampleProjectCards(locale),
  categoryOf: (project) => project.category,
  sampleCategories: projectCategories,
  filterSamples: (projects, { search, category }) =>
    filterProjects(projects, { search, category: category ?? ALL_PROJECTS }),
});

const loadProjectList = async (view: ListView) => loadListView(view, projectSource(await getLocale()));

/** Title, description, canonical address and neighbouring pages of a view; search results stay out of indexes. */
export async function projectListMetadata(view: ListView) {
  const [t, nav, pages] = await Promise.all([
    getTranslations("Projects"),
    getTranslations("Navigation"),
    getTranslations("Metadata.pages"),
  ]);
  const wording: ListViewWording = {
    list: nav("projects"),
    title: pages("projects.title"),
    description: pages("projects.description"),
    categoryTitle: (category) => t("metadata.categoryTitle", { category }),
    categoryDescription: (category) => t("metadata.categoryDescription", { category }),
    searchDescription: (search) => t("metadata.searchDescription", { search }),
  };
  return listViewMetadata("/projects", view, await loadProjectList(view), wording);
}

export async function ProjectListPage({ view }: { view: ListView }) {
  const list = await loadProjectList(view);
  if (!list.found) return <PageNotFoundResponse />;
  const [t, nav] = await Promise.all([getTranslations("Projects"), getTranslations("Navigation")]);
  return (
    <>
      <PageHero
        trail={listTrail("/projects", nav("projects"), list.category)}
        eyebrow={t("hero.eyebrow")}
        title={list.category?.name ?? t("hero.title")}
        description={t("hero.description")}
      >
        <dl className="mt-10 flex gap-10">
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-white/80">{t("hero.projects")}</dt>
            <dd className="text-4xl font-bold">50+</dd>
          </div>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-white/80">{t("hero.domains")}</dt>
            <dd className="text-4xl font-bold">6</dd>
          </div>
        </dl>
      </PageHero>

      <ListSection
        id="project-list"
        base="/projects"
        view={view}
        content={list}
        texts={await listTexts("Projects")}
        notice={
          list.failed && (
            <p role="alert" className="mb-8 font-medium text-destructive">
              {t("list.loadFailed")}
            </p>
          )
        }
      >
        {list.cards.map((project) => (
          <ProjectCardView key={project.id ?? project.title} project={project} />
        ))}
      </ListSection>

      <TestimonialsSection id="project-testimonials" title={t("testimonials")} />

      <CallToAction id="projects-call" title={t("call.title")} text={t("call.text")}>
        <Button asChild size="lg">
          <SiteLink href="/start-project">
            {t("call.button")} <Icon node={ArrowRight} aria-hidden />
          </SiteLink>
        </Button>
      </CallToAction>
    </>
  );
}

/** The views the build renders ahead: the second page and each category's first page (six, whatever the archive). */
export function projectListStaticParams(): { view: string[] }[] {
  return [
    { view: ["page", "2"] },
    ...PROJECT_CATEGORIES.map((category) => ({ view: ["categorie", categorySlug(category)] })),
  ];
}
