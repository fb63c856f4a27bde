import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { SubscriptionConfirmed } from "@/components/site/newsletter-status";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Newsletter");
  return { title: t("confirmed.metaTitle"), robots: { index: false, follow: false } };
}

export default function SubscriptionConfirmedPage() {
  return <SubscriptionConfirmed />;
}
