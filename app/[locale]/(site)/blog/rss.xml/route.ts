import { FEED_SIZE, getFeedPosts } from "@/lib/blog";
import { inEveryLocale } from "@/lib/i18n/locales";
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

/** The RSS feed of the published posts, newest first (empty while the database cannot be read). */
export async function GET() {
  const [loaded, settings] = await Promise.all([getFeedPosts(FEED_SIZE), getSiteSettings(), applyPublicPageLifetime()]);
  const posts = loaded.ok ? loaded.data : [];
  const media = await getPublicMedia(feedImagePaths(posts));
  const xml = rssXml({
    title: `${settings.companyName} – Blog`,
    description: "Conseils et retours d'expérience en design UX/UI, vidéo, développement et communication digitale.",
    link: absoluteUrl("/blog"),
    feedUrl: absoluteUrl(RSS_FEED_PATH),
    items: posts.map((post) => feedItemOf(post, media)),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
