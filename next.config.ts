import type { NextConfig } from "next";
import { SERVER_ACTION_MAX_BYTES } from "./src/server/http/proxy-checks";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./src/server/http/security-headers";

const nextConfig: NextConfig = {
  // Native or WASM packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "pino", "@sentry/nextjs"],
  poweredByHeader: false,
  // Parallel end-to-end runs on one machine each build into their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks; the build does not repeat it
  experimental: {
    serverActions: { bodySizeLimit: SERVER_ACTION_MAX_BYTES },
    // The proxy sees a copy of every body (webhooks excepted), held until the upload ends: past
    // this the copy and the route's body are cut short, and every route caps far lower anyway.
    proxyClientMaxBodySize: "1mb",
  },
  // Every answer, static files included. src/proxy.ts replaces the policy on everything it sees
  // with one carrying a fresh nonce, and adds HSTS when APP_URL is https (known only at run time).
  async headers() {
    const policy = contentSecurityPolicy({ dev: process.env.NODE_ENV === "development" });
    const headers = Object.entries({
      ...STATIC_SECURITY_HEADERS,
      "content-security-policy": policy,
    });
    return [{ source: "/:path*", headers: headers.map(([key, value]) => ({ key, value })) }];
  },
};

export default nextConfig;
