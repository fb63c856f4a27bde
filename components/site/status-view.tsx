import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A full-page state instead of the content: not found (404 page, unknown project, article or service category)
 * or content that could not be loaded.
 */
export function StatusView({
  code,
  title,
  message,
  notice,
  action,
}: {
  code?: string;
  title: string;
  message?: ReactNode;
  /** An error shown above the title, e.g. 'Impossible de charger le projet…'. */
  notice?: string;
  action: { href: string; label: string };
}) {
  return (
    <>
      <div aria-hidden className="h-26 bg-brand-dark" />
      <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
        {notice && (
          <p role="alert" className="text-destructive">
            {notice}
          </p>
        )}
        {code && <p className="text-7xl font-bold text-primary">{code}</p>}
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {message && <p className="text-lg text-muted-foreground">{message}</p>}
        <Button asChild size="lg" className="mt-4">
          <SiteLink href={action.href}>
            <Icon node={ArrowLeft} aria-hidden />
            {action.label}
          </SiteLink>
        </Button>
      </section>
    </>
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
