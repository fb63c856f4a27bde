import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "@/lib/i18n/server";
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
export async function PageNotFound() {
  const t = await getTranslations("NotFound.page");
  return <StatusView code="404" title={t("title")} message={t("message")} action={{ href: "/", label: t("back") }} />;
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
export async function CategoryNotFound() {
  const t = await getTranslations("NotFound.category");
  return <StatusView title={t("title")} message={t("message")} action={{ href: "/services", label: t("back") }} />;
}

/** 'Projet non trouvé', after 'Impossible de charger le projet…' when the project could not be loaded. */
export async function ProjectNotFound({ loadFailed = false }: { loadFailed?: boolean }) {
  const t = await getTranslations("NotFound.project");
  return (
    <StatusView
      notice={loadFailed ? t("loadFailed") : undefined}
      title={t("title")}
      message={t("message")}
      action={{ href: "/projects", label: t("back") }}
    />
  );
}

/** 'Article non trouvé', or 'Impossible de charger l'article…' when the article could not be loaded. */
export async function ArticleNotFound({ loadFailed = false }: { loadFailed?: boolean }) {
  const t = await getTranslations("NotFound.article");
  return (
    <StatusView
      notice={loadFailed ? t("loadFailed") : undefined}
      title={t("title")}
      message={t("message")}
      action={{ href: "/blog", label: t("back") }}
    />
  );
}
