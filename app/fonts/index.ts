import localFont from "next/font/local";

// Self-hosted (Google Fonts cannot be fetched at build time): made from @fontsource-variable/inter by
// tools/subset-font.ts, with the weights 400 to 700 only. A class for a lighter or bolder weight would get the
// nearest of these; tests/unit/font-subset.test.ts refuses such classes.
export const inter = localFont({
  src: "./inter-latin-wght-400-700.woff2",
  weight: "400 700",
  display: "swap",
  // Not preloaded: the visitor site asks for it once its first page has loaded (components/web-font.tsx).
  preload: false,
  variable: "--font-inter",
});
