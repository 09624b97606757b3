#!/usr/bin/env node
// Fault: the warehouse partner down for ten minutes under load (issue 14).
// `npm run bench:fault-warehouse`. See bench/README.md. On its own PostgreSQL database (created and
// dropped), `npm start` runs the shop with the REAL warehouse HTTP adapter (WAREHOUSE_URL) pointed
// at a stand-in this script serves on 127.0.0.1: the shop's warehouse simulator over node:http, as
// another company's system would be. New members keep checking out and paying on the sandbox
// (one order every FAULT_WAREHOUSE_ORDER_EVERY_MS, default 6,000, FAULT_WAREHOUSE_BUYERS at once,
// default 2): FAULT_WAREHOUSE_BEFORE_SECONDS (30) with the partner up, FAULT_WAREHOUSE_DOWN_SECONDS
// (600) down, split evenly between the modes of FAULT_WAREHOUSE_MODES (default "refused,503,hang":
// connections refused, every call answered 503, every call accepted and never answered), then
// FAULT_WAREHOUSE_AFTER_SECONDS (30) up again. Checks:
//   - every checkout paid while the partner was down was placed (the money and stock checks of
//     fault-payments);
//   - every delivery placed in the run reaches the stand-in exactly once (one order created per
//     delivery, its id stored on the delivery), within FAULT_WAREHOUSE_CATCHUP_SECONDS (300) of
//     the partner's return; prints how long the last one took;
//   - api_logs holds the failed hand-overs and syncs of the outage.
// Exits 1 if a check fails.
import http from "node:http";
import path from "node:path";
import pg from "pg";
import {
  admin as adminOn,
  CARD,
  checkoutBody,
  databaseUrl,
  loadSettings,
  markStart,
  moneyAndStockChecks,
  post,
  signUp,
  sleep,
  startShop,
  stopShop,
  waitForShop,
} from "./lib/shop-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const { openPostgres } = await import("@/server/db/client");
const { createWarehouseSimulator } =
  await import("@/server/integrations/warehouse/simulator/warehouse-simulator");

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const BEFORE_S = num("FAULT_WAREHOUSE_BEFORE_SECONDS", 30);
const DOWN_S = num("FAULT_WAREHOUSE_DOWN_SECONDS", 600);
const AFTER_S = num("FAULT_WAREHOUSE_AFTER_SECONDS", 30);
const CATCHUP_S = num("FAULT_WAREHOUSE_CATCHUP_SECONDS", 300);
const ORDER_EVERY_MS = num("FAULT_WAREHOUSE_ORDER_EVERY_MS", 6_000);
const GARMENTS = 5; // Subscription A's wardrobe
const BUYERS = num("FAULT_WAREHOUSE_BUYERS", 2);
const MODES = (process.env.FAULT_WAREHOUSE_MODES ?? "refused,503,hang").split(",").filter(Boolean);
const PORT = 3162;
const PARTNER_PORT = 3163;
const BASE = `http://127.0.0.1:${PORT}`;
const API_KEY = "fault-warehouse-bench-key";
const name = `littlerobe_faultwh_${process.pid}`;
const dbUrl = databaseUrl(ADMIN_URL, name);
const shopLog = `/tmp/lr-fault-warehouse-shop-${process.pid}.log`;

/**
 * The partner: the simulator on its own port, over its own pool. `mode` says how it fails:
 * 'up', 'refused' (not listening), '503' (answers every call 503) or 'hang' (never answers).
 * Counts the orders it created per reference (201) and the repeats it answered (200).
 */
function standIn() {
  const handle = openPostgres(dbUrl, 4);
  const simulate = createWarehouseSimulator({
    db: handle.db,
    apiKey: API_KEY,
    speed: 1, // real time: nothing is dispatched during the run
    control: false,
  });
  const created = new Map(); // reference → orders created
  const repeats = new Map(); // reference → repeats answered
  const calls = new Map(); // mode → calls seen
  const hanging = new Set();
  let mode = "up";
  const server = http.createServer((req, res) => {
    calls.set(mode, (calls.get(mode) ?? 0) + 1);
    if (mode === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if (mode === "503") {
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: "unavailable", message: "Down for maintenance" } }));
      return;
    }
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers))
        if (typeof value === "string") headers.set(key, value);
      try {
        const response = await simulate(
          new Request(`http://127.0.0.1:${PARTNER_PORT}${req.url}`, {
            method: req.method,
            headers,
            body: req.method === "POST" ? body : undefined,
          }),
        );
        const answer = Buffer.from(await response.arrayBuffer());
        if (req.method === "POST" && /\/orders$/.test(req.url)) {
          const reference = JSON.parse(body.toString()).reference;
          const tally = response.status === 201 ? created : repeats;
          if (response.status < 300) tally.set(reference, (tally.get(reference) ?? 0) + 1);
        }
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(answer);
      } catch {
        if (!res.headersSent) res.writeHead(500).end();
      }
    });
  });
  const listen = () => new Promise((resolve) => server.listen(PARTNER_PORT, "127.0.0.1", resolve));
  const unlisten = () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  return {
    created,
    repeats,
    calls,
    listen,
    async setMode(next) {
      if (mode === "refused" && next !== "refused") await listen();
      if (next === "refused" && mode !== "refused") await unlisten();
      if (mode === "hang") for (const res of hanging) res.destroy();
      mode = next;
    },
    async close() {
      if (mode !== "refused") await unlisten();
      for (const res of hanging) res.destroy();
      await handle.close();
    },
  };
}

async function main() {
  await adminOn(ADMIN_URL, `drop database if exists ${name} with (force)`);
  await adminOn(ADMIN_URL, `create database ${name}`);
  const partner = standIn();
  await partner.listen();
  const db = new pg.Client({ connectionString: dbUrl });
  const shop = startShop({
    port: PORT,
    dbUrl,
    logFile: shopLog,
    env: {
      WAREHOUSE_URL: `http://127.0.0.1:${PARTNER_PORT}/warehouse-sim/v1`,
      WAREHOUSE_API_KEY: API_KEY,
    },
  });
  const failures = [];
  try {
    console.log(
      `Starting the shop on ${BASE} (database ${name}, log ${shopLog}), the partner on ${PARTNER_PORT}…`,
    );
    await waitForShop(shop, BASE);
    await db.connect();
    const mark = await markStart(db);
    const settings = await loadSettings(db);
    // Every listed variant in stock, and what is left of it: each order takes the next GARMENTS
    // variants with stock, round the list, so the demo shop's stock lasts the ~110 orders.
    const { rows: stocked } = await db.query(
      `select v.id, v.stock from product_variants v join products p on p.id = v.product_id
        where v.deleted_at is null and v.stock >= 1 and p.published_at is not null
          and p.deleted_at is null and p.archived_at is null
        order by v.id`,
    );
    mark.stockBefore = new Map(stocked.map((v) => [v.id, v.stock]));
    const left = new Map(mark.stockBefore);
    let cursor = 0;
    const nextPicks = () => {
      const picks = [];
      for (let tried = 0; picks.length < GARMENTS && tried < stocked.length; tried++) {
        const { id } = stocked[cursor++ % stocked.length];
        if (left.get(id) > 0) {
          left.set(id, left.get(id) - 1);
          picks.push(id);
        }
      }
      return picks;
    };

    // Buyers: a new member signs up, checks out GARMENTS garments and pays, one order per interval.
    let phase = "before";
    let running = true;
    let n = 0;
    const tally = new Map(); // phase → { paid, refused, failed }
    const count = (what) => {
      if (!tally.has(phase)) tally.set(phase, { paid: 0, refused: 0, failed: 0 });
      tally.get(phase)[what] += 1;
    };
    async function buyer() {
      while (running) {
        const started = Date.now();
        const i = n++;
        try {
          const cookie = await signUp(BASE, `wh-fault-${process.pid}-${i}@example.co.uk`);
          const picks = nextPicks();
          const checkout = await post(
            BASE,
            "/api/checkout",
            await checkoutBody(settings, picks),
            cookie,
          );
          if (checkout.status === 409) count("refused");
          else if (checkout.status !== 200 || checkout.json?.kind !== "payment") count("failed");
          else {
            const id = checkout.json.url.split("/").pop();
            const paid = await post(BASE, `/api/sandbox/checkout/${id}/pay`, CARD);
            count(paid.status === 200 ? "paid" : "failed");
          }
        } catch {
          count("failed");
        }
        await sleep(Math.max(0, ORDER_EVERY_MS * BUYERS - (Date.now() - started)));
      }
    }
    const buyers = Array.from({ length: BUYERS }, buyer);

    await sleep(BEFORE_S * 1000);
    const downAt = Date.now();
    const windows = [{ phase: "before", from: 0 }];
    for (const mode of MODES) {
      phase = `down (${mode})`;
      windows.unshift({ phase, from: Date.now() });
      await partner.setMode(mode);
      console.log(`The partner is down: ${mode}.`);
      await sleep((DOWN_S * 1000) / MODES.length);
    }
    phase = "after";
    await partner.setMode("up");
    const backAt = Date.now();
    windows.unshift({ phase, from: backAt });
    console.log(`The partner is back after ${Math.round((backAt - downAt) / 1000)} s.`);
    await sleep(AFTER_S * 1000);
    running = false;
    await Promise.all(buyers);

    // Until every delivery placed in the run has the partner's order id, or the time is up.
    const waitingSql = `select po.id from partial_order po join "order" o on o.id = po.order_id
       where o.id > $1 and o.status = 'ORDER_PLACED' and po.status = 'ORDER_PLACED'
         and po.fulfilment_order_id is null`;
    let waiting = [];
    let caughtUpAt = null;
    while (Date.now() - backAt < CATCHUP_S * 1000) {
      waiting = (await db.query(waitingSql, [mark.lastOrder])).rows;
      if (waiting.length === 0) {
        caughtUpAt = Date.now();
        break;
      }
      await sleep(1000);
    }
    const { rows: handed } = await db.query(
      `select po.id, po.fulfilment_order_id, po.fulfilment_processed_time, o.created_at
         from partial_order po join "order" o on o.id = po.order_id
        where o.id > $1 and o.status = 'ORDER_PLACED'`,
      [mark.lastOrder],
    );
    const { rows: simOrders } = await db.query(
      `select reference, count(*)::int as n, min(id)::text as id from warehouse_sim_orders group by reference`,
    );
    const atPartner = new Map(simOrders.map((r) => [r.reference, r]));
    const placedDuring = handed.filter(
      (d) => d.created_at.getTime() >= downAt && d.created_at.getTime() < backAt,
    );
    // Seconds from the partner's return to each hand-over of a delivery placed while it was down.
    const after = placedDuring
      .filter((d) => d.fulfilment_processed_time)
      .map((d) => (d.fulfilment_processed_time.getTime() - backAt) / 1000)
      .sort((a, b) => a - b);
    const stillWaiting = placedDuring.length - after.length;
    console.log(
      "\n| phase | checkouts paid | refused (stock) | failed |\n| --- | --- | --- | --- |",
    );
    for (const [p, t] of tally) console.log(`| ${p} | ${t.paid} | ${t.refused} | ${t.failed} |`);
    console.log(
      `\n${handed.length} deliveries placed in the run, ${placedDuring.length} while the partner was down; ` +
        `after it came back, those were handed over at median ${after[Math.floor(after.length / 2)]?.toFixed(1)} s, the last at ${after.at(-1)?.toFixed(1)} s` +
        `${stillWaiting ? ` (${stillWaiting} never)` : ""}; ` +
        `all caught up ${caughtUpAt ? `${((caughtUpAt - backAt) / 1000).toFixed(1)} s after` : `not within ${CATCHUP_S} s`}.`,
    );
    const calls = [...partner.calls].map(([m, c]) => `${m} ${c}`).join(", ");
    const repeatCount = [...partner.repeats.values()].reduce((a, b) => a + b, 0);
    console.log(
      `Calls reaching the partner by its state: ${calls}; repeats answered: ${repeatCount}.`,
    );

    // The shop's other jobs (confirmation e-mails, the checkout sweep) share the queue with the
    // hand-overs: how long they waited past their due time, by when they were queued.
    const { rows: others } = await db.query(
      `select created_at, extract(epoch from done_at - run_at)::float as late from jobs
        where type not like 'warehouse.%' and status = 'done' and attempts = 1
          and created_at >= $1`,
      [mark.started],
    );
    console.log(
      "\n| other jobs queued | done | late: median | late: max |\n| --- | --- | --- | --- |",
    );
    for (const { phase: p } of [...windows].reverse()) {
      const late = others
        .filter((j) => windows.find((w) => j.created_at.getTime() >= w.from).phase === p)
        .map((j) => j.late)
        .sort((a, b) => a - b);
      if (late.length === 0) continue;
      const median = late[Math.floor(late.length / 2)];
      console.log(
        `| ${p} | ${late.length} | ${median.toFixed(1)} s | ${late.at(-1).toFixed(1)} s |`,
      );
    }

    const downFailures = Object.values(
      Object.fromEntries([...tally].filter(([p]) => p.startsWith("down"))),
    ).reduce((a, t) => a + t.failed, 0);
    const check = (ok, what, detail) => {
      console.log(`${ok ? "✓" : "✗"} ${what}`);
      if (!ok) failures.push(`${what}${detail ? `: ${detail}` : ""}`);
    };
    check(downFailures === 0, "no checkout failed while the partner was down", `${downFailures}`);
    check(
      placedDuring.length > 0,
      "orders were placed while the partner was down",
      `${placedDuring.length}`,
    );
    check(
      waiting.length === 0,
      `every delivery handed over within ${CATCHUP_S} s of the partner's return`,
      JSON.stringify(waiting.slice(0, 10)),
    );
    const wrong = handed.filter((d) => {
      const sim = atPartner.get(String(d.id));
      return (
        !sim ||
        sim.n !== 1 ||
        partner.created.get(String(d.id)) !== 1 ||
        Number(sim.id) !== Number(d.fulfilment_order_id?.replace(/^\D+/, ""))
      );
    });
    check(
      wrong.length === 0,
      "every placed delivery reached the partner exactly once (one order created, its id stored)",
      JSON.stringify(
        wrong.slice(0, 5).map((d) => ({
          id: d.id,
          stored: d.fulfilment_order_id,
          atPartner: atPartner.get(String(d.id)),
          created: partner.created.get(String(d.id)),
        })),
      ),
    );
    const { rows: logs } = await db.query(
      `select origin::text, status::text, count(*)::int as n from api_logs
        where created_at >= to_timestamp($1 / 1000.0) group by 1, 2 order by 1, 2`,
      [downAt],
    );
    console.log(
      `api_logs since the outage: ${logs.map((l) => `${l.origin} ${l.status} ${l.n}`).join(", ")}`,
    );
    check(
      logs.some((l) => l.origin === "acsCreateOrder" && l.status === "ERROR"),
      "api_logs shows the failed hand-overs",
    );
    failures.push(...(await moneyAndStockChecks(db, mark)));
  } finally {
    await db.end().catch(() => {});
    await stopShop(shop);
    await partner.close().catch(() => {});
    await adminOn(ADMIN_URL, `drop database if exists ${name} with (force)`);
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} check(s) failed:\n${failures.join("\n")}`);
    process.exitCode = 1;
  }
}

await main();
