import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { ArticleDetail } from "@/components/site/article-detail";
import { PreviewBanner } from "@/components/site/preview-banner";
import { ProjectDetail } from "@/components/site/project-detail";
import { getSimilarPosts } from "@/lib/blog/list";
import { getPublicMedia } from "@/lib/media/public";
import { resolvePreviewToken } from "@/lib/previews";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { getSiteSettings } from "@/lib/settings";

// One lookup per request for the metadata and the page, which run beside the layout: each waits for the request
// itself (connection) before reading the clock, as a prerender must not.
const resolve = cache(async (token: string) => {
  await connection();
  return resolvePreviewToken(token);
});

export async function generateMetadata({ params }: PageProps<"/apercu/[token]">): Promise<Metadata> {
  const preview = await resolve((await params).token);
  const title = preview ? (preview.kind === "article" ? preview.post.title : preview.project.title) : null;
  return {
    title: title ? `Aperçu : ${title}` : "Page introuvable",
    robots: { index: false, follow: false },
  };
}

/**
 * A draft or scheduled article or project through its preview link, in its public page's design. A link that opens
 * nothing is answered with a 404 by proxy.ts before it gets here (this page's shell is sent before it knows); one
 * revoked in between, or whose item was deleted, gets the not-found view here.
 */
export default async function PreviewPage({ params }: PageProps<"/apercu/[token]">) {
  const preview = await resolve((await params).token);
  if (!preview) notFound();
  const settings = await getSiteSettings();
  if (preview.kind === "project") {
    return (
      <>
        <ProjectDetail
          project={preview.project}
          media={await getPublicMedia(preview.project.images)}
          companyName={settings.companyName}
          preview
        />
        <PreviewBanner expiresAt={preview.expiresAt} />
      </>
    );
  }
  const { id, categoryId, tags } = preview.post;
  const similar = await getSimilarPosts({ id, categoryId, tags }, DEFAULT_LOCALE);
  const similarPosts = similar.ok ? similar.data : [];
  const media = await getPublicMedia([preview.post.coverImage, ...similarPosts.map((post) => post.coverImage)]);
  return (
    <>
      <ArticleDetail
        post={preview.post}
        similar={similarPosts}
        media={media}
        companyName={settings.companyName}
        preview
      />
      <PreviewBanner expiresAt={preview.expiresAt} />
    </>
  );
}
