import { permanentRedirect } from "next/navigation";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { PageNotFound } from "@/components/site/status-view";
import { canonicalViewPath, parseListView } from "@/lib/list-views";
import { BlogListPage, blogListMetadata, blogListStaticParams } from "../blog-list";

// A view of the blog other than its first page: /blog/page/2, /blog/categorie/{slug}, /blog/recherche/{words},
// and their combinations. Rendered on its first visit (or by the build, for a few), then served from the cache.
export function generateStaticParams() {
  return blogListStaticParams();
}

export async function generateMetadata({ params }: PageProps<"/blog/[...view]">) {
  const view = parseListView((await params).view);
  return view ? blogListMetadata(view) : { title: "Page introuvable" };
}

export default async function BlogViewPage({ params }: PageProps<"/blog/[...view]">) {
  const segments = (await params).view;
  const view = parseListView(segments);
  if (!view) {
    return (
      <NotFoundResponse>
        <PageNotFound />
      </NotFoundResponse>
    );
  }
  const canonical = canonicalViewPath("/blog", segments, view);
  if (canonical) permanentRedirect(canonical);
  return <BlogListPage view={view} />;
}
