import { inEveryLocale } from "@/lib/i18n/locales";
import { kindSitemapFile, kindSitemapParams } from "@/lib/sitemap";

// /blog/sitemap/{n}.xml: the published articles, newest first, in files of at most 50,000 addresses, listed by the
// index /sitemap.xml (lib/sitemap.ts).

export async function generateStaticParams() {
  return inEveryLocale(await kindSitemapParams("articles"));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/blog/sitemap/[file]">) {
  return kindSitemapFile("articles", (await params).file);
}
