import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { openPglite } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { enqueueJob } from "@/server/queue/job-queue";
import { checkHealth } from "@/server/services/health/check-health";
import { startSimulatorServer, type SimulatorServer } from "../helpers/warehouse-sim-server";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// GET /api/health (issue 14): what a load balancer asks. On PGlite and PostgreSQL.

let shop: RouteTestShop;
let sim: SimulatorServer;

beforeAll(async () => {
  shop = await openRouteTestShop();
  sim = await startSimulatorServer(shop.handle.db);
});

afterAll(async () => {
  await sim.close();
  await shop.close();
});

describe("checkHealth", () => {
  it("is ok when the database, the queue and the warehouse answer", async () => {
    const report = await checkHealth(shop.handle.db, () => sim.partner);
    expect(report).toMatchObject({
      status: "ok",
      database: { ok: true },
      queue: { ok: true, overdue: 0, failed: 0 },
      warehouse: { ok: true },
    });
  });

  it("is degraded when the warehouse fails, saying only what kind of failure", async () => {
    await sim.control({ action: "fault", fault: "error", count: 1 });
    const report = await checkHealth(shop.handle.db, () => sim.partner);
    expect(report.status).toBe("degraded");
    expect(report.warehouse).toMatchObject({
      ok: false,
      note: "The warehouse partner: unavailable.",
    });
  });

  it("is degraded when a job waits five minutes past its time (no worker running it)", async () => {
    const now = new Date();
    await enqueueJob(shop.handle.db, {
      type: "health.test",
      runAt: new Date(now.getTime() - 6 * 60 * 1000),
    });
    const report = await checkHealth(shop.handle.db, () => sim.partner, now);
    expect(report.status).toBe("degraded");
    expect(report.queue).toMatchObject({ ok: false, overdue: 1 });
  });

  it("is down without the database", async () => {
    const gone = openPglite();
    await gone.migrate(MIGRATIONS_FOLDER);
    await gone.close();
    const report = await checkHealth(gone.db, () => sim.partner);
    expect(report.status).toBe("down");
    expect(report.database).toMatchObject({ ok: false, note: "The database does not answer." });
  });
});

describe("GET /api/health", () => {
  it("answers 200 with the report, never cached, with no secret or stack in it", async () => {
    const response = await GET(new Request(`${APP_URL}/api/health`));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const body = JSON.parse(text) as { status: string; database: { ok: boolean } };
    expect(body.database.ok).toBe(true);
    // No partner answers at APP_URL in this test: the shop still serves, degraded.
    expect(body.status).toBe("degraded");
    expect(text).not.toMatch(/secret|password|stack|at \w+ \(/i);
  });
});
