// @ts-check
/**
 * The one bridge between the shop's web server (scripts/server.mjs), Next.js's cache handlers
 * (src/server/cache/handlers/, imported by Next.js at run time) and the app Next.js runs in the same
 * process. They share no module instance: the server and the handlers are plain Node.js modules,
 * the app is bundled, so each would get its own copy of any module-level variable. What one hands
 * another is therefore kept in one object on globalThis, under one symbol, and read and written
 * only through the functions below; nothing else uses globalThis to talk across (issue 24).
 *
 * Plain JavaScript (the server imports it without a compiler), type-checked by `tsc` (// @ts-check
 * and allowJs): the app imports it as "@/server/runtime-bridge.mjs".
 *
 * Each slot, who writes it and who reads it:
 * - pageMemo: the server's kept pages (scripts/page-memo.mjs), set by the server; the cache
 *   handlers drop them when a tag is invalidated (use-cache-handler.mjs, tag-ledger.mjs).
 * - databaseDownRequests: keys of requests whose render failed because the database is down,
 *   marked by the app (onRequestError); the server answers them 503 instead of 500.
 * - databaseDownAt: when PostgreSQL last failed to answer, set by the app (src/server/db/client.ts);
 *   the server takes a 500 within 30 s of it for the outage.
 * - closeDatabase: set by the app when it opens the database; the server calls it as it stops.
 * - logger: the shop's logger, made by the app (src/server/observability/logger.ts); the cache
 *   handlers log with it once it exists.
 */

/** What the cache handlers may do with the server's kept pages. */
/** @typedef {{ invalidate(): void }} PageMemoHandle */

/**
 * @typedef {object} RuntimeBridge
 * @property {PageMemoHandle | undefined} pageMemo
 * @property {Set<string>} databaseDownRequests
 * @property {number | undefined} databaseDownAt
 * @property {(() => Promise<void>) | undefined} closeDatabase
 * @property {import("pino").Logger | undefined} logger
 */

const BRIDGE = Symbol.for("littlerobe.runtimeBridge");
/** Marks kept at most: they never grow without bound, even if answers are lost. */
const MAX_DATABASE_DOWN_MARKS = 10_000;

/** @returns {RuntimeBridge} */
function bridge() {
  const store = /** @type {{ [BRIDGE]?: RuntimeBridge }} */ (globalThis);
  return (store[BRIDGE] ??= {
    pageMemo: undefined,
    databaseDownRequests: new Set(),
    databaseDownAt: undefined,
    closeDatabase: undefined,
    logger: undefined,
  });
}

/** The server: its kept pages, which an invalidation drops (undefined: none kept, PAGE_MEMO=off). */
/** @param {PageMemoHandle | undefined} memo */
export function setPageMemo(memo) {
  bridge().pageMemo = memo;
}

/** The cache handlers: a tag was invalidated, so every page the server kept is dropped. */
export function invalidatePageMemo() {
  bridge().pageMemo?.invalidate();
}

/** The app: this request's render failed because the database is down. @param {string} key */
export function markDatabaseDownRequest(key) {
  const marks = bridge().databaseDownRequests;
  if (marks.size > MAX_DATABASE_DOWN_MARKS) marks.clear();
  marks.add(key);
}

/** The server: whether the request was marked, removing its mark. @param {string} key */
export function takeDatabaseDownMark(key) {
  return bridge().databaseDownRequests.delete(key);
}

/** How many requests are marked (tests). */
export function databaseDownMarkCount() {
  return bridge().databaseDownRequests.size;
}

/** The app: PostgreSQL failed to answer at this time (ms); undefined once it answers again. */
/** @param {number | undefined} at */
export function setDatabaseDownAt(at) {
  bridge().databaseDownAt = at;
}

/** The server: when PostgreSQL last failed to answer (ms), undefined when it answers. */
/** @returns {number | undefined} */
export function databaseDownAt() {
  return bridge().databaseDownAt;
}

/** The app: how the server closes the database it opened. @param {() => Promise<void>} close */
export function setDatabaseCloser(close) {
  bridge().closeDatabase = close;
}

/** The server: closes the database when the app opened one; false when there was none. */
export async function closeDatabaseIfOpen() {
  const close = bridge().closeDatabase;
  if (!close) return false;
  await close();
  return true;
}

/** The app's logger, once made (the cache handlers log with it). */
/** @returns {import("pino").Logger | undefined} */
export function shopLogger() {
  return bridge().logger;
}

/** @param {import("pino").Logger | undefined} logger */
export function setShopLogger(logger) {
  bridge().logger = logger;
}
