import { permanentRedirect } from "next/navigation";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { ProjectDetail } from "@/components/site/project-detail";
import { ProjectNotFound } from "@/components/site/status-view";
import { PRERENDERED_DETAIL_PAGES } from "@/lib/cache";
import { getPublishedProject, getPublishedProjects } from "@/lib/projects";
import { featuredImage } from "@/lib/projects/gallery";
import { parseId } from "@/lib/ids";
import { getPublicMedia } from "@/lib/media/public";
import { ogImagePath } from "@/lib/og/rules";
import { getTranslations } from "@/lib/i18n/server";
import { getRedirectTarget } from "@/lib/redirects";
import { seoOf, sitePageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";
import { truncate } from "@/lib/text";

// Next needs at least one id to prerender; '0' is never a project, so it renders the not-found view.
const NO_PROJECT_PARAMS = [{ id: "0" }];

export async function generateStaticParams() {
  const loaded = await getPublishedProjects({ limit: PRERENDERED_DETAIL_PAGES });
  const params = loaded.ok ? loaded.data.map((project) => ({ id: String(project.id) })) : [];
  return params.length > 0 ? params : NO_PROJECT_PARAMS;
}

async function loadProject(segment: string) {
  const id = parseId(segment);
  return id === null ? ({ ok: true, data: null } as const) : getPublishedProject(id);
}

export async function generateMetadata({ params }: PageProps<"/[locale]/projects/[id]">) {
  const loaded = await loadProject((await params).id);
  const notFound = (await getTranslations("NotFound"))("project.title");
  if (!loaded.ok) return { title: notFound, robots: { index: false } };
  const project = loaded.data;
  if (!project) return { title: notFound };
  const image = featuredImage(project);
  const media = await getPublicMedia([project.socialImage, image]);
  return sitePageMetadata({
    ...seoOf(project, { title: project.title, description: truncate(project.description.about, 155), image }, media),
    path: `/projects/${project.id}`,
    generatedImage: ogImagePath("projects", project.id),
  });
}

export default async function ProjectPage({ params }: PageProps<"/[locale]/projects/[id]">) {
  const { id } = await params;
  const [loaded, settings] = await Promise.all([loadProject(id), getSiteSettings()]);
  if (!loaded.ok) return <ProjectNotFound loadFailed />;
  if (!loaded.data) {
    // A project's address never changes; a manual redirect may lead from a removed one.
    const target = await getRedirectTarget(`/projects/${id}`);
    if (target) permanentRedirect(target);
    return (
      <NotFoundResponse>
        <ProjectNotFound />
      </NotFoundResponse>
    );
  }
  const media = await getPublicMedia(loaded.data.images);
  return <ProjectDetail project={loaded.data} media={media} companyName={settings.companyName} />;
}
