import { and, eq, gte, lt, sql } from "drizzle-orm";
import {
  overallStatus,
  QUEUE_OVERDUE_MS,
  type HealthCheck,
  type HealthReport,
} from "@/domain/health";
import type { Database } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { WarehouseError, type WarehousePartner } from "@/server/integrations/warehouse";

async function timed<T>(
  work: () => Promise<T>,
): Promise<{ value?: T; ms: number; error?: unknown }> {
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ms: Math.round(performance.now() - started), error };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's health for a load balancer (issue 14): the database answers, the job queue is not
 * stuck (no job pending five minutes past its time; jobs that gave up in the last day counted),
 * and the warehouse partner answers a stock request.
 */
export async function checkHealth(
  db: Database,
  partner: () => WarehousePartner,
  now: Date = new Date(),
): Promise<HealthReport> {
  const database = await timed(() => db.execute(sql`select 1`));
  const databaseCheck: HealthCheck = database.error
    ? { ok: false, ms: database.ms, note: "The database does not answer." }
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
    });
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

  const warehouse = await timed(() => partner().stockLevels());
  const warehouseCheck: HealthCheck = warehouse.error
    ? {
        ok: false,
        ms: warehouse.ms,
        note:
          warehouse.error instanceof WarehouseError
            ? `The warehouse partner: ${warehouse.error.kind}.`
            : "The warehouse partner could not be asked.",
      }
    : { ok: true, ms: warehouse.ms };

  const parts = { database: databaseCheck, queue, warehouse: warehouseCheck };
  return { status: overallStatus(parts), ...parts };
}
