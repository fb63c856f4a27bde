import { ArrowLeftIcon, ExternalLinkIcon, EyeIcon, PencilIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/admin/link-button";
import { PROJECTS_PATH, projectEditPath } from "@/components/admin/projects/paths";
import { FeaturedBadge, ProjectStatusBadge } from "@/components/admin/projects/project-badges";
import { AdminImage } from "@/components/admin/admin-image";
import { UserText } from "@/components/admin/user-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/dates";
import type { ProjectView } from "@/lib/projects";
import { capFeaturedIndex, featuredImage } from "@/lib/projects/gallery";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function TabCard({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <Card>
        <CardContent className="grid grid-cols-1 gap-6">{children}</CardContent>
      </Card>
    </TabsContent>
  );
}

function Text({ children }: { children: string }) {
  return <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{children}</p>;
}

function Chips({ values, variant = "secondary" }: { values: string[]; variant?: "secondary" | "outline" }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value}>
          <Badge variant={variant}>{value}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** /admin/projects/preview/{id}: the project as saved, drafts included, with its three tabs. */
export function ProjectPreview({ project, canEdit }: { project: ProjectView; canEdit: boolean }) {
  const mainIndex = capFeaturedIndex(project.featuredImageIndex, project.images.length);
  const links = [
    { label: "Site web", href: project.websiteUrl },
    { label: "App Store", href: project.appStoreUrl },
    { label: "Google Play", href: project.playStoreUrl },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <div className="grid grid-cols-1 max-w-5xl gap-6">
      <Alert className="border-info/50 bg-info/10">
        <EyeIcon />
        <AlertTitle>Mode prévisualisation</AlertTitle>
        <AlertDescription>
          {project.status === "draft"
            ? "Ce projet est un brouillon : il n'est pas visible sur le site."
            : "Ce projet est publié : les visiteurs le voient sur le site."}
        </AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <LinkButton href={PROJECTS_PATH} icon={ArrowLeftIcon}>
          Retour à la liste
        </LinkButton>
        {canEdit && (
          <LinkButton href={projectEditPath(project.id)} icon={PencilIcon}>
            Modifier
          </LinkButton>
        )}
        <Button asChild>
          <a href={`/projects/${project.id}`} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon />
            Voir sur le site
            <span className="sr-only">(nouvel onglet)</span>
          </a>
        </Button>
      </div>

      <header className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{project.category}</Badge>
          <ProjectStatusBadge status={project.status} />
          <FeaturedBadge featured={project.featured} hideStandard />
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{project.title}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>Client :</dt>
            <dd className="font-medium text-foreground">
              <UserText>{project.client}</UserText>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Date :</dt>
            <dd className="font-medium text-foreground">
              <UserText>{project.date}</UserText>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Dernière mise à jour :</dt>
            <dd>{formatDateTime(project.updatedAt)}</dd>
          </div>
        </dl>
      </header>

      <div className="relative aspect-[16/9] overflow-hidden rounded-xl border bg-muted" data-testid="featured-image">
        <AdminImage
          src={featuredImage(project)}
          title={project.title}
          alt={`Image principale du projet ${project.title}`}
          sizes="(min-width: 1280px) 1024px, 100vw"
          priority
        />
      </div>

      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Aperçu</TabsTrigger>
          <TabsTrigger value="details">Détails</TabsTrigger>
          <TabsTrigger value="gallery">Galerie ({project.images.length})</TabsTrigger>
        </TabsList>
        <TabCard value="overview">
          <Section title="À propos du projet">
            <Text>{project.description.about}</Text>
          </Section>
          <Section title="Technologies">
            <Chips values={project.technologies} />
          </Section>
          <Section title="Tags">
            <Chips values={project.tags} variant="outline" />
          </Section>
          {project.testimonial && (
            <Section title="Témoignage">
              <figure className="rounded-lg border-l-4 border-primary bg-muted/50 p-4">
                <blockquote className="italic">« {project.testimonial.content} »</blockquote>
                {(project.testimonial.author || project.testimonial.position) && (
                  <figcaption className="mt-2 text-sm text-muted-foreground">
                    <span className="font-medium text-foreground">{project.testimonial.author}</span>
                    {project.testimonial.author && project.testimonial.position && ", "}
                    {project.testimonial.position}
                  </figcaption>
                )}
              </figure>
            </Section>
          )}
        </TabCard>
        <TabCard value="details">
          <Section title="Le défi">
            <Text>{project.description.challenge}</Text>
          </Section>
          <Section title="Notre solution">
            <Text>{project.description.solution}</Text>
          </Section>
          <Section title="Résultats">
            <Text>{project.description.results}</Text>
          </Section>
          {(project.duration || project.teamSize) && (
            <Section title="Réalisation">
              <Text>
                {[project.duration && `Durée : ${project.duration}`, project.teamSize && `Équipe : ${project.teamSize}`]
                  .filter(Boolean)
                  .join("\n")}
              </Text>
            </Section>
          )}
          <Section title="Liens">
            {links.length > 0 ? (
              <ul className="grid grid-cols-1 gap-1">
                {links.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                    >
                      {link.label}
                      <ExternalLinkIcon className="size-3.5" aria-hidden />
                      <span className="sr-only">(nouvel onglet)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Aucun lien.</p>
            )}
          </Section>
        </TabCard>
        <TabsContent value="gallery">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3" aria-label="Galerie du projet">
            {project.images.map((image, index) => (
              <li key={image} className="relative aspect-[4/3] overflow-hidden rounded-lg border bg-muted">
                <AdminImage
                  src={image}
                  title={project.title}
                  alt={`Image ${index + 1} du projet`}
                  sizes="(min-width: 768px) 33vw, 50vw"
                />
                {index === mainIndex && <Badge className="absolute top-2 left-2">Image principale</Badge>}
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </div>
  );
}
