import { permanentRedirect } from "next/navigation";
import { Calendar, Clock, Eye, User } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "@/components/site/site-link";
import { ArticleViewCounter } from "@/components/site/article-view-counter";
import { CoverImage } from "@/components/site/cover-image";
import { JsonLd } from "@/components/site/json-ld";
import { NotFoundResponse } from "@/components/site/not-found-response";
import { SidebarCallout } from "@/components/site/sidebar-callout";
import { CategoryBadge } from "@/components/site/category-badge";
import { DetailHero } from "@/components/site/page-hero";
import { ShareButtons } from "@/components/site/share-buttons";
import { ArticleNotFound } from "@/components/site/status-view";
import { Badge } from "@/components/ui/badge";
import { getLatestPosts, getPublishedPost, type PublicPost } from "@/lib/blog";
import { postCardOf } from "@/lib/blog/cards";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { getSimilarPosts, type SimilarPost } from "@/lib/blog/list";
import { postDisplayDate, postPath } from "@/lib/blog/rules";
import { PRERENDERED_DETAIL_PAGES } from "@/lib/cache";
import { formatDate } from "@/lib/dates";
import { imageSrc } from "@/lib/images";
import { getRedirectTarget } from "@/lib/redirects";
import { blogPostingJsonLd, seoOf, sitePageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";

// Next needs at least one slug to prerender; this one is never a post's, so it renders the not-found view.
const NO_POST_PARAMS = [{ slug: "aucun-article" }];

export async function generateStaticParams() {
  const loaded = await getLatestPosts(PRERENDERED_DETAIL_PAGES);
  const params = loaded.ok ? loaded.data.map((post) => ({ slug: post.slug })) : [];
  return params.length > 0 ? params : NO_POST_PARAMS;
}

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">) {
  const loaded = await getPublishedPost((await params).slug);
  if (!loaded.ok) return { title: "Article non trouvé", robots: { index: false } };
  const post = loaded.data;
  if (!post) return { title: "Article non trouvé" };
  return sitePageMetadata({
    ...seoOf(post, { title: post.title, description: post.excerpt, image: post.coverImage }),
    path: `/blog/${post.slug}`,
    type: "article",
    publishedTime: post.publishedAt?.toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
    authors: [post.author],
    rssFeed: true,
  });
}

function SimilarPosts({ posts }: { posts: SimilarPost[] }) {
  return (
    <section aria-labelledby="similar-posts" className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="similar-posts" className="text-lg font-semibold">
        Articles similaires
      </h2>
      <ul className="mt-5 space-y-5">
        {posts.map((post) => (
          <li key={post.slug} className="flex gap-4">
            <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-muted">
              <CoverImage src={post.coverImage} title={post.title} sizes="80px" />
            </div>
            <div>
              <p className="text-xs text-muted-foreground">{formatDate(postDisplayDate(post))}</p>
              <SiteLink
                href={`/blog/${post.slug}`}
                className="mt-1 line-clamp-3 text-sm leading-snug font-semibold hover:text-primary"
              >
                {post.title}
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Article({ post, similar, companyName }: { post: PublicPost; similar: SimilarPost[]; companyName: string }) {
  const card = postCardOf(post);
  const path = `/blog/${post.slug}`;
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          title: post.title,
          excerpt: post.excerpt,
          path,
          image: imageSrc(post.coverImage, post.title),
          author: post.author,
          datePublished: card.date?.toISOString() ?? null,
          dateModified: post.updatedAt.toISOString(),
          categoryName: card.categoryName,
          tags: post.tags,
          companyName,
        })}
      />
      <DetailHero
        list={{ name: "Blog", path: "/blog" }}
        path={path}
        title={post.title}
        category={<CategoryBadge name={card.categoryName} color={card.categoryColor} />}
        className="max-w-4xl"
      >
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
          <li className="inline-flex items-center gap-2">
            <Icon node={Calendar} aria-hidden className="size-4" />
            <time dateTime={card.date?.toISOString()}>{formatDate(card.date)}</time>
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon node={User} aria-hidden className="size-4" />
            {post.author}
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon node={Clock} aria-hidden className="size-4" />
            {post.readTime} min de lecture
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon node={Eye} aria-hidden className="size-4" />
            <ArticleViewCounter slug={post.slug} initialCount={post.viewCount} />
          </li>
        </ul>
      </DetailHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="relative mx-auto aspect-[16/9] max-w-4xl overflow-hidden rounded-2xl bg-muted shadow-lg">
          <CoverImage src={post.coverImage} title={post.title} sizes="(min-width: 1024px) 896px, 100vw" preload />
        </div>
        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_320px]">
          <article>
            <div
              className="article-content"
              dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(post.content, { publicMedia: true }) }}
            />
            {post.tags.length > 0 && (
              <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline">#{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-10 border-t pt-8">
              <ShareButtons path={path} title={post.title} />
            </div>
          </article>
          <aside aria-label="Pour aller plus loin" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            {similar.length > 0 && <SimilarPosts posts={similar} />}
            <SidebarCallout
              title="Besoin d'un accompagnement ?"
              text="Nos experts répondent à vos questions et vous aident à passer à l'action."
              link={{ href: "/contact", label: "Contactez-nous" }}
            />
          </aside>
        </div>
      </div>
    </>
  );
}

export default async function ArticlePage({ params }: PageProps<"/blog/[slug]">) {
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
  return <Article post={loaded.data} similar={similar.ok ? similar.data : []} companyName={settings.companyName} />;
}
