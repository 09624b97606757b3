import { and, eq, gte, lt, sql } from "drizzle-orm";
import {
  HEALTH_CHECK_LIMITS_MS,
  overallStatus,
  QUEUE_OVERDUE_MS,
  type HealthCheck,
  type HealthReport,
} from "@/domain/health";
import type { Database } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { WarehouseError, type WarehousePartner } from "@/server/integrations/warehouse";

/** The check's wait ran out: what it asked may still be pending (its failure is then ignored). */
class TimedOut extends Error {}

async function timed<T>(
  work: () => Promise<T>,
  limitMs: number,
): Promise<{ value?: T; ms: number; error?: unknown }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    // One real promise: a Drizzle query runs again on every `then`.
    const pending = Promise.resolve().then(work);
    pending.catch(() => {}); // a late failure, after the limit, is not an unhandled rejection
    const value = await Promise.race([
      pending,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), limitMs);
      }),
    ]);
    return { value, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ms: Math.round(performance.now() - started), error };
  } finally {
    clearTimeout(timer);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's health for a load balancer (issue 14): the database answers, the job queue is not
 * stuck (no job pending five minutes past its time; jobs that gave up in the last day counted),
 * and the warehouse partner answers a stock request. Each check has a limit (HEALTH_CHECK_LIMITS_MS)
 * and the warehouse is asked alongside the database, so a hung server is reported within 3 s.
 */
export async function checkHealth(
  db: Database,
  partner: () => WarehousePartner,
  now: Date = new Date(),
): Promise<HealthReport> {
  const [{ database: databaseCheck, queue }, warehouseCheck] = await Promise.all([
    checkDatabaseAndQueue(db, now),
    checkWarehouse(partner),
  ]);
  const parts = { database: databaseCheck, queue, warehouse: warehouseCheck };
  return { status: overallStatus(parts), ...parts };
}

async function checkDatabaseAndQueue(
  db: Database,
  now: Date,
): Promise<Pick<HealthReport, "database" | "queue">> {
  const database = await timed(() => db.execute(sql`select 1`), HEALTH_CHECK_LIMITS_MS.database);
  const databaseCheck: HealthCheck = database.error
    ? {
        ok: false,
        ms: database.ms,
        note:
          database.error instanceof TimedOut
            ? `The database did not answer within ${HEALTH_CHECK_LIMITS_MS.database} ms.`
            : "The database does not answer.",
      }
    : { ok: true, ms: database.ms };

  let queue: HealthReport["queue"] = {
    ok: false,
    ms: 0,
    overdue: 0,
    failed: 0,
    note: "Not checked.",
  };
  if (databaseCheck.ok) {
    const counted = await timed(async () => {
      const [row] = await db
        .select({
          overdue: sql<number>`count(*) filter (where ${and(eq(jobs.status, "pending"), lt(jobs.run_at, new Date(now.getTime() - QUEUE_OVERDUE_MS)))})::int`,
          failed: sql<number>`count(*) filter (where ${and(eq(jobs.status, "failed"), gte(jobs.run_at, new Date(now.getTime() - DAY_MS)))})::int`,
        })
        .from(jobs);
      return row!;
    }, HEALTH_CHECK_LIMITS_MS.queue);
    const overdue = counted.value?.overdue ?? 0;
    queue = {
      ok: !counted.error && overdue === 0,
      ms: counted.ms,
      overdue,
      failed: counted.value?.failed ?? 0,
      ...(counted.error
        ? { note: "The queue could not be read." }
        : overdue > 0
          ? { note: "Jobs are waiting past their time: is a worker running?" }
          : {}),
    };
  }

  return { database: databaseCheck, queue };
}

async function checkWarehouse(partner: () => WarehousePartner): Promise<HealthCheck> {
  const warehouse = await timed(() => partner().stockLevels(), HEALTH_CHECK_LIMITS_MS.warehouse);
  return warehouse.error
    ? {
        ok: false,
        ms: warehouse.ms,
        note:
          warehouse.error instanceof WarehouseError
            ? `The warehouse partner: ${warehouse.error.kind}.`
            : warehouse.error instanceof TimedOut
              ? `The warehouse partner did not answer within ${HEALTH_CHECK_LIMITS_MS.warehouse} ms.`
              : "The warehouse partner could not be asked.",
      }
    : { ok: true, ms: warehouse.ms };
}
