import { STATIC_PAGES } from "@/lib/page-seo/catalog";
import { ArrowRight } from "lucide";
import { countLabel, ListSection, type ListTexts } from "@/components/site/list-section";
import { CallToAction, PageHero } from "@/components/site/page-hero";
import { ProjectCard as ProjectCardView } from "@/components/site/project-card";
import { SiteLink } from "@/components/site/site-link";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { TestimonialsSection } from "@/components/site/testimonials";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { getPublicMedia } from "@/lib/media/public";
import { featuredImage } from "@/lib/projects/gallery";
import { listTrail, listViewMetadata, type ListViewWording, loadListView, type ListSource } from "@/lib/list-pages";
import { categorySlug, type ListView } from "@/lib/list-views";
import { type ProjectCard, projectCardOf, sampleProjectCards } from "@/lib/projects/cards";
import { getProjectCategories, getPublishedProjectPage } from "@/lib/projects/list";
import { ALL_PROJECTS, filterProjects, projectCategories } from "@/lib/projects/search";
import { PROJECT_CATEGORIES } from "@/lib/projects/types";

// /projects and every view of it (category, search, page): app/[locale]/(site)/projects/(list)/page.tsx and [...view]/page.tsx.

/** The portfolio's cards: its cached pages, or the spec's two sample projects when the database cannot be read. */
const PROJECT_SOURCE: ListSource<ProjectCard> = {
  categories: getProjectCategories,
  page: async (query) => {
    const page = await getPublishedProjectPage(query);
    if (!page.ok) return page;
    const media = await getPublicMedia(page.data.projects.map(featuredImage));
    return {
      ok: true,
      data: { cards: page.data.projects.map((project) => projectCardOf(project, media)), total: page.data.total },
    };
  },
  samples: sampleProjectCards,
  categoryOf: (project) => project.category,
  sampleCategories: projectCategories,
  filterSamples: (projects, { search, category }) =>
    filterProjects(projects, { search, category: category ?? ALL_PROJECTS }),
};

const loadProjectList = (view: ListView) => loadListView(view, PROJECT_SOURCE);

const PROJECT_WORDING: ListViewWording = {
  list: "Projets",
  title: STATIC_PAGES.projects.title,
  description: STATIC_PAGES.projects.description,
  categoryTitle: (name) => `Projets : ${name}`,
  categoryDescription: (name) =>
    `Les projets de notre agence digitale à Abidjan en ${name} : le défi, notre solution et les résultats.`,
  searchDescription: (search) => `Les projets de notre portfolio qui parlent de « ${search} ».`,
};

/** What the list's section says (ListSection). */
const PROJECT_TEXTS: ListTexts = {
  heading: "Liste des projets",
  searchLabel: "Rechercher un projet",
  searchPlaceholder: "Titre, client, description…",
  empty: "Aucun projet n'est encore publié. Revenez bientôt !",
  noMatch: "Aucun projet ne correspond à vos critères de recherche.",
  count: (total) => countLabel(total, "projet", "projets"),
};

/** Title, description, canonical address and neighbouring pages of a view; search results stay out of indexes. */
export const projectListMetadata = async (view: ListView) =>
  listViewMetadata("/projects", view, await loadProjectList(view), PROJECT_WORDING);

export async function ProjectListPage({ view }: { view: ListView }) {
  const list = await loadProjectList(view);
  if (!list.found) return <PageNotFoundResponse />;
  return (
    <>
      <PageHero
        trail={listTrail("/projects", "Projets", list.category)}
        eyebrow="Portfolio"
        title={list.category?.name ?? "Nos Projets"}
        description="Plus de 50 projets réalisés pour des entreprises et des institutions, dans 6 domaines d'expertise."
      >
        <dl className="mt-10 flex gap-10">
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-white/80">Projets réalisés</dt>
            <dd className="text-4xl font-bold">50+</dd>
          </div>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-white/80">Domaines d&apos;expertise</dt>
            <dd className="text-4xl font-bold">6</dd>
          </div>
        </dl>
      </PageHero>

      <ListSection
        id="project-list"
        base="/projects"
        view={view}
        content={list}
        texts={PROJECT_TEXTS}
        notice={
          list.failed && (
            <p role="alert" className="mb-8 font-medium text-destructive">
              Impossible de charger les projets. Utilisation des données de secours.
            </p>
          )
        }
      >
        {list.cards.map((project) => (
          <ProjectCardView key={project.id ?? project.title} project={project} />
        ))}
      </ListSection>

      <TestimonialsSection id="project-testimonials" title="Ce que disent nos clients" />

      <CallToAction
        id="projects-call"
        title="Votre projet sera le prochain ?"
        text="Présentez-nous votre idée : nous vous aidons à la concrétiser, de la conception au lancement."
      >
        <Button asChild size="lg">
          <SiteLink href="/start-project">
            Démarrer un projet <Icon node={ArrowRight} aria-hidden />
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
