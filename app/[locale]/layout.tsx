import { Document, DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from "@/app/document";
import { inEveryLocale, servedLocale } from "@/lib/i18n/locales";

// The visitor site's root layout: its language is the first segment of the route (French reaches it through
// next.config.ts's rewrite of the unprefixed addresses), read further down with next/root-params.

export const metadata = DOCUMENT_METADATA;
export const viewport = DOCUMENT_VIEWPORT;

export function generateStaticParams() {
  return inEveryLocale();
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  // An unknown first segment is answered by the site's layout (a notFound() thrown here would need
  // app/global-not-found.tsx, and a page or layout that throws it gets an empty document: vercel/next.js#98954).
  return (
    <Document lang={servedLocale(locale)} deferWebFont>
      {children}
    </Document>
  );
}
