/** What `GET /api/health` answers (issue 14): for a load balancer, no secrets and no stack. */
export interface HealthCheck {
  ok: boolean;
  ms: number;
  /** A short, fixed description of what is wrong. */
  note?: string;
}

export interface HealthReport {
  status: "ok" | "degraded" | "down";
  database: HealthCheck;
  queue: HealthCheck & { overdue: number; failed: number };
  warehouse: HealthCheck;
}

/**
 * Down only without the database (the shop cannot serve); degraded when the queue is stuck or the
 * warehouse partner does not answer (pages and checkout still work, hand-overs wait).
 */
export function overallStatus(report: Omit<HealthReport, "status">): HealthReport["status"] {
  if (!report.database.ok) return "down";
  return report.queue.ok && report.warehouse.ok ? "ok" : "degraded";
}

/** A job still pending this long after it was due means no worker is running it. */
export const QUEUE_OVERDUE_MS = 5 * 60 * 1000;

/**
 * The longest each check waits. The database and then the queue are asked while the warehouse is,
 * so the answer comes within 3 s even from a database that accepts and never replies (a load
 * balancer commonly gives up at 5 s and must hear "down", not nothing).
 */
export const HEALTH_CHECK_LIMITS_MS = { database: 2_000, queue: 1_000, warehouse: 3_000 } as const;
