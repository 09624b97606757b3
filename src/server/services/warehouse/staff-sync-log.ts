import "server-only";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { PageWindow } from "@/domain/admin/paging";
import type { SyncLogFilter } from "@/domain/admin/sync-log-filter";
import { dayRange } from "@/domain/dates";
import type { ApiLogOrigin, ApiLogStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import { apiLogs, jobs } from "@/server/db/schema";
import { warehouseSyncJobs } from "@/server/jobs/warehouse-syncs";

/** The api_logs rows as filtered, newest first (index api_logs_origin_idx serves one origin). */
export async function listSyncLog(db: Executor, filter: SyncLogFilter, window: PageWindow) {
  const conditions: SQL[] = [];
  if (filter.origin) conditions.push(eq(apiLogs.origin, filter.origin));
  if (filter.status) conditions.push(eq(apiLogs.status, filter.status));
  const { after, before } = dayRange(filter);
  if (after) conditions.push(gte(apiLogs.created_at, after));
  if (before) conditions.push(lt(apiLogs.created_at, before));
  const query = db
    .select()
    .from(apiLogs)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(apiLogs.created_at), desc(apiLogs.id))
    .$dynamic();
  return onePagePlusOne(query, window);
}

export interface SyncJobState {
  origin: ApiLogOrigin;
  lastRunAt: Date | null;
  lastStatus: ApiLogStatus | null;
  /** A run asked for (or scheduled) that has not finished yet. */
  waiting: boolean;
}

/** Each sync's last logged run and whether a run of it is waiting in the queue. */
export async function syncJobStates(db: Executor): Promise<Map<ApiLogOrigin, SyncJobState>> {
  const origins = Object.keys(warehouseSyncJobs) as ApiLogOrigin[];
  // One index-backed look-up per origin (api_logs_origin_idx), however long the log grows.
  const last = await Promise.all(
    origins.map(async (origin) => {
      const [row] = await db
        .select({ origin: apiLogs.origin, created_at: apiLogs.created_at, status: apiLogs.status })
        .from(apiLogs)
        .where(eq(apiLogs.origin, origin))
        .orderBy(desc(apiLogs.created_at))
        .limit(1);
      return row;
    }),
  );
  const pending = await db
    .select({ type: jobs.type })
    .from(jobs)
    .where(eq(jobs.status, "pending"))
    .groupBy(jobs.type);
  const waitingTypes = new Set(pending.map((row) => row.type));
  const states = new Map<ApiLogOrigin, SyncJobState>();
  for (const origin of origins) {
    const row = last.find((r) => r?.origin === origin);
    states.set(origin, {
      origin,
      lastRunAt: row ? new Date(row.created_at) : null,
      lastStatus: row?.status ?? null,
      waiting: waitingTypes.has(warehouseSyncJobs[origin].name),
    });
  }
  return states;
}

/**
 * The queue's jobs that failed for good, newest first: out of attempts, or with a payload that
 * does not parse (zod's reason is the error). None is tried again; staff read why here.
 */
export async function listFailedJobs(db: Executor, limit = 20) {
  return db
    .select({
      id: jobs.id,
      type: jobs.type,
      attempts: jobs.attempts,
      error: jobs.last_error,
      createdAt: jobs.created_at,
    })
    .from(jobs)
    .where(eq(jobs.status, "failed"))
    .orderBy(desc(jobs.id))
    .limit(limit);
}
