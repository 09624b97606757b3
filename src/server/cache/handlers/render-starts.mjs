// @ts-check
/**
 * When each cached page's render under way began, for the route cache handlers
 * (route-cache-handler.mjs, redis-cache.mjs): a render may read data from before an invalidation
 * that reaches the cache only while it runs, and its page must not count as newer than that change.
 * A miss begins a render; the render's store ends it.
 */

/** No render takes this long: a miss older than this began a render that stored nothing. */
const RENDER_LIMIT_MS = 60_000;
/** Renders under way a process remembers (pages and route handlers: a few hundred). */
const MAX_RENDERS = 10_000;

/** @typedef {Map<string, number>} RenderStarts key → when its render began (ms) */

/**
 * The process's one map: Next.js makes a route cache handler per request (kept on globalThis, as
 * the Redis connection is, in case a handler module is loaded twice).
 *
 * @returns {RenderStarts}
 */
export function processRenderStarts() {
  const store = /** @type {Record<symbol, RenderStarts | undefined>} */ (globalThis);
  return (store[Symbol.for("littlerobe.routeCacheRenders")] ??= new Map());
}

/**
 * What a route cache read means for the key's render: a hit ends any, a miss begins one. The
 * earliest miss of a render still under way counts; one older than any render (left by a render
 * that stored nothing) is replaced.
 *
 * @param {RenderStarts} renders
 * @param {string} key
 * @param {boolean} found
 * @param {number} askedAt
 */
export function noteRead(renders, key, found, askedAt) {
  if (found) {
    renders.delete(key);
    return;
  }
  const earlier = renders.get(key);
  if (earlier !== undefined && askedAt - earlier < RENDER_LIMIT_MS) return;
  if (renders.size >= MAX_RENDERS) renders.clear();
  renders.set(key, askedAt);
}

/**
 * A store ends the key's render: when it began, if it is known.
 *
 * @param {RenderStarts} renders
 * @param {string} key
 * @param {number} now
 * @returns {number | undefined}
 */
export function renderEnds(renders, key, now) {
  const began = renders.get(key);
  renders.delete(key);
  return began !== undefined && now - began < RENDER_LIMIT_MS ? began : undefined;
}
