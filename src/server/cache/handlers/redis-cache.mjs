import { readFileSync } from "node:fs";
import path from "node:path";
import Redis from "ioredis";
import pino from "pino";
import { createRedisDataCacheHandler } from "@mrjasonroy/cache-components-cache-handler";
import { cacheLogLevel } from "../../../config/cache-handler-settings.mjs";
import { NEXT_CACHE_TAGS_HEADER } from "../../next-internals.mjs";
import { shopLogger } from "../../runtime-bridge.mjs";
import { noteRead, renderEnds } from "./render-starts.mjs";

/**
 * Next.js's two caches kept in Redis, so that several web processes serve the same pages and see
 * the same invalidations (issue 8). Plain JavaScript: Next.js imports the handlers at run time.
 *
 * One shop's keys, under its prefix P (src/config/cache-handler-settings.mjs):
 * - `P:use-cache:<key>`: a 'use cache' result (the library's handler, `cacheHandlers`);
 * - `P:route:<build id>:<key>`: a page's prerendered shell and RSC payload (`cacheHandler`);
 * - `P:tag:<tag>`: when a tag was invalidated (hash: `stale`, `expired`, in ms), read by both.
 *
 * Redis failing never fails a page: a read is a miss, a write is dropped, and the first failure of
 * an outage is logged once. Nothing waits long: a command gets COMMAND_TIMEOUT_MS, and while the
 * connection is down commands fail at once instead of queueing.
 */

export const CONNECT_TIMEOUT_MS = 1_000;
export const COMMAND_TIMEOUT_MS = 500;
/** Without an `expire` of their own, entries leave Redis a day after they were written. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/** @typedef {{ warn: (fields: object, message: string) => void; info: (fields: object, message: string) => void }} CacheLog */
/** @typedef {import("./tag-ledger.mjs").TagLedger} TagLedger */

let fallbackLog;
/**
 * The shop's logger (src/server/observability/logger.ts hands it over src/server/runtime-bridge.mjs)
 * once the app has made it, else a pino logger writing the same JSON lines.
 *
 * @returns {CacheLog}
 */
export function shopLog() {
  const shop = shopLogger();
  if (shop) return shop;
  fallbackLog ??= pino({
    base: { service: "littlerobe" },
    level: cacheLogLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return fallbackLog;
}

/**
 * One Redis client and what it does when Redis fails: each operation goes through `run`, which
 * passes its result on, or logs the first failure of an outage and throws for the caller to turn
 * into a miss.
 */
export class RedisConnection {
  /**
   * @param {string} url
   * @param {{ log?: CacheLog }} [options]
   */
  constructor(url, { log } = {}) {
    this.log = log ?? shopLog();
    this.failing = false;
    this.server = describeServer(url);
    this.client = new Redis(url, {
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // While disconnected, a command fails at once (a miss) instead of waiting for the connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep trying to reconnect, at most every 2 s, so the cache comes back with Redis.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      connectionName: "littlerobe-cache",
    });
    this.client.on("error", (error) => this.failed("connect", error));
    this.client.on("ready", () => this.recovered());
  }

  /**
   * @template T
   * @param {string} operation
   * @param {(client: Redis) => Promise<T>} command
   * @returns {Promise<T>}
   */
  async run(operation, command) {
    try {
      const result = await command(this.client);
      this.recovered();
      return result;
    } catch (error) {
      this.failed(operation, error);
      throw error;
    }
  }

  /** Resolves once connected (tests; the server does not wait: until then, reads are misses). */
  ready() {
    if (this.client.status === "ready") return Promise.resolve();
    return new Promise((resolve) => this.client.once("ready", () => resolve(undefined)));
  }

  /** @param {string} operation @param {unknown} error */
  failed(operation, error) {
    if (this.failing) return;
    this.failing = true;
    this.log.warn(
      { err: error, operation, server: this.server },
      "Redis cache unavailable: pages are rendered without it until it answers again",
    );
  }

  recovered() {
    if (!this.failing) return;
    this.failing = false;
    this.log.info({ server: this.server }, "Redis cache answering again");
  }

  close() {
    this.client.disconnect();
  }
}

/** Host and port only: a URL can carry a password. @param {string} url */
function describeServer(url) {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || "6379"}`;
  } catch {
    return "(unparsable REDIS_URL)";
  }
}

/**
 * When tags were invalidated, in Redis: one hash per tag with `stale` and `expired` times (ms),
 * the layout the library's 'use cache' handler reads and writes, so both caches share it.
 */
export class TagStore {
  /** @param {RedisConnection} connection @param {string} keyPrefix */
  constructor(connection, keyPrefix) {
    this.connection = connection;
    this.prefix = tagPrefix(keyPrefix);
  }

  /**
   * As Next.js's own handlers: with durations (revalidateTag with a profile) the tags are stale now
   * and expire `durations.expire` seconds later; without, they expire now.
   *
   * @param {string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async update(tags, durations) {
    if (tags.length === 0) return;
    const now = Date.now();
    const fields = !durations
      ? { expired: String(now) }
      : durations.expire === undefined
        ? { stale: String(now) }
        : { stale: String(now), expired: String(now + durations.expire * 1000) };
    await this.connection.run("updateTags", async (client) => {
      const pipeline = client.pipeline();
      for (const tag of tags) pipeline.hset(this.prefix + tag, fields);
      throwFirstError(await pipeline.exec());
    });
  }

  /**
   * Whether any of the tags went stale or expired after `since` (ms): an entry written then is
   * out of date. Stale counts too, so a tag invalidated with a profile also makes a miss.
   *
   * @param {string[]} tags
   * @param {number} since
   */
  async invalidatedSince(tags, since) {
    if (tags.length === 0) return false;
    const rows = await this.connection.run("getTags", async (client) => {
      const pipeline = client.pipeline();
      for (const tag of tags) pipeline.hmget(this.prefix + tag, "stale", "expired");
      return throwFirstError(await pipeline.exec());
    });
    const now = Date.now();
    return rows.some((row) => {
      const [stale = 0, expired = 0] = /** @type {(string | null)[]} */ (row).map(Number);
      return stale > since || (expired > since && expired <= now);
    });
  }
}

/** @param {string} keyPrefix */
function tagPrefix(keyPrefix) {
  return `${keyPrefix}tag:`;
}

/**
 * A pipeline's results, or its first error thrown.
 *
 * @param {[Error | null, unknown][] | null} results
 */
function throwFirstError(results) {
  if (!results) throw new Error("Redis pipeline was not run");
  for (const [error] of results) if (error) throw error;
  return results.map(([, value]) => value);
}

/**
 * The 'use cache' handler on Redis: @mrjasonroy/cache-components-cache-handler's data-cache
 * handler, given our connection (short timeouts, failures logged once) and our key layout. With a
 * ledger (tag-ledger.mjs), an invalidation is recorded there too, and an entry older than one the
 * ledger knows of is a miss whatever Redis says (an invalidation Redis never received).
 *
 * @param {{ connection: RedisConnection; keyPrefix: string; ledger?: TagLedger }} options
 * @returns {import("next/cache").CacheHandler}
 */
export function createRedisUseCacheHandler({ connection, keyPrefix, ledger }) {
  const handler = createRedisLibraryHandler(connection, keyPrefix);
  if (!ledger) return handler;
  return {
    ...handler,
    async get(cacheKey, softTags) {
      const [entry] = await Promise.all([handler.get(cacheKey, softTags), ledger.loaded]);
      return entry && ledger.invalidatedSince(entry.tags, entry.timestamp) ? undefined : entry;
    },
    async getExpiration(tags) {
      const [fromRedis] = await Promise.all([handler.getExpiration(tags), ledger.loaded]);
      return Math.max(fromRedis, ledger.latest(tags));
    },
    // Next.js awaits this once per request, before its first cached read: a render then knows
    // every invalidation committed before it began, not only those of the last poll.
    refreshTags: () => ledger.refresh(),
    async updateTags(tags, durations) {
      // The ledger takes every invalidation as immediate: the shop makes no other (invalidate.ts).
      await Promise.all([handler.updateTags(tags, durations), ledger.record(tags)]);
    },
  };
}

/**
 * @param {RedisConnection} connection
 * @param {string} keyPrefix
 * @returns {import("next/cache").CacheHandler}
 */
function createRedisLibraryHandler(connection, keyPrefix) {
  /** @template T @param {string} operation @param {(client: Redis) => Promise<T>} command */
  const run = (operation, command) => connection.run(operation, command);
  return createRedisDataCacheHandler({
    redis: {
      get: (key) => run("get", (c) => c.get(key)),
      set: (key, value, exFlag, ttl) => {
        // An `expire: 0` entry is regenerated on every read: not stored (as Next.js's own handler).
        if (exFlag === "EX" && typeof ttl === "number" && ttl <= 0) return Promise.resolve("OK");
        return run("set", (c) =>
          exFlag === "EX" && typeof ttl === "number"
            ? c.set(key, value, "EX", ttl)
            : c.set(key, value),
        );
      },
      del: (...keys) => run("del", (c) => c.del(...keys)),
      exists: (...keys) => run("exists", (c) => c.exists(...keys)),
      ttl: (key) => run("ttl", (c) => c.ttl(key)),
      hGet: (key, field) => run("getTags", (c) => c.hget(key, field)),
      hSet: (key, field, value) => run("updateTags", (c) => c.hset(key, field, value)),
      hGetAll: (key) => run("getTags", (c) => c.hgetall(key)),
    },
    keyPrefix: `${keyPrefix}use-cache:`,
    tagPrefix: tagPrefix(keyPrefix),
    defaultTTL: DEFAULT_TTL_SECONDS,
  });
}

/**
 * The route cache (Next.js's incremental cache: prerendered pages, route handler responses) on
 * Redis. Written here rather than taken from the library, whose RedisCacheHandler loses a page's
 * RSC payload and segment data (a Buffer and a Map do not survive its JSON) and never expires a
 * page by tag (it looks for tags in set()'s context; Next.js puts a page's in its headers).
 *
 * An entry is a miss when one of its tags (a page carries those of every 'use cache' read in it,
 * and its path's implicit tags) was invalidated after it was written, by Redis's record or by the
 * ledger's (tag-ledger.mjs: an invalidation made while Redis was unreachable).
 *
 * An entry is stamped with the time its render began (the miss that started it), not the time it
 * was stored: a render may have read data from before an invalidation it had not heard of yet,
 * and its page must not count as newer than that invalidation.
 */
export class RedisRouteCache {
  /**
   * @param {{ connection: RedisConnection; keyPrefix: string; buildId: string; ledger?: TagLedger; renders?: Map<string, number> }} options
   *   `renders`: key → when its render began; Next.js makes a handler per request, so the process
   *   shares one map.
   */
  constructor({ connection, keyPrefix, buildId, ledger, renders = new Map() }) {
    this.connection = connection;
    this.ledger = ledger;
    this.renders = renders;
    this.tags = new TagStore(connection, keyPrefix);
    // A page's RSC payload names its build's scripts: another build must not serve it.
    this.entryPrefix = `${keyPrefix}route:${buildId}:`;
  }

  /**
   * @param {string} key
   * @param {{ softTags?: string[]; tags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    const askedAt = Date.now();
    const found = await this.find(key, ctx);
    noteRead(this.renders, key, found !== null, askedAt);
    return found;
  }

  /**
   * @param {string} key
   * @param {{ softTags?: string[]; tags?: string[] }} [ctx]
   */
  async find(key, ctx) {
    try {
      const stored = await this.connection.run("get", (client) =>
        client.get(this.entryPrefix + key),
      );
      if (!stored) return null;
      const entry = parseEntry(stored);
      const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
      if (await this.tags.invalidatedSince(tags, entry.lastModified)) return null;
      if (this.ledger) {
        await this.ledger.loaded;
        if (this.ledger.invalidatedSince(tags, entry.lastModified)) return null;
      }
      return {
        lastModified: entry.lastModified,
        cacheControl: entry.cacheControl,
        value: entry.value,
      };
    } catch {
      return null; // logged by the connection; the page is rendered afresh
    }
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ cacheControl?: { revalidate?: number | false; expire?: number }; tags?: string[] }} [ctx]
   */
  async set(key, data, ctx) {
    const now = Date.now();
    const began = renderEnds(this.renders, key, now);
    try {
      const entry = {
        lastModified: began ?? now,
        tags: entryTags(data, ctx),
        cacheControl: ctx?.cacheControl,
        value: data,
      };
      const expire = ctx?.cacheControl?.expire;
      const ttl =
        typeof expire === "number" && expire > 0 && expire < DEFAULT_TTL_SECONDS
          ? Math.ceil(expire)
          : DEFAULT_TTL_SECONDS;
      await this.connection.run("set", (client) =>
        client.set(this.entryPrefix + key, stringifyEntry(entry), "EX", ttl),
      );
    } catch {
      // Dropped: the next request renders the page again.
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    try {
      await this.tags.update(typeof tags === "string" ? [tags] : tags, durations);
    } catch {
      // Logged by the connection.
    }
  }

  resetRequestCache() {}
}

/** The tags a page or response carries (Next.js writes them in a header), or a fetch's. */
export function entryTags(data, ctx) {
  const header = data?.headers?.[NEXT_CACHE_TAGS_HEADER];
  const fromHeader = typeof header === "string" && header ? header.split(",") : [];
  return [...new Set([...fromHeader, ...(data?.tags ?? []), ...(ctx?.tags ?? [])])];
}

/**
 * JSON that keeps what Next.js puts in an entry: bytes (RSC payload, route bodies) and Maps
 * (segment data). JSON.stringify hands a Buffer to the replacer already turned into
 * {type, data}, so the replacer looks at the original value on its holder.
 *
 * @param {unknown} entry
 */
export function stringifyEntry(entry) {
  return JSON.stringify(entry, function (key, value) {
    const original = this[key];
    if (original instanceof Uint8Array)
      return {
        $bytes: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString(
          "base64",
        ),
      };
    if (original instanceof Map) return { $map: [...original] };
    return value;
  });
}

/** @param {string} text */
export function parseEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$bytes === "string") return Buffer.from(value.$bytes, "base64");
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/** The build's id, which scopes route entries: `<distDir>/BUILD_ID`, beside `<distDir>/server`. */
export function readBuildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

const processConnection = Symbol.for("littlerobe.redisCacheConnection");

/**
 * The process's one connection, shared by both handlers (Next.js imports each handler module
 * once, but keeping it on globalThis also covers a second copy of this module).
 *
 * @param {string} url
 * @returns {RedisConnection}
 */
export function sharedConnection(url) {
  const store = /** @type {Record<symbol, RedisConnection | undefined>} */ (globalThis);
  store[processConnection] ??= new RedisConnection(url);
  return store[processConnection];
}
