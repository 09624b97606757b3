import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native or WASM packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "pino", "@sentry/nextjs"],
  poweredByHeader: false,
  // Parallel end-to-end runs on one machine each build into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks; the build does not repeat it
};

export default nextConfig;
