import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { permanentRedirect } from "next/navigation";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { NOT_FOUND_CACHE_LIFE } from "@/lib/cache";
import { getTranslations } from "@/lib/i18n/server";
import { getRedirectTarget, recordMissingPath } from "@/lib/redirects";

// Any path no other page matches. Like every visitor page it is static (ensureStatic in the layout): its 404 is
// rendered once per path and kept for a second (NOT_FOUND_CACHE_LIFE), so each later request renders it again in
// the background and the path is logged, without reading request headers.
export function generateStaticParams() {
  return [{ path: ["404"] }];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return { title: t("notFound") };
}

async function logMissingPage(path: string): Promise<void> {
  "use cache";
  cacheLife(NOT_FOUND_CACHE_LIFE);
  console.warn(`Page not found: ${JSON.stringify(path)}`);
  // Counted for 'Redirections' (its most requested unknown paths); a database outage only loses the count.
  await recordMissingPath(path).catch((error: unknown) =>
    console.error("Missing path not recorded:", error instanceof Error ? error.message : error),
  );
}

export default async function UnknownPage({ params }: PageProps<"/[locale]/[...path]">) {
  const path = `/${(await params).path.join("/")}`;
  // A redirect added on 'Redirections' answers 308 (thrown before anything streams); any other path is a 404.
  const target = await getRedirectTarget(path);
  if (target) permanentRedirect(target);
  await logMissingPage(path);
  return <PageNotFoundResponse />;
}
