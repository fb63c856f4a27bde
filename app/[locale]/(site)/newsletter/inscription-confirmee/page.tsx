import type { Metadata } from "next";
import { SubscriptionConfirmed } from "@/components/site/newsletter-status";

export const metadata: Metadata = { title: "Inscription confirmée", robots: { index: false, follow: false } };

export default function SubscriptionConfirmedPage() {
  return <SubscriptionConfirmed />;
}
