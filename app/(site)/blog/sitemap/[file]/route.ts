import { kindSitemapFile, kindSitemapParams } from "@/lib/sitemap";

// /blog/sitemap/{n}.xml: the published articles, newest first, in files of at most 50,000 addresses, listed by the
// index /sitemap.xml (lib/sitemap.ts).

export function generateStaticParams() {
  return kindSitemapParams("articles");
}

export async function GET(_request: Request, { params }: RouteContext<"/blog/sitemap/[file]">) {
  return kindSitemapFile("articles", (await params).file);
}
