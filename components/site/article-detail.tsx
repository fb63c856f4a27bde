import { Calendar, Clock, Eye, User } from "lucide";
import { CategoryBadge } from "@/components/site/category-badge";
import { CoverImage } from "@/components/site/cover-image";
import { JsonLd } from "@/components/site/json-ld";
import { FramedImage } from "@/components/site/framed-image";
import { DetailHero } from "@/components/site/page-hero";
import { ShareButtons } from "@/components/site/share-buttons";
import { SidebarCallout } from "@/components/site/sidebar-callout";
import { SiteLink } from "@/components/site/site-link";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { PublicPost } from "@/lib/blog";
import { postCardOf } from "@/lib/blog/cards";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import type { SimilarPost } from "@/lib/blog/list";
import { postDisplayDate, readCountLabel } from "@/lib/blog/rules";
import { formatDate } from "@/lib/dates";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { imageSrc } from "@/lib/images";
import { type MediaViews, publicImage } from "@/lib/media/public-image";
import { blogPostingJsonLd } from "@/lib/seo";

async function SimilarPosts({ posts, media }: { posts: SimilarPost[]; media: MediaViews }) {
  const [t, locale] = await Promise.all([getTranslations("Article"), getLocale()]);
  return (
    <section aria-labelledby="similar-posts" className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="similar-posts" className="text-lg font-semibold">
        {t("similar")}
      </h2>
      <ul className="mt-5 space-y-5">
        {posts.map((post) => {
          const cover = publicImage(media, post.coverImage, "square");
          return (
            <li key={post.slug} className="flex gap-4">
              <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-muted">
                <CoverImage src={cover?.src} alt={cover?.alt ?? ""} title={post.title} sizes="80px" />
              </div>
              <div>
                <p className="text-xs text-muted-foreground">{formatDate(postDisplayDate(post), locale)}</p>
                <SiteLink
                  href={`/blog/${post.slug}`}
                  className="mt-1 line-clamp-3 text-sm leading-snug font-semibold hover:text-primary"
                >
                  {post.title}
                </SiteLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * An article's public page (below the site's header): the page itself and its shareable preview (app/apercu), which
 * passes `preview` so that opening it counts no view and publishes no structured data. `media`: the library's views
 * of its cover and of the similar articles' (getPublicMedia).
 */
export async function ArticleDetail({
  post,
  similar,
  media,
  companyName,
  preview = false,
}: {
  post: PublicPost;
  similar: SimilarPost[];
  media: MediaViews;
  companyName: string;
  preview?: boolean;
}) {
  const [t, nav, locale] = await Promise.all([getTranslations("Article"), getTranslations("Navigation"), getLocale()]);
  const viewCount = { one: t("viewCount.one"), other: t("viewCount.other") };
  const card = postCardOf(post, media);
  const path = `/blog/${post.slug}`;
  return (
    <>
      {!preview && (
        <JsonLd
          data={blogPostingJsonLd({
            title: post.title,
            excerpt: post.excerpt,
            path,
            image: imageSrc(publicImage(media, post.coverImage, "original")?.src, post.title),
            author: post.author,
            datePublished: card.date?.toISOString() ?? null,
            dateModified: post.updatedAt.toISOString(),
            categoryName: card.categoryName,
            tags: post.tags,
            companyName,
            locale,
          })}
        />
      )}
      <DetailHero
        list={{ name: nav("blog"), path: "/blog" }}
        path={path}
        title={post.title}
        category={<CategoryBadge name={card.categoryName} color={card.categoryColor} />}
        className="max-w-4xl"
      >
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
          <li className="inline-flex items-center gap-2">
            <Icon node={Calendar} aria-hidden className="size-4" />
            <time dateTime={card.date?.toISOString()}>{formatDate(card.date, locale)}</time>
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon node={User} aria-hidden className="size-4" />
            {post.author}
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon node={Clock} aria-hidden className="size-4" />
            {t("readTime", { minutes: post.readTime })}
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon node={Eye} aria-hidden className="size-4" />
            {/* The page is static: its bootstrap script reports the view (counted once per visitor session, never
                for bots, by the server) and shows the count the server answers (site-boot.ts); not in a preview. */}
            <span
              data-testid={preview ? undefined : "view-count"}
              data-view-count={preview ? undefined : post.slug}
              data-view-locale={locale}
              data-one={preview ? undefined : viewCount.one}
              data-other={preview ? undefined : viewCount.other}
              suppressHydrationWarning
            >
              {readCountLabel(post.viewCount, viewCount)}
            </span>
          </li>
        </ul>
      </DetailHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <FramedImage
          image={card.cover}
          title={post.title}
          sizes="(min-width: 1024px) 896px, 100vw"
          preload
          className="mx-auto max-w-4xl"
          frameClassName="aspect-video rounded-2xl shadow-lg"
        />
        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_320px]">
          <article>
            <div
              className="article-content"
              dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(post.content, { publicMedia: true }) }}
            />
            {post.tags.length > 0 && (
              <ul className="mt-10 flex flex-wrap gap-2" aria-label={t("tags")}>
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
          <aside aria-label={t("aside")} className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            {similar.length > 0 && <SimilarPosts posts={similar} media={media} />}
            <SidebarCallout
              title={t("callout.title")}
              text={t("callout.text")}
              link={{ href: "/contact", label: t("callout.link") }}
            />
          </aside>
        </div>
      </div>
    </>
  );
}
