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
