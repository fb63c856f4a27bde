import { servedLocale } from "@/lib/i18n/locales";
import { kindSitemapFile, kindSitemapParams } from "@/lib/sitemap";

// /projects/sitemap/{n}.xml: the published projects, newest first, in files of at most 50,000 addresses, listed by the
// index /sitemap.xml (lib/sitemap.ts).

export async function generateStaticParams() {
  return kindSitemapParams("projets");
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/projects/sitemap/[file]">) {
  const { file, locale } = await params;
  return kindSitemapFile("projets", file, servedLocale(locale));
}
