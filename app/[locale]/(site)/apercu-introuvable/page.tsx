import type { Metadata } from "next";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { getTranslations } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return { title: t("notFound"), robots: { index: false, follow: false } };
}

/**
 * What a preview link that opens nothing (unknown, expired, revoked) shows: proxy.ts rewrites it here. A static page
 * answers its 404 before anything streams, which the per-request preview page cannot (its shell is sent first).
 */
export default function PreviewNotFoundPage() {
  return <PageNotFoundResponse />;
}
