import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { areTagsExpired } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { redisCacheSettings } from "../../../config/cache-handler-settings.mjs";
import { RedisRouteCache, entryTags, readBuildId, sharedConnection } from "./redis-cache.mjs";
import { noteRead, processRenderStarts, renderEnds } from "./render-starts.mjs";
import { sharedLedger } from "./tag-ledger.mjs";

/**
 * The route cache handler (next.config.ts `cacheHandler`: prerendered pages and their RSC
 * payloads), chosen when the process starts: with REDIS_URL, shared in Redis by every web process
 * of the shop; without, Next.js's own file-system cache, which keeps no page whose render began
 * before an invalidation of what it shows.
 */
const settings = redisCacheSettings();
/** @type {string | undefined} */
let buildId;
const renders = processRenderStarts();
// Node hands this CommonJS module's exports as the default import; the app's bundler (which
// bundles this handler for the pages) hands its `default` export.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

class SharedRouteCache extends RedisRouteCache {
  /** @param {{ serverDistDir: string }} context what Next.js gives every cache handler */
  constructor(context) {
    super({
      connection: sharedConnection(/** @type {{ url: string }} */ (settings).url),
      keyPrefix: /** @type {{ keyPrefix: string }} */ (settings).keyPrefix,
      ledger: sharedLedger(/** @type {{ databaseUrl: string | null }} */ (settings).databaseUrl),
      // Next.js makes a handler per request: the build's id is read once.
      buildId: (buildId ??= readBuildId(context.serverDistDir)),
      renders,
    });
  }
}

/**
 * Next.js's file-system cache stamps a page with the time it is stored. A render that began before
 * a change (a staff save, an order) and is stored after its invalidation would then count as newer
 * than it, and its page, from before the change, be served until the next one. Such a page is not
 * stored: the next visit renders it afresh.
 */
export class LocalRouteCache extends FileSystemCache {
  /** @param {string} key @param {{ kind?: string }} ctx */
  async get(key, ctx) {
    const askedAt = Date.now();
    const found = await super.get(key, ctx);
    noteRead(renders, key, found !== null, askedAt);
    return found;
  }

  /** @param {string} key @param {unknown} data @param {{ tags?: string[] }} ctx */
  async set(key, data, ctx) {
    const began = renderEnds(renders, key, Date.now());
    // An invalidation in the very millisecond the render began may have come just after it.
    if (began !== undefined && areTagsExpired(entryTags(data, ctx), began - 1)) return;
    return super.set(key, data, ctx);
  }
}

export default settings ? SharedRouteCache : LocalRouteCache;
