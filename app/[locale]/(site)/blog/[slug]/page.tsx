import { permanentRedirect } from "next/navigation";
import { ArticleDetail } from "@/components/site/article-detail";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { ArticleNotFound } from "@/components/site/status-view";
import { getLatestPosts, getPublishedPost } from "@/lib/blog";
import { getSimilarPosts } from "@/lib/blog/list";
import { postPath } from "@/lib/blog/rules";
import { getPublicMedia } from "@/lib/media/public";
import { PRERENDERED_DETAIL_PAGES } from "@/lib/cache";
import { ogImagePath } from "@/lib/og/rules";
import { getTranslations } from "@/lib/i18n/server";
import { getRedirectTarget } from "@/lib/redirects";
import { seoOf, sitePageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";

// Next needs at least one slug to prerender; this one is never a post's, so it renders the not-found view.
const NO_POST_PARAMS = [{ slug: "aucun-article" }];

export async function generateStaticParams() {
  const loaded = await getLatestPosts(PRERENDERED_DETAIL_PAGES);
  const params = loaded.ok ? loaded.data.map((post) => ({ slug: post.slug })) : [];
  return params.length > 0 ? params : NO_POST_PARAMS;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const loaded = await getPublishedPost((await params).slug);
  const notFound = (await getTranslations("NotFound"))("article.title");
  if (!loaded.ok) return { title: notFound, robots: { index: false } };
  const post = loaded.data;
  if (!post) return { title: notFound };
  const media = await getPublicMedia([post.socialImage, post.coverImage]);
  return sitePageMetadata({
    ...seoOf(post, { title: post.title, description: post.excerpt, image: post.coverImage }, media),
    path: `/blog/${post.slug}`,
    generatedImage: ogImagePath("blog", post.slug),
    type: "article",
    publishedTime: post.publishedAt?.toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
    authors: [post.author],
    rssFeed: true,
  });
}

export default async function ArticlePage({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { slug } = await params;
  const [loaded, settings] = await Promise.all([getPublishedPost(slug), getSiteSettings()]);
  if (!loaded.ok) return <ArticleNotFound loadFailed />;
  if (!loaded.data) {
    // An old slug of a published article answers 308 to its current address (thrown before anything streams).
    const target = await getRedirectTarget(postPath(slug));
    if (target) permanentRedirect(target);
    return (
      <NotFoundResponse>
        <ArticleNotFound />
      </NotFoundResponse>
    );
  }
  const { id, categoryId, tags } = loaded.data;
  const similar = await getSimilarPosts({ id, categoryId, tags });
  const similarPosts = similar.ok ? similar.data : [];
  const media = await getPublicMedia([loaded.data.coverImage, ...similarPosts.map((post) => post.coverImage)]);
  return <ArticleDetail post={loaded.data} similar={similarPosts} media={media} companyName={settings.companyName} />;
}
