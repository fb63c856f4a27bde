import { permanentRedirect, redirect } from "next/navigation";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { ProjectDetail } from "@/components/site/project-detail";
import { ProjectNotFound } from "@/components/site/status-view";
import { PRERENDERED_DETAIL_PAGES } from "@/lib/cache";
import { getPublishedProject, getPublishedProjects } from "@/lib/projects";
import { featuredImage } from "@/lib/projects/gallery";
import { parseId } from "@/lib/ids";
import { type Locale, LOCALES, servedLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { getPublicMedia } from "@/lib/media/public";
import { getRedirectTarget } from "@/lib/redirects";
import { seoOf, sitePageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";
import { truncate } from "@/lib/text";

// Next needs at least one id to prerender; '0' is never a project, so it renders the not-found view.
const NO_PROJECT_PARAMS = [{ id: "0" }];

export async function generateStaticParams({ params: parent }: { params: { locale: string } }) {
  const loaded = await getPublishedProjects({ limit: PRERENDERED_DETAIL_PAGES, locale: servedLocale(parent.locale) });
  const params = loaded.ok ? loaded.data.map((project) => ({ id: String(project.id) })) : [];
  return params.length > 0 ? params : NO_PROJECT_PARAMS;
}

async function loadProject(segment: string, locale: Locale) {
  const id = parseId(segment);
  return id === null ? ({ ok: true, data: null } as const) : getPublishedProject(id, locale);
}

/** Whether the project is published in a language other than the page's (its address there is the same id). */
async function publishedInAnotherLanguage(segment: string, locale: Locale): Promise<boolean> {
  for (const other of LOCALES.filter((each) => each !== locale)) {
    const loaded = await loadProject(segment, other);
    if (loaded.ok && loaded.data) return true;
  }
  return false;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/projects/[id]">) {
  const loaded = await loadProject((await params).id, await getLocale());
  const notFound = (await getTranslations("NotFound"))("project.title");
  if (!loaded.ok) return { title: notFound, robots: { index: false } };
  if (!loaded.data) return { title: notFound };
  const { project, versions } = loaded.data;
  const image = featuredImage(project);
  const media = await getPublicMedia([project.socialImage, image]);
  const path = `/projects/${project.id}`;
  return sitePageMetadata({
    ...seoOf(project, { title: project.title, description: truncate(project.description.about, 155), image }, media),
    path,
    versions: Object.fromEntries(versions.map((language) => [language, path])),
    generatedImage: { kind: "projects", key: project.id },
  });
}

export default async function ProjectPage({ params }: PageProps<"/[locale]/projects/[id]">) {
  const { id } = await params;
  const locale = await getLocale();
  const [loaded, settings] = await Promise.all([loadProject(id, locale), getSiteSettings()]);
  if (!loaded.ok) return <ProjectNotFound loadFailed />;
  if (!loaded.data) {
    // A project's address never changes; a manual redirect may lead from a removed one.
    const target = await getRedirectTarget(localizedPath(`/projects/${id}`, locale));
    if (target) permanentRedirect(target);
    // The language switcher keeps the address of the page it is on: a project not published in this language leads
    // to this language's portfolio.
    if (await publishedInAnotherLanguage(id, locale)) redirect(localizedPath("/projects", locale));
    return (
      <NotFoundResponse>
        <ProjectNotFound />
      </NotFoundResponse>
    );
  }
  const { project } = loaded.data;
  const media = await getPublicMedia(project.images);
  return <ProjectDetail project={project} media={media} companyName={settings.companyName} />;
}
