import type { Metadata } from "next";
import { PageNotFound } from "@/components/site/status-view";

export const metadata: Metadata = { title: "Page introuvable" };

/** Unknown paths outside the visitor site (the site's own catch-all renders app/(site)/not-found.tsx). */
export default function NotFound() {
  return (
    <main>
      <PageNotFound />
    </main>
  );
}
