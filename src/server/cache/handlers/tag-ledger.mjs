import pg from "pg";
import { invalidatePageMemo } from "../../runtime-bridge.mjs";
import { shopLog } from "./redis-cache.mjs";

/**
 * When cache tags were invalidated, kept in PostgreSQL beside Redis (issue 23). Redis's record of
 * an invalidation is lost when the invalidating process cannot reach it, while the entries it
 * should have made stale stay there; this ledger is not. Every process:
 * - records each invalidation in its own memory at once, and in the table `cache_tag_invalidations`
 *   (upsert, keeping the latest time); one that cannot be written is retried with each poll;
 * - reads the rows recorded since its last read every POLL_MS, so an invalidation made by any
 *   process is known here within POLL_MS whatever Redis did;
 * - and the cache handlers count an entry written before a known invalidation of one of its tags
 *   as a miss, as they do with Redis's own times.
 *
 * A page rendered in one process while another's invalidation was on its way to the table must not
 * outlive it (issue 23, seen: process A rendered from the old 'use cache' entry 20 ms after B's
 * change and kept that page as newer than the change). So a render reads the table afresh before
 * its first cached read (`refresh`, the 'use cache' handler's `refreshTags`), a page is stamped
 * with the time its render began (redis-cache.mjs), and each invalidation is written twice: at
 * its own time, then, once that is committed, at the writer's time after the commit. A render
 * that began before the first write was visible is then older than the second time.
 *
 * Raw SQL on its own small pool: Next.js loads the handlers outside the app's bundles. Without a
 * database URL (PGlite: one process) the ledger is the process's memory alone.
 */

export const POLL_MS = 250;
/** Rows committed out of order (a slow upsert) are still read: each read goes back this far. */
const READ_OVERLAP_MS = 5_000;
/** Entries leave Redis within a day (redis-cache.mjs): older invalidations no longer matter. */
const REMEMBER_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 1_000;

export class TagLedger {
  /**
   * @param {{ databaseUrl?: string | null; pollMs?: number; log?: import("./redis-cache.mjs").CacheLog; onRemoteInvalidation?: () => void }} [options]
   */
  constructor({ databaseUrl, pollMs = POLL_MS, log, onRemoteInvalidation } = {}) {
    /** tag → latest invalidation time (ms) known to this process. */
    this.times = new Map();
    /** Invalidations not yet written to the table: tag → time. */
    this.unwritten = new Map();
    this.log = log ?? shopLog();
    this.failing = false;
    this.onRemoteInvalidation = onRemoteInvalidation;
    /** @type {Date | null} the database's clock at the last read */
    this.readAt = null;
    this.pool = databaseUrl
      ? new pg.Pool({
          connectionString: databaseUrl,
          max: 1,
          application_name: "littlerobe-cache-tags",
          connectionTimeoutMillis: TIMEOUT_MS,
          statement_timeout: TIMEOUT_MS,
          query_timeout: TIMEOUT_MS + 500,
          idleTimeoutMillis: 30_000,
          keepAlive: true,
        })
      : null;
    this.pool?.on("error", (error) => this.failed("idle", error));
    /** @type {Promise<void> | null} a read under way */
    this.polling = null;
    /** @type {Promise<void> | null} the read that starts once the one under way ends (refresh) */
    this.nextRead = null;
    /** @type {Promise<void> | null} the first read: the handlers wait for it once */
    this.loaded = this.pool ? this.poll() : Promise.resolve();
    this.timer = this.pool ? setInterval(() => void this.poll(), pollMs) : null;
    this.timer?.unref();
  }

  /**
   * Notes an invalidation made by this process: known here at once, and to the others once written.
   *
   * @param {string[]} tags
   * @param {number} [at]
   */
  async record(tags, at = Date.now()) {
    if (tags.length === 0) return;
    for (const tag of tags) {
      this.remember(tag, at);
      this.unwritten.set(tag, Math.max(this.unwritten.get(tag) ?? 0, at));
    }
    await this.flush();
  }

  /**
   * Whether one of the tags was invalidated after `since` (ms): an entry written then is stale.
   *
   * @param {string[]} tags
   * @param {number} since
   */
  invalidatedSince(tags, since) {
    return this.latest(tags) > since;
  }

  /** The latest invalidation known of any of the tags (ms), 0 when none. @param {string[]} tags */
  latest(tags) {
    let latest = 0;
    for (const tag of tags) latest = Math.max(latest, this.times.get(tag) ?? 0);
    return latest;
  }

  /** @param {string} tag @param {number} at */
  remember(tag, at) {
    const known = this.times.get(tag) ?? 0;
    if (at <= known) return false;
    this.times.set(tag, at);
    return true;
  }

  /**
   * Writes the invalidations not yet in the table; kept for the next try when it fails. Each is
   * written at its own time, then again at this process's time once that write is committed: a
   * render elsewhere that began while the first write was not yet visible began before the second
   * time, so its page is out of date once the second time is read (a page is stamped with the
   * time its render began, redis-cache.mjs).
   */
  async flush() {
    if (!this.pool || this.unwritten.size === 0) return;
    const batch = new Map(this.unwritten);
    this.unwritten.clear();
    // One statement per distinct time (a request's tags share one).
    const byTime = new Map();
    for (const [tag, at] of batch) byTime.set(at, [...(byTime.get(at) ?? []), tag]);
    try {
      for (const [at, tags] of byTime) await this.write(tags, at);
      const committedAt = Date.now();
      const tags = [...batch.keys()];
      for (const tag of tags) this.remember(tag, committedAt);
      await this.write(tags, committedAt);
      this.recovered();
    } catch (error) {
      for (const [tag, at] of batch)
        this.unwritten.set(tag, Math.max(this.unwritten.get(tag) ?? 0, at));
      this.failed("record", error);
    }
  }

  /** @param {string[]} tags @param {number} at */
  async write(tags, at) {
    await this.pool?.query(
      `insert into cache_tag_invalidations (tag, invalidated_at, recorded_at)
       select tag, $2::bigint, clock_timestamp() from unnest($1::text[]) as tag
       on conflict (tag) do update
         set invalidated_at = greatest(cache_tag_invalidations.invalidated_at, excluded.invalidated_at),
             recorded_at = clock_timestamp()`,
      [tags, at],
    );
  }

  /**
   * Resolves after a read of the table that began after this call (one under way may have begun
   * before it, so the next one is shared by every caller that came meanwhile). A render awaits it
   * before its first cached read, so that it knows every invalidation committed before it began.
   * While the database is failing, it does not wait: what this process knows is used.
   */
  refresh() {
    if (!this.pool || this.failing) return Promise.resolve();
    if (this.nextRead) return this.nextRead;
    const read = (this.polling ?? Promise.resolve()).then(() => {
      this.nextRead = null;
      return this.poll();
    });
    this.nextRead = read;
    return read;
  }

  /** Reads what every process recorded since the last read (and writes what is left to write). */
  async poll() {
    if (!this.pool) return;
    if (this.polling) return this.polling;
    this.polling = (async () => {
      await this.flush();
      try {
        const since = this.readAt
          ? new Date(this.readAt.getTime() - READ_OVERLAP_MS)
          : new Date(Date.now() - REMEMBER_MS);
        const { rows } = await this.pool.query(
          `select statement_timestamp() as read_at,
                  coalesce(json_agg(json_build_array(tag, invalidated_at)), '[]'::json) as tags
             from cache_tag_invalidations where recorded_at > $1`,
          [since],
        );
        const [{ read_at: readAt, tags }] = rows;
        let learnt = false;
        for (const [tag, at] of tags) if (this.remember(tag, Number(at))) learnt = true;
        // The first read only catches up; later ones bring other processes' invalidations.
        if (learnt && this.readAt) this.onRemoteInvalidation?.();
        this.readAt = readAt;
        this.recovered();
      } catch (error) {
        this.failed("read", error);
      }
    })();
    try {
      await this.polling;
    } finally {
      this.polling = null;
    }
  }

  /** @param {string} operation @param {unknown} error */
  failed(operation, error) {
    if (this.failing) return;
    this.failing = true;
    this.log.warn(
      { err: error, operation },
      "Cache tag ledger unavailable: invalidations are kept in this process until the database answers",
    );
  }

  recovered() {
    if (!this.failing) return;
    this.failing = false;
    this.log.info({}, "Cache tag ledger answering again");
  }

  async close() {
    if (this.timer) clearInterval(this.timer);
    await this.polling;
    await this.pool?.end();
  }
}

const processLedger = Symbol.for("littlerobe.cacheTagLedger");

/**
 * The process's one ledger, shared by both handlers. An invalidation learnt from another process
 * drops the web server's kept answers (scripts/page-memo.mjs) at once, as one made here does.
 *
 * @param {string | null | undefined} databaseUrl
 * @returns {TagLedger}
 */
export function sharedLedger(databaseUrl) {
  const store = /** @type {Record<symbol, TagLedger | undefined>} */ (globalThis);
  store[processLedger] ??= new TagLedger({
    databaseUrl,
    onRemoteInvalidation: invalidatePageMemo,
  });
  return store[processLedger];
}
