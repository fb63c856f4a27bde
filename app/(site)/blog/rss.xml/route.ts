import { FEED_SIZE, getFeedPosts } from "@/lib/blog";
import { postCardOf } from "@/lib/blog/cards";
import { rssXml } from "@/lib/blog/feed";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { applyPublicPageLifetime } from "@/lib/cache";
import { RSS_FEED_PATH } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";
import { absoluteUrl } from "@/lib/site";

/** The RSS feed of the published posts, newest first (empty while the database cannot be read). */
export async function GET() {
  const [loaded, settings] = await Promise.all([getFeedPosts(FEED_SIZE), getSiteSettings(), applyPublicPageLifetime()]);
  const posts = loaded.ok ? loaded.data : [];
  const xml = rssXml({
    title: `${settings.companyName} – Blog`,
    description: "Conseils et retours d'expérience en design UX/UI, vidéo, développement et communication digitale.",
    link: absoluteUrl("/blog"),
    feedUrl: absoluteUrl(RSS_FEED_PATH),
    items: posts.map((post) => {
      const card = postCardOf(post);
      return {
        title: post.title,
        link: absoluteUrl(`/blog/${post.slug}`),
        description: post.excerpt,
        contentHtml: sanitizeArticleHtml(post.content, { absolute: true, publicMedia: true }),
        author: post.author,
        category: card.categoryName,
        publishedAt: card.date,
      };
    }),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
