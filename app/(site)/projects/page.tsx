import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "@/components/site/site-link";
import { ListExplorer } from "@/components/site/list-explorer";
import { CallToAction, PageHero } from "@/components/site/page-hero";
import { ProjectCard } from "@/components/site/project-card";
import { TestimonialsSection } from "@/components/site/testimonials";
import { Button } from "@/components/ui/button";
import { getPublishedProjects } from "@/lib/projects";
import { projectCardOf, sampleProjectCards } from "@/lib/projects/cards";
import { projectCategories } from "@/lib/projects/search";
import { sitePageMetadata } from "@/lib/seo";

export function generateMetadata() {
  return sitePageMetadata({
    title: "Nos projets",
    description:
      "Applications mobiles, sites web, identités visuelles, films et campagnes digitales : découvrez les projets réalisés par notre agence à Abidjan.",
    path: "/projects",
  });
}

export default async function ProjectsPage() {
  const loaded = await getPublishedProjects();
  const projects = loaded.ok ? loaded.data.map(projectCardOf) : sampleProjectCards();
  return (
    <>
      <PageHero
        trail={[{ name: "Projets", path: "/projects" }]}
        eyebrow="Portfolio"
        title="Nos Projets"
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

      <section aria-labelledby="project-list" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="project-list" className="sr-only">
            Liste des projets
          </h2>
          {!loaded.ok && (
            <p role="alert" className="mb-8 font-medium text-destructive">
              Impossible de charger les projets. Utilisation des données de secours.
            </p>
          )}
          {projects.length > 0 ? (
            <ListExplorer
              explorer={{
                kind: "projects",
                items: projects.map(({ title, client, category, description }) => ({
                  title,
                  client,
                  category,
                  description: description.about,
                })),
              }}
              categories={projectCategories(projects)}
              cards={projects.map((project) => (
                <ProjectCard key={project.id ?? project.title} project={project} />
              ))}
            />
          ) : (
            <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
              Aucun projet n&apos;est encore publié. Revenez bientôt !
            </p>
          )}
        </div>
      </section>

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
