#!/usr/bin/env node
// Checkout throughput on PostgreSQL (issue 9): `npm run bench:checkout`. See bench/README.md.
// Creates a throw-away database on the PostgreSQL server, migrates it, builds a catalogue with
// enough stock (and one garment in storage per unit), then N members each check out a 5-garment
// wardrobe (startCheckout) and pay it on the local sandbox (payCheckout, whose signed events go to
// the webhook's code in-process: verify, process once, hold the garments, e-mail), 20 at a time.
// As a baseline measured in the same run, on the same pool and at the same concurrency: a trivial
// transaction (one insert and one select). Prints checkouts/s, p50/p99 and the ratio.
//
// Runs the shop's TypeScript services through tsx, with the react-server condition so that
// 'server-only' modules load outside Next.js: `tsx --conditions=react-server bench/checkout.mjs`.
// Options (environment): BENCH_DATABASE_URL (an existing database on the server, used only to
// create and drop the bench's own; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
// BENCH_CHECKOUTS (default 400), BENCH_CONCURRENCY (default 20), BENCH_BASELINE_OPS (default 4000).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { saveResults } from "./lib/results.mjs";
import { adminQuery, CARD, databaseUrl, POSTCODE } from "./lib/shop.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
// Read by src/config/env.ts on first use: quiet logs, e-mails to the outbox table only.
process.env.LOG_LEVEL ??= "silent";
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;

const { and, eq, inArray, sql } = await import("drizzle-orm");
const { openPostgres } = await import("@/server/db/client");
const { MIGRATIONS_FOLDER } = await import("@/server/db/migrate");
const schema = await import("@/server/db/schema");
const { parseSettings } = await import("@/domain/content/settings");
const { deliveryDaysFor } = await import("@/domain/checkout/checkout-request");
const { settingsDocument } = await import("@/server/seed/content/settings-document");
const { LocalPaymentGateway } =
  await import("@/server/integrations/payments/local/local-payment-gateway");
const { startCheckout } = await import("@/server/services/checkout/start-checkout");
const { afterSettle } = await import("@/server/services/checkout/after-settle");
const { processPaymentEvent } = await import("@/server/services/payments/process-payment-event");

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const BASELINE_OPS = Number(process.env.BENCH_BASELINE_OPS ?? 4000);
const WARM_UP = CONCURRENCY;
const PLAN = "Subscription A";
const LINES = 5;
const VARIANTS = 40;

// ---------------------------------------------------------------------------------------------
// The database

const dbName = `littlerobe_bench_checkout_${process.pid}_${randomBytes(3).toString("hex")}`;
const dbUrl = databaseUrl(dbName);

/** Products with stock for every checkout (and the warm-up), one garment in STORAGE per unit. */
async function buildCatalogue(db) {
  const total = (CHECKOUTS + WARM_UP) * LINES;
  const perVariant = Math.ceil(total / VARIANTS) + 1;
  const variantIds = [];
  for (let p = 0; p < VARIANTS / 4; p += 1) {
    const [product] = await db
      .insert(schema.products)
      .values({ name: `Bench Romper ${p}`, slug: `bench-romper-${p}`, published_at: new Date() })
      .returning({ id: schema.products.id });
    const variants = await db
      .insert(schema.productVariants)
      .values(
        [0, 1, 2, 3].map((v) => ({
          product_id: product.id,
          sku: `BENCH-${p}-${v}`,
          stock: perVariant,
        })),
      )
      .returning({ id: schema.productVariants.id, sku: schema.productVariants.sku });
    for (const variant of variants) {
      variantIds.push(variant.id);
      await db.insert(schema.productItems).values(
        Array.from({ length: perVariant }, () => ({
          sku: variant.sku,
          product_variant_id: variant.id,
          status: "STORAGE",
        })),
      );
    }
  }
  return variantIds;
}

async function addMembers(db, count, prefix) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    email: `${prefix}-${i}@example.co.uk`,
    firstName: "Amelia",
    lastName: "Hart",
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(schema.users).values(rows.slice(i, i + 500));
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** Runs `task(i)` for i < count with `concurrency` at once; each call's own time in ms. */
async function runConcurrently(count, concurrency, task) {
  const latencies = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      for (;;) {
        const i = next;
        next += 1;
        if (i >= count) return;
        const t0 = performance.now();
        await task(i);
        latencies[i] = performance.now() - t0;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { rate: count / seconds, seconds, p50: at(0.5), p99: at(0.99) };
}

// Every statement the pool sends (BEGIN and COMMIT included), to report statements per checkout.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return query.apply(this, args);
};

const fmt = (n, digits = 1) => n.toLocaleString("en-GB", { maximumFractionDigits: digits });

// ---------------------------------------------------------------------------------------------

await adminQuery(`create database ${dbName}`);
const handle = openPostgres(dbUrl, CONCURRENCY + 5);
let failed = false;
try {
  await handle.migrate(MIGRATIONS_FOLDER);
  const { db } = handle;
  const settings = parseSettings(settingsDocument);
  const variantIds = await buildCatalogue(db);
  const members = await addMembers(db, CHECKOUTS + WARM_UP, "bench-member");
  await db.execute(sql`create table bench_baseline (id serial primary key, n int not null)`);

  const gateway = new LocalPaymentGateway({
    db,
    appUrl: "http://localhost:3000",
    webhookSecret: randomBytes(32).toString("hex"),
    prices: async (priceId) => {
      const option = settings.subscriptionOptions.find((o) => o.paymentPriceId === priceId);
      return option ? { amountPence: Math.round(option.price * 100), name: option.plan } : null;
    },
    // The webhook route's code, without HTTP.
    deliver: async (body, signature) => {
      const event = await gateway.parseWebhook(body, signature);
      const result = await processPaymentEvent(db, "local", event, settings);
      if (result.status === "processed") await afterSettle(db, [result.outcome]);
    },
  });

  const today = new Date().toISOString().slice(0, 10);
  const deliveryDate = deliveryDaysFor(POSTCODE, settings, today).days[0];
  /** One member's checkout: five different variants, spread over the catalogue, then the payment. */
  async function checkout(i) {
    const userId = members[i];
    const lines = Array.from({ length: LINES }, (_, k) => ({
      variantId: variantIds[(i * LINES + k) % variantIds.length],
      kept: false,
    }));
    const started = await startCheckout(db, gateway, {
      userId,
      request: {
        plan: PLAN,
        lines,
        delivery: {
          firstName: "Amelia",
          lastName: "Hart",
          address1: "12 Lavender Hill",
          city: "London",
          postcode: POSTCODE,
          country: "United Kingdom",
          contactNumber: "07700 900123",
          termsAccepted: true,
        },
        deliveryDate,
        time: settings.deliveryTimes[0],
      },
      settings,
      now: new Date(),
      appUrl: "http://localhost:3000",
      reservationMinutes: 30,
    });
    if (started.kind !== "payment") throw new Error(`Checkout ${i}: ${JSON.stringify(started)}`);
    const paid = await gateway.payCheckout(started.url.split("/").pop(), CARD);
    if (paid.kind !== "paid") throw new Error(`Payment ${i}: ${JSON.stringify(paid)}`);
    return started.orderId;
  }

  /** The baseline: one short transaction, an insert and a select by its id. */
  async function baselineOp(i) {
    await db.transaction(async (tx) => {
      const inserted = await tx.execute(
        sql`insert into bench_baseline (n) values (${i}) returning id`,
      );
      const id = (inserted.rows ?? inserted)[0].id;
      await tx.execute(sql`select n from bench_baseline where id = ${id}`);
    });
  }

  console.log(
    `PostgreSQL ${dbName}: ${VARIANTS} variants, ${CHECKOUTS} checkouts of ${LINES} garments, ${CONCURRENCY} at once.`,
  );
  // Warm-up: connections, prepared plans, the JIT of both paths.
  await runConcurrently(WARM_UP, CONCURRENCY, (i) => checkout(CHECKOUTS + i));
  await runConcurrently(WARM_UP * 10, CONCURRENCY, (i) => baselineOp(-1 - i));

  // Baseline, checkouts, baseline again: a change in the machine's load weighs on both sides.
  const base1 = await runConcurrently(BASELINE_OPS / 2, CONCURRENCY, baselineOp);
  const before = statements;
  const cpuBefore = process.cpuUsage();
  const run = await runConcurrently(CHECKOUTS, CONCURRENCY, checkout);
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpuMs = (cpu.user + cpu.system) / 1000 / CHECKOUTS;
  const perCheckout = (statements - before) / CHECKOUTS;
  const base2 = await runConcurrently(BASELINE_OPS / 2, CONCURRENCY, (i) =>
    baselineOp(BASELINE_OPS + i),
  );
  const baseRate = (base1.rate + base2.rate) / 2;

  // The run did what it says: every order placed, one garment held per unit, stock never below 0.
  const [placed] = (
    await db.execute(sql`select count(*)::int as n from "order" where status = 'ORDER_PLACED'`)
  ).rows;
  const held = await db
    .select({ id: schema.productItems.id })
    .from(schema.productItems)
    .where(
      and(
        inArray(schema.productItems.product_variant_id, variantIds),
        eq(schema.productItems.status, "HOLD"),
      ),
    );
  const [negative] = (
    await db.execute(sql`select count(*)::int as n from product_variants where stock < 0`)
  ).rows;
  const expected = CHECKOUTS + WARM_UP;
  if (placed.n !== expected || held.length !== expected * LINES || negative.n !== 0) {
    failed = true;
    console.error(
      `Check failed: ${placed.n}/${expected} orders placed, ${held.length}/${expected * LINES} garments held, ${negative.n} variants below 0.`,
    );
  }

  const rows = [
    [`measure (${CONCURRENCY} concurrent)`, "per second", "p50", "p99"],
    [
      "checkout: startCheckout + payCheckout + webhook",
      fmt(run.rate),
      `${fmt(run.p50)} ms`,
      `${fmt(run.p99)} ms`,
    ],
    [
      "baseline: one insert + one select, in a transaction",
      fmt(baseRate),
      `${fmt((base1.p50 + base2.p50) / 2)} ms`,
      `${fmt(Math.max(base1.p99, base2.p99))} ms`,
    ],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (cells) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(" | ")} |`;
  console.log("");
  console.log(line(rows[0]));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log("");
  console.log(
    `Ratio checkout / baseline: ${fmt(run.rate / baseRate, 3)} (${fmt(baseRate / run.rate)} baseline transactions per checkout); ${CHECKOUTS} checkouts in ${fmt(run.seconds, 2)} s.`,
  );
  console.log(
    `SQL statements per checkout (BEGIN/COMMIT included, the webhook's too): ${fmt(perCheckout)}; the baseline sends 4.`,
  );
  console.log(
    `This Node.js process's CPU per checkout: ${fmt(nodeCpuMs)} ms (${fmt((nodeCpuMs * run.rate) / 10)} % of one core during the run).`,
  );
  console.log(
    `Checks: ${placed.n} orders placed, ${held.length} garments held, no stock below 0: ${failed ? "FAILED" : "ok"}.`,
  );
  saveResults("checkout", {
    checkouts: CHECKOUTS,
    concurrency: CONCURRENCY,
    checkout: run,
    baseline: { rate: baseRate },
    statementsPerCheckout: perCheckout,
    figures: [
      { measure: `checkouts per second (${CONCURRENCY} at once)`, value: fmt(run.rate) },
      { measure: "checkout p50 / p99", value: `${fmt(run.p50)} / ${fmt(run.p99)}`, unit: "ms" },
      { measure: "ratio checkout / baseline transaction", value: fmt(run.rate / baseRate, 3) },
      { measure: "SQL statements per checkout", value: fmt(perCheckout) },
      {
        measure: "orders placed, garments held",
        value: failed ? "wrong" : "right",
        budget: "right",
        ok: !failed,
      },
    ],
  });
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await handle.close();
  await adminQuery(`drop database if exists ${dbName} with (force)`);
}
process.exit(failed ? 1 : 0);
