import { applyPublicPageLifetime } from "@/lib/cache";
import { pagesSitemap, urlsetXml } from "@/lib/sitemap";

/** The sitemap of the site's pages (home, lists and their categories, fixed pages); the index is /sitemap.xml. */
export async function GET() {
  const [entries] = await Promise.all([pagesSitemap(), applyPublicPageLifetime()]);
  return new Response(urlsetXml(entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
