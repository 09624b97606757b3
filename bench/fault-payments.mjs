#!/usr/bin/env node
// Fault: the shop killed with SIGKILL while payments complete (issue 14). `npm run bench:fault-payments`.
// See bench/README.md. On its own PostgreSQL database (created and dropped), `npm start` serves the
// demo shop; MEMBERS new members each check out a Subscription A wardrobe of 5 garments and pay on
// the local sandbox, CONCURRENCY at a time. When a third of the payments have been sent, the shop's
// whole process group is killed with SIGKILL; it is started again on the same database and the
// payments left (and those cut off, paid again as a parent would press 'Pay' again) complete. The
// sandbox sends again every event the shop never answered (the checkout sweep, once a minute), as
// the real provider retries its webhooks. Then it checks, in SQL:
//   - every completed payment has exactly one order, placed (none cancelled, none pending);
//   - no order is placed without a completed payment;
//   - every variant's stock is its stock before the run less the garments of its live orders;
//   - one garment held per placed unit, no garment held twice.
// Exits 1 if any check fails. Loopback only; stops by itself (at most FAULT_WAIT_SECONDS for the
// retries, default 240). Runs through tsx (the delivery days come from the shop's own rules).
import path from "node:path";
import pg from "pg";
import {
  admin as adminOn,
  CARD,
  checkoutBody,
  databaseUrl,
  kill,
  loadSettings,
  markStart,
  moneyAndStockChecks,
  post as postTo,
  signUp as signUpOn,
  startShop as startShopOn,
  stopShop,
  waitForShop as waitForShopOn,
} from "./lib/shop-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const MEMBERS = Number(process.env.FAULT_MEMBERS ?? 60);
const CONCURRENCY = Number(process.env.FAULT_CONCURRENCY ?? 6);
const WAIT_SECONDS = Number(process.env.FAULT_WAIT_SECONDS ?? 240);
const KILLS = Number(process.env.FAULT_KILLS ?? 3);
const PORT = 3196;
const BASE = `http://127.0.0.1:${PORT}`;
const LINES = 5;

const name = `littlerobe_fault_${process.pid}`;
const dbUrl = databaseUrl(ADMIN_URL, name);
const admin = (statement) => adminOn(ADMIN_URL, statement);
const startShop = () => startShopOn({ port: PORT, dbUrl });
const waitForShop = (child) => waitForShopOn(child, BASE);
const post = (pathname, body, cookie) => postTo(BASE, pathname, body, cookie);
const signUp = (i) => signUpOn(BASE, `fault-${process.pid}-${i}@example.co.uk`);

async function main() {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const db = new pg.Client({ connectionString: dbUrl });
  let shop = startShop();
  try {
    console.log(`Starting the shop on ${BASE} (database ${name}; builds .next-fault if needed)…`);
    await waitForShop(shop);
    await db.connect();
    const { variants, stockBefore, lastOrder, started } = await markStart(db);
    const settings = await loadSettings(db);

    // Members and their checkouts, before the fault.
    console.log(`Signing up ${MEMBERS} members and starting their checkouts…`);
    const sessions = [];
    let refused = 0;
    for (let i = 0; i < MEMBERS; i++) {
      const cookie = await signUp(i);
      const picks = Array.from(
        { length: LINES },
        (_, k) => variants[(i * 3 + k) % variants.length].id,
      );
      const started = await post("/api/checkout", await checkoutBody(settings, picks), cookie);
      if (started.status !== 200 || started.json?.kind !== "payment") {
        refused += 1;
        continue;
      }
      sessions.push(started.json.url.split("/").pop());
    }
    console.log(`${sessions.length} checkouts waiting for payment (${refused} refused: stock).`);

    // Paid but not yet heard of by the shop: what only the provider's retries can put right.
    const unheard = async () =>
      (
        await db.query(
          `select count(*)::int as n from sandbox_checkout_sessions s
            left join "order" o on o.checkout_id = s.id
           where s.status = 'complete' and s.created_at >= $1
             and (o.id is null or o.status <> 'ORDER_PLACED')`,
          [started],
        )
      ).rows[0].n;

    // Payments in KILLS + 1 rounds, CONCURRENCY at a time; in each of the first KILLS rounds the
    // shop is killed at a random moment once half the round was sent, then started again, and the
    // payments cut off are sent again (a parent pressing 'Pay' again).
    const rounds = KILLS + 1;
    const perRound = Math.ceil(sessions.length / rounds);
    let unheardAfterRestarts = 0;
    for (let round = 0; round < rounds; round++) {
      const queue = sessions.slice(round * perRound, (round + 1) * perRound);
      const killAt = round < KILLS ? Math.ceil(queue.length / 2) : Infinity;
      let sent = 0;
      const cutOff = [];
      async function payer() {
        while (queue.length > 0) {
          const id = queue.shift();
          sent += 1;
          if (sent === killAt) setTimeout(() => kill(shop, "SIGKILL"), Math.random() * 150);
          const paid = await post(`/api/sandbox/checkout/${id}/pay`, CARD).catch(() => null);
          if (!paid || paid.status >= 500) cutOff.push(id);
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, payer));
      if (killAt === Infinity) continue;
      await new Promise((r) => setTimeout(r, 1000));
      const waitingNow = await unheard();
      unheardAfterRestarts += waitingNow;
      shop = startShop();
      await waitForShop(shop);
      let again = 0;
      for (const id of cutOff) {
        const paid = await post(`/api/sandbox/checkout/${id}/pay`, CARD);
        if (paid.status === 200) again += 1;
      }
      console.log(
        `Kill ${round + 1}: ${cutOff.length} payments cut off, ${waitingNow} paid that the shop had not heard of; restarted, ${again} of them sent again and answered.`,
      );
    }

    // Until every completed payment's order is placed, or the time is up.
    const deadline = Date.now() + WAIT_SECONDS * 1000;
    let waiting = Infinity;
    while (Date.now() < deadline) {
      waiting = await unheard();
      if (waiting === 0) break;
      await new Promise((r) => setTimeout(r, 5000));
    }
    console.log(
      `Orders waiting for their payment's events after the retries: ${waiting} (at ${Math.round((WAIT_SECONDS * 1000 - (deadline - Date.now())) / 1000)} s).`,
    );

    // The checks.
    const failures = await moneyAndStockChecks(db, { lastOrder, started, stockBefore });
    const { rows: totals } = await db.query(
      `select count(*) filter (where status = 'complete')::int as paid, count(*)::int as sessions
         from sandbox_checkout_sessions where mode = 'subscription' and created_at >= $1`,
      [started],
    );
    console.log(
      `${totals[0].paid} of ${totals[0].sessions} payments completed; ${unheardAfterRestarts} were paid while the shop could not hear of them, and placed once it was back from the events the sandbox sent again.`,
    );
    if (failures.length > 0) {
      console.error(`\n${failures.length} check(s) failed:\n${failures.join("\n")}`);
      process.exitCode = 1;
    }
  } finally {
    await db.end().catch(() => {});
    await stopShop(shop);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
