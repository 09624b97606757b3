// Types of route-cache-handler.mjs (plain JavaScript: Next.js imports the cache handlers at run time).
/** What Next.js gives a route cache handler it makes (its file-system cache's own options). */
export interface RouteCacheContext {
  flushToDisk?: boolean;
  serverDistDir: string;
  maxMemoryCacheSize?: number;
  revalidatedTags?: string[];
}

/** Next.js's file-system route cache, keeping no page rendered across an invalidation of it. */
export class LocalRouteCache {
  constructor(context: RouteCacheContext);
  get(
    key: string,
    ctx: { kind?: string },
  ): Promise<{ lastModified?: number; value?: { html?: string } } | null>;
  set(key: string, data: unknown, ctx: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

declare const RouteCache: typeof LocalRouteCache;
export default RouteCache;
