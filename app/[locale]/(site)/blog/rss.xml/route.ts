import { FEED_SIZE, getFeedPosts } from "@/lib/blog";
import { inEveryLocale, servedLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { translator } from "@/lib/i18n/messages";
import { feedImagePaths, feedItemOf, rssXml } from "@/lib/blog/feed";
import { applyPublicPageLifetime } from "@/lib/cache";
import { getPublicMedia } from "@/lib/media/public";
import { RSS_FEED_PATH } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";
import { absoluteUrl } from "@/lib/site";

/** Written at build time, like the pages (a route handler has no layout to list the languages). */
export function generateStaticParams() {
  return inEveryLocale();
}

/** The RSS feed of a language's published posts, newest first (empty while the database cannot be read). */
export async function GET(_request: Request, { params }: RouteContext<"/[locale]/blog/rss.xml">) {
  const locale = servedLocale((await params).locale);
  const [loaded, settings] = await Promise.all([
    getFeedPosts(FEED_SIZE, locale),
    getSiteSettings(),
    applyPublicPageLifetime(),
  ]);
  const posts = loaded.ok ? loaded.data : [];
  const media = await getPublicMedia(feedImagePaths(posts));
  const xml = rssXml({
    locale,
    title: `${settings.companyName} – Blog`,
    description: translator(locale, "Blog")("hero.description"),
    link: absoluteUrl(localizedPath("/blog", locale)),
    feedUrl: absoluteUrl(localizedPath(RSS_FEED_PATH, locale)),
    items: posts.map((post) => feedItemOf(post, media, locale)),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
