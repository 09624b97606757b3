import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { SERVER_ACTION_MAX_BYTES } from "./src/server/http/proxy-checks";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./src/server/http/security-headers";

/** A cache handler's absolute path (Next.js imports it at run time; a relative one is read from distDir). */
const cacheHandlerFile = (file: string) =>
  fileURLToPath(new URL(`./src/server/cache/handlers/${file}`, import.meta.url));

const nextConfig: NextConfig = {
  // Native or WASM packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "pino", "@sentry/nextjs"],
  poweredByHeader: false,
  // Pages are prerendered and shared by every visitor; data reads are 'use cache' functions with
  // tags that every write invalidates (src/server/cache, issue 8).
  cacheComponents: true,
  // Next.js's caches: shared in Redis by every web process when REDIS_URL is set as the server
  // starts, else kept in this process exactly as Next.js's defaults (src/server/cache/handlers).
  cacheHandler: cacheHandlerFile("route-cache-handler.mjs"),
  cacheHandlers: {
    default: cacheHandlerFile("use-cache-handler.mjs"),
    remote: cacheHandlerFile("use-cache-handler.mjs"),
  },
  // A product page not prerendered at build is rendered whole on its first visit and then kept
  // (ISR), rather than served as a generic shell that streams the product in.
  partialPrefetching: false,
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
