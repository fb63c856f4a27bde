import localFont from "next/font/local";

// Self-hosted from @fontsource-variable/inter: Google Fonts cannot be fetched at build time.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter",
});
