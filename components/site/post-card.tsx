import { ArrowRight, Calendar, Clock, Eye, User } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";
import { Badge } from "@/components/ui/badge";
import { CategoryBadge } from "./category-badge";
import type { PostCard as PostCardData } from "@/lib/blog/cards";
import { readCountLabel } from "@/lib/blog/rules";
import { formatDate } from "@/lib/dates";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { CoverImage } from "./cover-image";

/**
 * A blog card: cover, category (or 'Non catégorisé'), date, reading time, view count, title, excerpt, tags,
 * author and a 'Lire l'article' link.
 */
export async function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const [t, locale] = await Promise.all([getTranslations("Article"), getLocale()]);
  const Heading = `h${headingLevel}` as const;
  const href = `/blog/${post.slug}`;
  return (
    <article className="group render-when-near flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg">
      <SiteLink href={href} tabIndex={-1} aria-hidden className="relative block aspect-[16/9] overflow-hidden bg-muted">
        <CoverImage
          src={post.cover?.src}
          alt={post.cover?.alt ?? ""}
          title={post.title}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </SiteLink>
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge name={post.categoryName} color={post.categoryColor} />
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li className="inline-flex items-center gap-1">
            <Icon node={Calendar} aria-hidden className="size-3.5" />
            {formatDate(post.date, locale)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Icon node={Clock} aria-hidden className="size-3.5" />
            {t("readTime", { minutes: post.readTime })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Icon node={Eye} aria-hidden className="size-3.5" />
            {readCountLabel(post.viewCount, { one: t("viewCount.one"), other: t("viewCount.other") })}
          </li>
        </ul>
        <Heading className="mt-3 text-lg leading-snug font-semibold">
          <SiteLink href={href} className="hover:text-primary">
            {post.title}
          </SiteLink>
        </Heading>
        <p className="mt-3 line-clamp-3 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("tags")}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5 flex items-center justify-between gap-4 border-t pt-4 text-sm">
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <Icon node={User} aria-hidden className="size-4" />
            {post.author}
          </span>
          <SiteLink
            href={href}
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
            aria-label={t("readMoreLabel", { title: post.title })}
          >
            {t("readMore")} <Icon node={ArrowRight} aria-hidden className="size-4" />
          </SiteLink>
        </div>
      </div>
    </article>
  );
}
