import nextDefaultHandler from "next/dist/server/lib/cache-handlers/default.js";
import { redisCacheSettings } from "../../../config/cache-handler-settings.mjs";
import { invalidatePageMemo } from "../../runtime-bridge.mjs";
import { createRedisUseCacheHandler, sharedConnection } from "./redis-cache.mjs";
import { sharedLedger } from "./tag-ledger.mjs";

/**
 * The 'use cache' handler (next.config.ts `cacheHandlers.default`), chosen when the process starts:
 * with REDIS_URL, entries and tag invalidations are shared in Redis by every web process of the
 * shop, the invalidations also in the database's tag ledger (tag-ledger.mjs); without, Next.js's own in-memory handler (at its default size, 50 MB) serves one process.
 */
const settings = redisCacheSettings();

const handler = settings
  ? createRedisUseCacheHandler({
      connection: sharedConnection(settings.url),
      keyPrefix: settings.keyPrefix,
      ledger: sharedLedger(settings.databaseUrl),
    })
  : nextDefaultHandler.createDefaultCacheHandler(50 * 1024 * 1024);

/**
 * Next.js calls every cache handler's `updateTags` when a tag is invalidated (revalidateTag), with
 * the route cache's own invalidation started alongside. The web server's kept answers
 * (scripts/page-memo.mjs, reached through src/server/runtime-bridge.mjs) are dropped as it starts
 * and again once it is done, so no answer made before it is served after.
 */
const updateTags = handler.updateTags.bind(handler);
handler.updateTags = async (...args) => {
  invalidatePageMemo();
  try {
    return await updateTags(...args);
  } finally {
    invalidatePageMemo();
  }
};

export default handler;
