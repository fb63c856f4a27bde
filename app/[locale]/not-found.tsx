import type { Metadata } from "next";
import { PageNotFound } from "@/components/site/status-view";

export const metadata: Metadata = { title: "Page introuvable" };

/**
 * An address whose first segment is neither a language nor another part of the application (/api/nothing,
 * /og/nothing), as the browser draws it once the scripts run; the server's HTML comes from the site's layout
 * (components/site/not-found-response.tsx says why). The site's own unknown paths get its catch-all
 * (app/[locale]/(site)/[...path]), inside the site's frame.
 */
export default function NotFound() {
  return (
    <main>
      <PageNotFound />
    </main>
  );
}
