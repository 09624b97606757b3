import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { openPglite, openPostgres } from "@/server/db/client";
import type { WarehousePartner } from "@/server/integrations/warehouse";
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
  // The helper's 400 ms is for timeout tests; a busy machine's first answer can take longer.
  sim = await startSimulatorServer(shop.handle.db, { timeoutMs: 2_000 });
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

/** A PostgreSQL stand-in that accepts connections and never sends a byte (a hung server). */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `postgres://shop:secret@127.0.0.1:${(server.address() as net.AddressInfo).port}/shop`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("a database that accepts connections and never answers", () => {
  // The shop's own timeouts (connect 5 s, statement 8 s): a load balancer gives up before those.
  it("GET /api/health answers 503 'down' within 5 s", async () => {
    const silent = await silentServer();
    const hung = openPostgres(silent.url, 10, { connectMs: 5_000, statementMs: 8_000 });
    const globals = globalThis as unknown as { littlerobeDb?: unknown };
    const own = globals.littlerobeDb;
    globals.littlerobeDb = hung;
    try {
      const asked = Date.now();
      const response = await GET(new Request(`${APP_URL}/api/health`));
      expect(Date.now() - asked).toBeLessThan(5_000);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: "down",
        database: { ok: false, note: "The database did not answer within 2000 ms." },
      });
    } finally {
      globals.littlerobeDb = own;
      await silent.close();
      await hung.close().catch(() => {});
    }
  });

  it("a warehouse partner that never answers is reported within the same 5 s, beside the database", async () => {
    const silent = await silentServer();
    const hung = openPostgres(silent.url, 10, { connectMs: 5_000, statementMs: 8_000 });
    const neverAnswers = {
      stockLevels: () => new Promise(() => {}),
    } as unknown as WarehousePartner;
    try {
      const asked = Date.now();
      const report = await checkHealth(hung.db, () => neverAnswers);
      // Both waits run at once: the slower limit (3 s), not their sum.
      expect(Date.now() - asked).toBeLessThan(4_000);
      expect(report).toMatchObject({
        status: "down",
        warehouse: { ok: false, note: "The warehouse partner did not answer within 3000 ms." },
      });
    } finally {
      await silent.close();
      await hung.close().catch(() => {});
    }
  });
});
