import type { Metadata, Viewport } from "next";
import { ThemeScript } from "@/components/theme-script";
import { siteOrigin } from "@/lib/site";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: { default: "Agence Digitale Abidjan", template: "%s | Agence Digitale Abidjan" },
  description:
    "Agence digitale à Abidjan : design UX/UI, communication audiovisuelle, développement informatique et communication digitale.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f172a" },
  ],
};

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    <html lang="fr" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <ThemeScript />
        {children}
      </body>
    </html>
  );
}
