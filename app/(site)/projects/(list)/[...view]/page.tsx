import { permanentRedirect } from "next/navigation";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { PageNotFound } from "@/components/site/status-view";
import { canonicalViewPath, parseListView } from "@/lib/list-views";
import { ProjectListPage, projectListMetadata, projectListStaticParams } from "../project-list";

// A view of the portfolio other than its first page: /projects/page/2, /projects/categorie/{slug},
// /projects/recherche/{words}, and their combinations. Rendered on its first visit (or by the build, for a few), then
// served from the cache.
export function generateStaticParams() {
  return projectListStaticParams();
}

export async function generateMetadata({ params }: PageProps<"/projects/[...view]">) {
  const view = parseListView((await params).view);
  return view ? projectListMetadata(view) : { title: "Page introuvable" };
}

export default async function ProjectViewPage({ params }: PageProps<"/projects/[...view]">) {
  const segments = (await params).view;
  const view = parseListView(segments);
  if (!view) {
    return (
      <NotFoundResponse>
        <PageNotFound />
      </NotFoundResponse>
    );
  }
  const canonical = canonicalViewPath("/projects", segments, view);
  if (canonical) permanentRedirect(canonical);
  return <ProjectListPage view={view} />;
}
