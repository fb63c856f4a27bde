import { applyPublicPageLifetime } from "@/lib/cache";
import { sitemapFiles, sitemapIndexXml } from "@/lib/sitemap";

/** The sitemap index: one file per kind of page, each of at most 50,000 addresses (lib/sitemap.ts). */
export async function GET() {
  const [files] = await Promise.all([sitemapFiles(), applyPublicPageLifetime()]);
  return new Response(sitemapIndexXml(files), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
