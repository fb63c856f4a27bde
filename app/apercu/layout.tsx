import type { Metadata } from "next";
import { connection } from "next/server";
import { Document, DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from "@/app/document";
import { formTexts, inPageLanguage } from "@/components/site/forms/texts";
import { SiteFrame } from "@/components/site/site-frame";
import { getSiteSettings } from "@/lib/settings";
import { sendQuoteRequest } from "../[locale]/(site)/actions";

// Shareable previews (lib/previews) sit outside app/[locale]/(site), whose pages are all static: a preview is
// rendered for each request, from its token. The site's frame (header, footer), but no visit tracker: a preview is not a visit.
// The answer's X-Robots-Tag and Cache-Control come from next.config.ts.
// A preview has nothing to show before its token is resolved: the segment is exempt from the static-shell check
// (the build refuses it otherwise). A link that opens nothing never gets here: proxy.ts answers it with a 404.
export const instant = false;

export const metadata: Metadata = { ...DOCUMENT_METADATA, robots: { index: false, follow: false } };

export const viewport = DOCUMENT_VIEWPORT;

export default async function PreviewLayout({ children }: LayoutProps<"/apercu">) {
  await connection();
  // Outside [locale], the forms' language is French (lib/i18n/server.ts).
  const [settings, action, texts] = await Promise.all([
    getSiteSettings(),
    inPageLanguage(sendQuoteRequest),
    formTexts(),
  ]);
  // A root layout of its own (app/document.tsx); previews are of the French site.
  return (
    <Document lang="fr">
      <SiteFrame settings={settings} year={new Date().getFullYear()} countVisits={false} quoteForm={{ action, texts }}>
        {children}
      </SiteFrame>
    </Document>
  );
}
