import nextDefaultHandler from "next/dist/server/lib/cache-handlers/default.js";
import { redisCacheSettings } from "../../../config/cache-handler-settings.mjs";
import { createRedisUseCacheHandler, sharedConnection } from "./redis-cache.mjs";

/**
 * The 'use cache' handler (next.config.ts `cacheHandlers.default`), chosen when the process starts:
 * with REDIS_URL, entries and tag invalidations are shared in Redis by every web process of the
 * shop; without, Next.js's own in-memory handler (at its default size, 50 MB) serves one process.
 */
const settings = redisCacheSettings();

export default settings
  ? createRedisUseCacheHandler({
      connection: sharedConnection(settings.url),
      keyPrefix: settings.keyPrefix,
    })
  : nextDefaultHandler.createDefaultCacheHandler(50 * 1024 * 1024);
