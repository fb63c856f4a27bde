import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { inter } from "./fonts";
import { ThemeScript } from "@/components/theme-script";
import { DeferredWebFont } from "@/components/web-font";
import { siteOrigin } from "@/lib/site";
import "./globals.css";

// The one HTML document of the application's three root layouts (app/[locale], app/admin, app/apercu): they are
// root layouts of their own so that the visitor site reads its language from its [locale] segment.

export const DOCUMENT_METADATA: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: { default: "Agence Digitale Abidjan", template: "%s | Agence Digitale Abidjan" },
  description:
    "Agence digitale à Abidjan : design UX/UI, communication audiovisuelle, développement informatique et communication digitale.",
};

export const DOCUMENT_VIEWPORT: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f172a" },
  ],
};

/** `deferWebFont`: the visitor site's first page paints with the font's fallback (components/web-font.tsx). */
export function Document({
  lang,
  deferWebFont = false,
  children,
}: {
  lang: string;
  deferWebFont?: boolean;
  children: ReactNode;
}) {
  return (
    <html lang={lang} className={inter.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <ThemeScript />
        {deferWebFont && <DeferredWebFont fontFamily={inter.style.fontFamily} />}
        {children}
      </body>
    </html>
  );
}
