import type { MetadataRoute } from "next";
import { applyPublicPageLifetime } from "@/lib/cache";
import { kindSitemap, kindSitemapIds } from "@/lib/sitemap";

// The published articles, newest first, in files of at most 50,000 addresses: /blog/sitemap/{n}.xml, listed by the
// index /sitemap.xml.

export function generateSitemaps() {
  return kindSitemapIds("articles");
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const [entries] = await Promise.all([kindSitemap("articles", await id), applyPublicPageLifetime()]);
  return entries;
}
