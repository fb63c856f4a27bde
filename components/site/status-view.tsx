import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";
import { buttonVariants } from "@/components/ui/button-variants";
import { NotFoundResponse } from "./not-found-response";
import { StatusLayout } from "./status-layout";

/**
 * A full-page state instead of the content: not found (404 page, unknown project, article or service category)
 * or content that could not be loaded.
 */
export function StatusView({
  action,
  ...frame
}: Omit<Parameters<typeof StatusLayout>[0], "children"> & { action: { href: string; label: string } }) {
  return (
    <StatusLayout {...frame}>
      <SiteLink href={action.href} data-slot="button" className={buttonVariants({ size: "lg" })}>
        <Icon node={ArrowLeft} aria-hidden />
        {action.label}
      </SiteLink>
    </StatusLayout>
  );
}

/** The page shown for any unknown path (spec: 'Oops! Page not found' and a link to /). */
export function PageNotFound() {
  return (
    <StatusView
      code="404"
      title="Oops! Page not found"
      message="La page que vous cherchez n'existe pas ou a été déplacée."
      action={{ href: "/", label: "Retour à l'accueil" }}
    />
  );
}

/** The 404 page of an unknown path, answered with its status (a page whose address names nothing). */
export function PageNotFoundResponse() {
  return (
    <NotFoundResponse>
      <PageNotFound />
    </NotFoundResponse>
  );
}

/** 'Catégorie non trouvée', for a service category id that is not one of the four. */
export function CategoryNotFound() {
  return (
    <StatusView
      title="Catégorie non trouvée"
      message="La catégorie que vous recherchez n'existe pas."
      action={{ href: "/services", label: "Retour aux services" }}
    />
  );
}

/** 'Projet non trouvé', after 'Impossible de charger le projet…' when the project could not be loaded. */
export function ProjectNotFound({ loadFailed = false }: { loadFailed?: boolean }) {
  return (
    <StatusView
      notice={loadFailed ? "Impossible de charger le projet. Veuillez réessayer plus tard." : undefined}
      title="Projet non trouvé"
      message="Le projet que vous recherchez n'existe pas ou a été supprimé."
      action={{ href: "/projects", label: "Retour aux projets" }}
    />
  );
}

/** 'Article non trouvé', or 'Impossible de charger l'article…' when the article could not be loaded. */
export function ArticleNotFound({ loadFailed = false }: { loadFailed?: boolean }) {
  return (
    <StatusView
      notice={loadFailed ? "Impossible de charger l'article. Veuillez réessayer plus tard." : undefined}
      title="Article non trouvé"
      message="L'article que vous recherchez n'existe pas ou a été supprimé."
      action={{ href: "/blog", label: "Retour au blog" }}
    />
  );
}
