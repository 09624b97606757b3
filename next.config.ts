import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import {
  COLLECTION_VIEW_KEYS,
  FILTERED_COLLECTION_PATH,
} from "./src/domain/catalogue/filter-query";
import { SERVER_ACTION_MAX_BYTES } from "./src/server/http/proxy-checks";
import { securityHeaders } from "./src/server/http/security-headers";

/** A cache handler's absolute path (Next.js imports it at run time; a relative one is read from distDir). */
const cacheHandlerFile = (file: string) =>
  fileURLToPath(new URL(`./src/server/cache/handlers/${file}`, import.meta.url));

const nextConfig: NextConfig = {
  // Native or WASM packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "pino", "@sentry/nextjs"],
  poweredByHeader: false,
  // No ETag on pages: Next.js hashes the whole HTML of a cached page on every request to make one
  // (a tenth of the server's time on /collection, issue 8), and the pages are revalidated by
  // Next.js's cache, not by browsers (docs/decisions/, "Pages at static speed").
  generateEtags: false,
  // Pages are prerendered and shared by every visitor; data reads are 'use cache' functions with
  // tags that every write invalidates (src/server/cache, issue 8).
  cacheComponents: true,
  // Next.js's caches: shared in Redis by every web process when REDIS_URL is set as the server
  // starts, else kept in this process as Next.js's defaults do (src/server/cache/handlers), except
  // that no page whose render began before an invalidation of what it shows is kept.
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
  // Every answer, pages served from the cache included: the proxy runs only for writes, the API
  // and a preview cookie (src/proxy.ts), so the pages' headers are these. HSTS when the shop's
  // address at build time is https (the proxy adds it at run time to what it sees).
  async headers() {
    const headers = securityHeaders({
      dev: process.env.NODE_ENV === "development",
      https: process.env.APP_URL?.startsWith("https:") ?? false,
    });
    return [
      {
        source: "/:path*",
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      },
    ];
  },
  // /collection is one shared page whatever its query; older links with filters or a page number
  // move for good to /collection/browse, query kept (issue 8).
  async redirects() {
    return COLLECTION_VIEW_KEYS.map((key) => ({
      source: "/collection",
      has: [{ type: "query" as const, key }],
      destination: FILTERED_COLLECTION_PATH,
      permanent: true,
    }));
  },
};

export default nextConfig;
