import type { Metadata } from "next";
import { connection } from "next/server";
import { LinkRouter } from "@/components/site/link-router";
import { QuoteModalProvider } from "@/components/site/quote-modal";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { SiteToaster } from "@/components/site/toasts";
import { getSiteSettings } from "@/lib/settings";

// Shareable previews (lib/previews) sit outside app/(site), whose pages are all static: a preview is rendered for
// each request, from its token. Same header and footer as the site, but no visit tracker: a preview is not a visit.
// The answer's X-Robots-Tag and Cache-Control come from next.config.ts.
// A preview blocks until its token is resolved, on purpose: an unknown, expired or revoked link must answer a real
// 404, which only a page that has not started streaming can. This exempts the segment from the static-shell check.
export const instant = false;

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function PreviewLayout({ children }: LayoutProps<"/apercu">) {
  await connection();
  const settings = await getSiteSettings();
  return (
    <QuoteModalProvider>
      <SiteHeader
        contact={{
          companyName: settings.companyName,
          phone: settings.phone,
          email: settings.email,
          address: settings.address,
        }}
      />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} year={new Date().getFullYear()} />
      <LinkRouter />
      <SiteToaster />
    </QuoteModalProvider>
  );
}
