import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { Unsubscribed } from "@/components/site/newsletter-status";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Newsletter");
  return { title: t("unsubscribed.title"), robots: { index: false, follow: false } };
}

export default function UnsubscribedPage() {
  return <Unsubscribed />;
}
