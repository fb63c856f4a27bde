import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { NOT_FOUND_CACHE_LIFE } from "@/lib/cache";

// Any path no other page matches. Like every visitor page it is static (ensureStatic in the layout): its 404 is
// rendered once per path and kept for a second (NOT_FOUND_CACHE_LIFE), so each later request renders it again in
// the background and the path is logged, without reading request headers.
export function generateStaticParams() {
  return [{ path: ["404"] }];
}

export const metadata: Metadata = { title: "Page introuvable" };

async function logMissingPage(path: string): Promise<void> {
  "use cache";
  cacheLife(NOT_FOUND_CACHE_LIFE);
  console.warn(`Page not found: ${JSON.stringify(path)}`);
}

export default async function UnknownPage({ params }: PageProps<"/[...path]">) {
  const { path } = await params;
  await logMissingPage(`/${path.join("/")}`);
  return <PageNotFoundResponse />;
}
