// @ts-check
/**
 * The names and texts of Next.js internals the shop relies on beyond Next.js's documented API, each
 * written once here and imported where it is used. `src/server/next-internals.test.ts` (the
 * canary) checks every one of them, and the other internals listed there, against the installed
 * `next` package: an upgrade that renames or drops one fails that test, naming it.
 */

/**
 * Response header: how Next.js's response cache answered (HIT, STALE, MISS, REVALIDATED). The
 * server keeps a cached page's bytes (scripts/server.mjs) and its page memo keeps HITs only.
 */
export const NEXT_CACHE_STATE_HEADER = "x-nextjs-cache";

/** Response header: "1" on an answer that is a prerender (the page memo keeps only those). */
export const NEXT_PRERENDER_HEADER = "x-nextjs-prerender";

/** Response header: present when part of the page is rendered per request (never kept). */
export const NEXT_POSTPONED_HEADER = "x-nextjs-postponed";

/** A cached page's tags, in the headers of its route cache entry (redis-cache.mjs reads them). */
export const NEXT_CACHE_TAGS_HEADER = "x-next-cache-tags";

/** Next.js's preview (draft mode) cookies: a visit carrying one is never served a kept page. */
export const NEXT_PREVIEW_COOKIES = ["__prerender_bypass", "__next_preview_data"];

/**
 * Part of the message revalidateTag throws outside a Next.js request (a background job): the
 * invalidation is then asked of the shop over HTTP (src/server/cache/invalidate.ts).
 */
export const REVALIDATE_OUTSIDE_REQUEST_MESSAGE = "static generation store missing";

/**
 * Where Next.js's file-system cache keeps the pages it rendered, under the build's `server`
 * folder: `app/**` files with these suffixes, `*.segments` folders beside them, and a `route-cache`
 * folder. scripts/server.mjs empties them as it starts (clearPageCache).
 */
export const NEXT_PAGE_CACHE_FILES = {
  suffixes: [".html", ".rsc", ".meta"],
  segmentsSuffix: ".segments",
  routeCacheFolder: "route-cache",
};
