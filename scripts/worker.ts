import { env } from "@/config/env";
import { exitWhenOnStandIns } from "@/config/stand-ins.mjs";
import { closeDatabase, databaseErrorMessage, getDatabaseHandle } from "@/server/db/client";
import { shopWorker } from "@/server/jobs";
import { getLogger } from "@/server/observability/logger";
import { jobsRunning, runJobsOnce, startJobWorker, stopJobWorker } from "@/server/queue/job-worker";

// `npm run worker`: the job queue in its own process (gift cards, the warehouse syncs), for a shop
// whose web servers run with JOBS_IN_WEB=false. Several may run at once on one PostgreSQL: a job is
// claimed by one process only. With the embedded database it needs the data folder to itself, so
// it is for PostgreSQL (DATABASE_URL) in practice.

exitWhenOnStandIns(process.env);
const log = getLogger();
try {
  getDatabaseHandle();
} catch (error) {
  log.fatal({ event: "worker_start_failed" }, databaseErrorMessage(error));
  process.exit(1);
}
startJobWorker(shopWorker, { separate: true });
void runJobsOnce(shopWorker);
log.info(
  { event: "worker_started", pid: process.pid, syncEveryMinutes: env().WAREHOUSE_SYNC_MINUTES },
  "Job worker started",
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ event: "worker_stopping", signal }, "Job worker stopping");
  stopJobWorker();
  // A pass under way commits or rolls back on its own; give it a moment, then close.
  const deadline = Date.now() + 8_000;
  while (jobsRunning() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await closeDatabase().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
