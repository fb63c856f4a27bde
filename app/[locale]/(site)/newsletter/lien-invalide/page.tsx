import type { Metadata } from "next";
import { InvalidNewsletterLink } from "@/components/site/newsletter-status";

export const metadata: Metadata = { title: "Lien invalide", robots: { index: false, follow: false } };

export default function InvalidNewsletterLinkPage() {
  return <InvalidNewsletterLink />;
}
