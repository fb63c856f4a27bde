import type { Metadata } from "next";
import { Unsubscribed } from "@/components/site/newsletter-status";

export const metadata: Metadata = { title: "Désinscription enregistrée", robots: { index: false, follow: false } };

export default function UnsubscribedPage() {
  return <Unsubscribed />;
}
