import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";
import { Badge } from "@/components/ui/badge";
import { getTranslations } from "@/lib/i18n/server";
import type { ProjectCard as ProjectCardData } from "@/lib/projects/cards";
import { cardTechnologies, projectCardDescription } from "@/lib/projects/rules";
import { CoverImage } from "./cover-image";

/** A portfolio card: image, category, title, client, description cut at 120 characters, two technologies then '+N'. */
export async function ProjectCard({ project, headingLevel = 3 }: { project: ProjectCardData; headingLevel?: 2 | 3 }) {
  const t = await getTranslations("Project");
  const Heading = `h${headingLevel}` as const;
  const { shown, more } = cardTechnologies(project.technologies);
  const href = project.id === null ? null : `/projects/${project.id}`;
  return (
    <article className="group render-when-near relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative aspect-video overflow-hidden bg-muted">
        <CoverImage
          src={project.image?.src}
          alt={project.image?.alt ?? ""}
          title={project.title}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Badge variant="secondary">{project.category}</Badge>
        <Heading className="mt-3 text-lg font-semibold">
          {href ? (
            <SiteLink href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {project.title}
            </SiteLink>
          ) : (
            project.title
          )}
        </Heading>
        <p className="mt-1 text-sm font-medium text-muted-foreground">{project.client}</p>
        <p className="mt-3 flex-1 text-sm text-muted-foreground">
          {projectCardDescription(project.description) ?? t("card.noDescription")}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("card.technologies")}>
          {shown.map((technology) => (
            <li key={technology}>
              <Badge variant="outline">{technology}</Badge>
            </li>
          ))}
          {more && (
            <li>
              <Badge variant="outline" aria-label={t("card.moreTechnologies", { count: more.slice(1) })}>
                {more}
              </Badge>
            </li>
          )}
        </ul>
        {href && (
          <p aria-hidden className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary">
            {t("card.view")}{" "}
            <Icon node={ArrowRight} className="size-4 transition-transform group-hover:translate-x-1" />
          </p>
        )}
      </div>
    </article>
  );
}
