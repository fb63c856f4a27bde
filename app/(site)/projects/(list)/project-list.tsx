import { ArrowRight } from "lucide";
import { countLabel, ListSection } from "@/components/site/list-section";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { CallToAction, PageHero } from "@/components/site/page-hero";
import { ProjectCard as ProjectCardView } from "@/components/site/project-card";
import { SiteLink } from "@/components/site/site-link";
import { PageNotFound } from "@/components/site/status-view";
import { TestimonialsSection } from "@/components/site/testimonials";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { categorySlug, LIST_PAGE_SIZE, type ListCategory, type ListView, listViewPath } from "@/lib/list-views";
import { type ProjectCard, projectCardOf, sampleProjectCards } from "@/lib/projects/cards";
import { getProjectCategories, getPublishedProjectPage } from "@/lib/projects/list";
import { ALL_PROJECTS, filterProjects, projectCategories } from "@/lib/projects/search";
import { PROJECT_CATEGORIES } from "@/lib/projects/types";
import { sitePageMetadata } from "@/lib/seo";

// /projects and every view of it (category, search, page): app/(site)/projects/(list)/page.tsx and [...view]/page.tsx.

type ProjectList =
  | { found: false }
  | {
      found: true;
      failed: boolean;
      categories: ListCategory[];
      category: ListCategory | null;
      cards: ProjectCard[];
      total: number;
    };

/**
 * One view of the portfolio: its page of cards from the cache, or, when the database cannot be read, the spec's two
 * sample projects filtered by the same rules. An unknown category or a page past the last one is not found.
 */
async function loadProjectList(view: ListView): Promise<ProjectList> {
  const categories = await getProjectCategories();
  if (categories.ok) {
    const category = categories.data.find((candidate) => candidate.slug === view.category) ?? null;
    if (view.category && !category) return { found: false };
    const page = await getPublishedProjectPage({
      categories: category ? [category.name] : null,
      search: view.search,
      page: view.page,
      limit: LIST_PAGE_SIZE,
    });
    if (page.ok) {
      if (view.page > 1 && page.data.projects.length === 0) return { found: false };
      const cards = page.data.projects.map(projectCardOf);
      return { found: true, failed: false, categories: categories.data, category, cards, total: page.data.total };
    }
  }
  const samples = sampleProjectCards();
  const sampleCategories = projectCategories(samples).map((name) => ({
    name,
    slug: categorySlug(name),
    lastModified: null,
    count: samples.filter((project) => project.category === name).length,
  }));
  const category = sampleCategories.find((candidate) => candidate.slug === view.category) ?? null;
  const matching = filterProjects(samples, { search: view.search ?? "", category: category?.name ?? ALL_PROJECTS });
  const start = (view.page - 1) * LIST_PAGE_SIZE;
  return {
    found: true,
    failed: true,
    categories: sampleCategories,
    category,
    cards: matching.slice(start, start + LIST_PAGE_SIZE),
    total: matching.length,
  };
}

const DESCRIPTION =
  "Applications mobiles, sites web, identités visuelles, films et campagnes digitales : découvrez les projets réalisés par notre agence à Abidjan.";

/** Title, description, canonical address and neighbouring pages of a view; search results stay out of indexes. */
export async function projectListMetadata(view: ListView) {
  const list = await loadProjectList(view);
  if (!list.found) return { title: "Page introuvable" };
  const totalPages = Math.max(1, Math.ceil(list.total / LIST_PAGE_SIZE));
  const pageSuffix = view.page > 1 ? ` · page ${view.page}` : "";
  const title = view.search
    ? `Recherche « ${view.search} » · Projets${pageSuffix}`
    : `${list.category ? `Projets : ${list.category.name}` : "Nos projets"}${pageSuffix}`;
  const description = `${
    list.category
      ? `Les projets de notre agence digitale à Abidjan en ${list.category.name} : le défi, notre solution et les résultats.`
      : view.search
        ? `Les projets de notre portfolio qui parlent de « ${view.search} ».`
        : DESCRIPTION
  }${view.page > 1 ? ` Page ${view.page} sur ${totalPages}.` : ""}`;
  return {
    ...(await sitePageMetadata({
      title,
      description,
      path: listViewPath("/projects", view),
      noIndex: Boolean(view.search) || list.failed,
    })),
    pagination: {
      previous: view.page > 1 ? listViewPath("/projects", { ...view, page: view.page - 1 }) : null,
      next: view.page < totalPages ? listViewPath("/projects", { ...view, page: view.page + 1 }) : null,
    },
  };
}

export async function ProjectListPage({ view }: { view: ListView }) {
  const list = await loadProjectList(view);
  if (!list.found) {
    return (
      <NotFoundResponse>
        <PageNotFound />
      </NotFoundResponse>
    );
  }
  const trail = [
    { name: "Projets", path: "/projects" },
    ...(list.category
      ? [{ name: list.category.name, path: listViewPath("/projects", { category: list.category.slug }) }]
      : []),
  ];
  const empty = !list.failed && list.total === 0 && list.categories.length === 0;
  return (
    <>
      <PageHero
        trail={trail}
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

      {empty ? (
        <p className="mx-auto my-16 max-w-7xl rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          Aucun projet n&apos;est encore publié. Revenez bientôt !
        </p>
      ) : (
        <ListSection
          id="project-list"
          base="/projects"
          view={view}
          categories={list.categories}
          total={list.total}
          pageSize={LIST_PAGE_SIZE}
          texts={{
            heading: "Liste des projets",
            searchLabel: "Rechercher un projet",
            searchPlaceholder: "Titre, client, description…",
            noMatch: "Aucun projet ne correspond à vos critères de recherche.",
            count: (total) => countLabel(total, "projet", "projets"),
          }}
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
      )}

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
