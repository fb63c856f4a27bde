import { permanentRedirect, redirect } from "next/navigation";
import { ArticleDetail } from "@/components/site/article-detail";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { ArticleNotFound } from "@/components/site/status-view";
import { getLatestPosts, getPublishedPost, getVersionsBySlug, namesNoPost } from "@/lib/blog";
import { getSimilarPosts } from "@/lib/blog/list";
import { postPath } from "@/lib/blog/rules";
import { getPublicMedia } from "@/lib/media/public";
import { PRERENDERED_DETAIL_PAGES } from "@/lib/cache";
import { type Locale, servedLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { getRedirectTarget } from "@/lib/redirects";
import { seoOf, sitePageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";

// Next needs at least one slug to prerender; this one is never a post's, so it renders the not-found view.
const NO_POST_PARAMS = [{ slug: "aucun-article" }];

export async function generateStaticParams({ params: parent }: { params: { locale: string } }) {
  const loaded = await getLatestPosts(PRERENDERED_DETAIL_PAGES, servedLocale(parent.locale));
  const params = loaded.ok ? loaded.data.map((post) => ({ slug: post.slug })) : [];
  return params.length > 0 ? params : NO_POST_PARAMS;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const loaded = await getPublishedPost((await params).slug, await getLocale());
  const notFound = (await getTranslations("NotFound"))("article.title");
  if (!loaded.ok) return { title: notFound, robots: { index: false } };
  const post = loaded.data;
  if (!post) return { title: notFound };
  const media = await getPublicMedia([post.socialImage, post.coverImage]);
  return sitePageMetadata({
    ...seoOf(post, { title: post.title, description: post.excerpt, image: post.coverImage }, media),
    path: `/blog/${post.slug}`,
    versions: versionPaths(post.versions),
    generatedImage: { kind: "blog", key: post.slug },
    type: "article",
    publishedTime: post.publishedAt?.toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
    authors: [post.author],
    rssFeed: true,
  });
}

/** An article's address in each language where it is published, as French paths (PageSeo's `versions`). */
function versionPaths(versions: Partial<Record<Locale, string>>): Partial<Record<Locale, string>> {
  return Object.fromEntries(Object.entries(versions).map(([locale, slug]) => [locale, `/blog/${slug}`]));
}

export default async function ArticlePage({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { slug } = await params;
  const locale = await getLocale();
  const [loaded, settings] = await Promise.all([getPublishedPost(slug, locale), getSiteSettings()]);
  if (!loaded.ok) return <ArticleNotFound loadFailed />;
  if (!loaded.data) {
    // An old slug of a published article answers 308 to its current address (thrown before anything streams).
    const target = await getRedirectTarget(localizedPath(postPath(slug), locale));
    if (target) permanentRedirect(target);
    // The language switcher keeps the slug of the page it is on: the article's slug in the other language, or that
    // language's blog when the article is not published in it.
    const versions = namesNoPost(slug) ? null : await getVersionsBySlug(slug);
    if (versions) redirect(localizedPath(versions[locale] ? postPath(versions[locale]) : "/blog", locale));
    return (
      <NotFoundResponse>
        <ArticleNotFound />
      </NotFoundResponse>
    );
  }
  const { id, categoryId, tags } = loaded.data;
  const similar = await getSimilarPosts({ id, categoryId, tags }, locale);
  const similarPosts = similar.ok ? similar.data : [];
  const media = await getPublicMedia([loaded.data.coverImage, ...similarPosts.map((post) => post.coverImage)]);
  return <ArticleDetail post={loaded.data} similar={similarPosts} media={media} companyName={settings.companyName} />;
}
