import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { redisCacheSettings } from "../../../config/cache-handler-settings.mjs";
import { RedisRouteCache, readBuildId, sharedConnection } from "./redis-cache.mjs";
import { sharedLedger } from "./tag-ledger.mjs";

/**
 * The route cache handler (next.config.ts `cacheHandler`: prerendered pages and their RSC
 * payloads), chosen when the process starts: with REDIS_URL, shared in Redis by every web process
 * of the shop; without, Next.js's own file-system cache, exactly as when no handler is configured.
 */
const settings = redisCacheSettings();
/** @type {string | undefined} */
let buildId;
/**
 * When each page's render under way began, one map per process: Next.js makes a handler per
 * request (kept on globalThis as the connection is, in case the module is loaded twice).
 */
const store = /** @type {Record<symbol, Map<string, number> | undefined>} */ (globalThis);
const renders = (store[Symbol.for("littlerobe.routeCacheRenders")] ??= new Map());

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

export default settings ? SharedRouteCache : fileSystemCache.default;
