// Types of redis-cache.mjs (plain JavaScript: Next.js imports the cache handlers at run time).
import type Redis from "ioredis";
import type { CacheHandler } from "next/cache";
import type { TagLedger } from "./tag-ledger.mjs";

export const CONNECT_TIMEOUT_MS: number;
export const COMMAND_TIMEOUT_MS: number;

export interface CacheLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export function shopLog(): CacheLog;

export class RedisConnection {
  constructor(url: string, options?: { log?: CacheLog });
  readonly client: Redis;
  failing: boolean;
  run<T>(operation: string, command: (client: Redis) => Promise<T>): Promise<T>;
  ready(): Promise<void>;
  close(): void;
}

export class TagStore {
  constructor(connection: RedisConnection, keyPrefix: string);
  update(tags: string[], durations?: { expire?: number }): Promise<void>;
  invalidatedSince(tags: string[], since: number): Promise<boolean>;
}

export function createRedisUseCacheHandler(options: {
  connection: RedisConnection;
  keyPrefix: string;
  ledger?: TagLedger;
}): CacheHandler;

export interface RouteCacheEntry {
  lastModified: number;
  cacheControl?: { revalidate?: number | false; expire?: number };
  // What Next.js stores: a page's html, RSC payload (Buffer), segment data (Map), headers…
  value: unknown;
}

export class RedisRouteCache {
  constructor(options: {
    connection: RedisConnection;
    keyPrefix: string;
    buildId: string;
    ledger?: TagLedger;
    /** When each key's render under way began (one map per process). */
    renders?: Map<string, number>;
  });
  get(
    key: string,
    ctx?: { kind?: string; isFallback?: boolean; softTags?: string[]; tags?: string[] },
  ): Promise<RouteCacheEntry | null>;
  set(
    key: string,
    data: unknown,
    ctx?: { cacheControl?: { revalidate?: number | false; expire?: number }; tags?: string[] },
  ): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export function stringifyEntry(entry: unknown): string;
export function parseEntry(text: string): unknown;
export function readBuildId(serverDistDir: string): string;
/** The tags a page or response carries (Next.js writes them in a header), or a fetch's. */
export function entryTags(data: unknown, ctx?: { tags?: string[] }): string[];
export function sharedConnection(url: string): RedisConnection;
