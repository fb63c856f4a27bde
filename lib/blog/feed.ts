import type { PublicPost } from "@/lib/blog";
import { postCardOf } from "@/lib/blog/cards";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { absoluteImageUrl } from "@/lib/images";
import { contentImagePaths } from "@/lib/media/html";
import { currentContentImages, type MediaViews, publicImage } from "@/lib/media/public-image";
import { publicMediaUrl } from "@/lib/media/public-url";
import { absoluteUrl } from "@/lib/site";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";

export interface FeedItem {
  title: string;
  /** Absolute URL of the article. */
  link: string;
  description: string;
  /** Article HTML with absolute links and images. */
  contentHtml: string;
  author: string;
  category: string;
  publishedAt: Date | null;
  /** The cover, an absolute URL (a library image's 1200 × 630 frame at its current version), with its texts. */
  image: { url: string; width?: number; height?: number; alt: string | null; credit: string | null } | null;
}

export interface Feed {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  items: FeedItem[];
}

/** The images a feed of `posts` shows: their covers and their content's (for getPublicMedia). */
export function feedImagePaths(posts: readonly PublicPost[]): string[] {
  return posts.flatMap((post) => [post.coverImage ?? "", ...contentImagePaths(post.content)]);
}

/**
 * An article as the feed lists it: absolute links, its library images at their current version (the content's, and
 * the cover's 1200 × 630 frame) with the library's texts, from `media` (getPublicMedia of feedImagePaths).
 */
export function feedItemOf(post: PublicPost, media: MediaViews, locale: Locale): FeedItem {
  const card = postCardOf(post);
  const cover = publicImage(media, post.coverImage, "og");
  return {
    title: post.title,
    link: absoluteUrl(localizedPath(`/blog/${post.slug}`, locale)),
    description: post.excerpt,
    contentHtml: sanitizeArticleHtml(currentContentImages(post.content, media), { absolute: true, publicMedia: true }),
    author: post.author,
    category: card.categoryName,
    publishedAt: card.date,
    image: cover && {
      url: absoluteImageUrl(publicMediaUrl(cover.src), post.title),
      width: cover.width,
      height: cover.height,
      alt: cover.alt,
      credit: cover.credit,
    },
  };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!,
  );
}

/** HTML in a CDATA section; ']]>' inside it is split so that it cannot end the section. */
function cdata(html: string): string {
  return `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** The cover as Media RSS's <media:content>, which feed readers show as the item's picture. */
function mediaContent(image: NonNullable<FeedItem["image"]>): string {
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : "";
  return [
    `<media:content url="${escapeXml(image.url)}" medium="image"${size}>`,
    image.alt ? `<media:description type="plain">${escapeXml(image.alt)}</media:description>` : "",
    image.credit ? `<media:credit>${escapeXml(image.credit)}</media:credit>` : "",
    "</media:content>",
  ].join("");
}

/** An RSS 2.0 document (with content:encoded, the covers as Media RSS and an atom:link to itself), in its language. */
export function rssXml(feed: Feed): string {
  const newest = feed.items.find((item) => item.publishedAt)?.publishedAt;
  const items = feed.items
    .map((item) =>
      [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(item.link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        item.publishedAt ? `<pubDate>${item.publishedAt.toUTCString()}</pubDate>` : "",
        `<dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `<category>${escapeXml(item.category)}</category>`,
        `<description>${escapeXml(item.description)}</description>`,
        `<content:encoded>${cdata(item.contentHtml)}</content:encoded>`,
        item.image ? mediaContent(item.image) : "",
        "</item>",
      ].join(""),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel>
<title>${escapeXml(feed.title)}</title>
<link>${escapeXml(feed.link)}</link>
<description>${escapeXml(feed.description)}</description>
<language>${feed.locale}</language>
<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>\n` : ""}${items}
</channel>
</rss>
`;
}
