import { servedLocale } from "@/lib/i18n/locales";
import { kindSitemapFile, kindSitemapParams } from "@/lib/sitemap";

// /blog/sitemap/{n}.xml: the published articles, newest first, in files of at most 50,000 addresses, listed by the
// index /sitemap.xml (lib/sitemap.ts).

export async function generateStaticParams() {
  return kindSitemapParams("articles");
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/blog/sitemap/[file]">) {
  const { file, locale } = await params;
  return kindSitemapFile("articles", file, servedLocale(locale));
}
