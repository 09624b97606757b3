// Types of tag-ledger.mjs (plain JavaScript: Next.js imports the cache handlers at run time).
import type { CacheLog } from "./redis-cache.mjs";

export const POLL_MS: number;

export class TagLedger {
  constructor(options?: {
    databaseUrl?: string | null;
    pollMs?: number;
    log?: CacheLog;
    onRemoteInvalidation?: () => void;
  });
  /** Resolves once the first read of the table is done (at once without a database). */
  readonly loaded: Promise<void>;
  failing: boolean;
  record(tags: string[], at?: number): Promise<void>;
  invalidatedSince(tags: string[], since: number): boolean;
  latest(tags: string[]): number;
  poll(): Promise<void>;
  /** Resolves after a read of the table that began after the call (at once while it fails). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

export function sharedLedger(databaseUrl: string | null | undefined): TagLedger;
