#!/usr/bin/env node
// Fault: PostgreSQL restarted under load (issue 14). `npm run bench:fault-postgres`. See bench/README.md.
// Starts a throw-away PostgreSQL cluster of its own (initdb as the postgres user, port
// FAULT_PG_PORT, default 55433; the machine's shared server is never touched), `npm start` on it,
// and keeps FAULT_PG_CONCURRENCY (default 6) visitors busy: the collection, product pages, the
// wardrobe's availability, a member's session and account, signing in, and new members signing up,
// checking out and paying on the sandbox. For each stop mode (FAULT_PG_MODES, default
// "fast,immediate"): FAULT_PG_BEFORE_SECONDS (10) of load, `pg_ctl stop -m <mode>`,
// FAULT_PG_DOWN_SECONDS (20) down, `pg_ctl start`, FAULT_PG_AFTER_SECONDS (30) of load. The shop is
// never restarted. Checks:
//   - before: no 5xx; while down: every failure is a 503 with Retry-After, the shop's JSON error
//     (`{ error: { code: 'unavailable' } }`) or its error page, no stack or driver text, none
//     slower than FAULT_PG_MAX_MS (10,000 ms);
//   - after: a member's session is served again within FAULT_PG_RECOVERY_SECONDS (30) of
//     PostgreSQL accepting connections, and no request started after that fails;
//   - the job queue resumes: a checkout paid after recovery is handed to the warehouse (its job);
//   - the money and stock checks of fault-payments (after the checkout sweep re-sends what the
//     shop could not hear while down, at most FAULT_WAIT_SECONDS, default 180).
// Prints status counts per phase and the recovery times; exits 1 if a check fails.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  CARD,
  checkoutBody,
  loadSettings,
  markStart,
  moneyAndStockChecks,
  signUp,
  sleep,
  startShop,
  stopShop,
  waitForShop,
} from "./lib/shop-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const PG_PORT = num("FAULT_PG_PORT", 55433);
const MODES = (process.env.FAULT_PG_MODES ?? "fast,immediate").split(",").filter(Boolean);
const BEFORE_S = num("FAULT_PG_BEFORE_SECONDS", 10);
const DOWN_S = num("FAULT_PG_DOWN_SECONDS", 20);
const AFTER_S = num("FAULT_PG_AFTER_SECONDS", 30);
const CONCURRENCY = num("FAULT_PG_CONCURRENCY", 6);
const MAX_MS = num("FAULT_PG_MAX_MS", 10_000);
const RECOVERY_S = num("FAULT_PG_RECOVERY_SECONDS", 30);
const WAIT_S = num("FAULT_WAIT_SECONDS", 180);
const PORT = 3161;
const BASE = `http://127.0.0.1:${PORT}`;
const BIN = process.env.FAULT_PG_BIN ?? "/usr/local/bin";
const cluster = `/tmp/lr-pg-${process.pid}`;
const clusterLog = `${cluster}.log`;
const shopLog = `/tmp/lr-fault-postgres-shop-${process.pid}.log`;
const dbUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/shop`;

/** pg_ctl (or initdb) as the postgres user: the server refuses to run as root. */
function asPostgres(command, args) {
  execFileSync("runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}
const pgCtl = (...args) => asPostgres("pg_ctl", ["-D", cluster, ...args]);
const startPostgres = () => pgCtl("-w", "-o", `-p ${PG_PORT} -k /tmp`, "-l", clusterLog, "start");

// Text that must never reach a visitor: a stack frame, a source path, the driver's or server's words.
const LEAK =
  /\n\s+at [\w.<>[\] ]+ ?\(|node_modules\/|\.[cm]?[jt]sx?:\d+:\d+|ECONNREFUSED|connection terminated|terminating connection|57P0\d|pg_|drizzle/i;

// Where the run is: each request counts in the phase it started in.
const now = { phase: "before", variant: MODES[0] };

/** One request, timed; answers what the checks need. Never throws. */
async function request(action, pathname, { method = "GET", body, cookie } = {}) {
  const started = Date.now();
  const { phase, variant } = now;
  try {
    const response = await fetch(`${BASE}${pathname}`, {
      method,
      headers: {
        origin: BASE,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(MAX_MS + 20_000),
    });
    const text = await response.text();
    return {
      action,
      pathname,
      phase,
      variant,
      started,
      ms: Date.now() - started,
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      type: response.headers.get("content-type") ?? "",
      text,
      response,
    };
  } catch (error) {
    const ms = Date.now() - started;
    return { action, pathname, phase, variant, started, ms, status: 0, error: String(error) };
  }
}

/** Why an answer given while the database was down is not a clean failure, or null. */
function uncleanWhileDown(r) {
  if (r.status === 0) return `no answer (${r.error})`;
  if (r.ms > MAX_MS) return `took ${r.ms} ms`;
  if (r.status < 500) {
    if (LEAK.test(r.text)) return "leaks internals";
    // /account streams the member's part: while down it is left to its error boundary (issue 7).
    if (r.action === "account" && r.phase === "down" && !/\$RX\("B:\d+","\d+"\)/.test(r.text))
      return "200 without the member part's error boundary";
    return null;
  }
  if (r.status !== 503) return `status ${r.status}`;
  if (!r.retryAfter) return "503 without Retry-After";
  if (LEAK.test(r.text)) return "leaks internals";
  if (r.type.includes("json")) {
    let parsed;
    try {
      parsed = JSON.parse(r.text);
    } catch {
      return "JSON that does not parse";
    }
    if (parsed?.error?.code !== "unavailable" || typeof parsed.error.message !== "string")
      return `JSON not the shop's error: ${r.text.slice(0, 120)}`;
    return null;
  }
  if (r.type.includes("html")) return null; // the shop's error page (its copy is checked by e2e)
  return `answer of type '${r.type}': ${r.text.slice(0, 120)}`;
}

async function main() {
  if (!fs.existsSync(path.join(BIN, "initdb"))) throw new Error(`No initdb in ${BIN}.`);
  asPostgres("initdb", ["-D", cluster, "-A", "trust", "-U", "postgres", "--no-sync"]);
  startPostgres();
  const setup = new pg.Client({ connectionString: dbUrl.replace(/\/shop$/, "/postgres") });
  await setup.connect();
  await setup.query("create database shop");
  await setup.end();

  let shop = startShop({ port: PORT, dbUrl, logFile: shopLog });
  const results = []; // every load request, with the phase it started in
  const failures = [];
  const figures = [];
  let db;
  try {
    console.log(
      `PostgreSQL ${cluster} on port ${PG_PORT}; starting the shop on ${BASE} (log ${shopLog})…`,
    );
    await waitForShop(shop, BASE);
    db = new pg.Pool({ connectionString: dbUrl, max: 2 });
    db.on("error", () => {}); // its idle connections break with the server, on purpose
    const mark = await markStart(db);
    const settings = await loadSettings(db);
    const { rows: products } = await db.query(
      `select id, slug from products where published_at is not null and deleted_at is null
          and archived_at is null order by id limit 40`,
    );

    // Members who browse, look at their account and sign in again.
    const members = [];
    for (let i = 0; i < 8; i++) {
      const email = `pg-fault-${process.pid}-m${i}@example.co.uk`;
      members.push({ email, cookie: await signUp(BASE, email) });
    }
    let newMembers = 0;
    const pick = (list) => list[Math.floor(Math.random() * list.length)];

    /**
     * The probe after a recovery: a new member signs up, checks out 5 garments and pays. The
     * visitors' load takes variants from the 11th on; each probe has 5 of the first 10 (stock of
     * at least 2 each) to itself, so that it is not refused for stock.
     */
    async function checkout(record, reserved) {
      const n = newMembers++;
      const email = `pg-fault-${process.pid}-c${n}@example.co.uk`;
      const signed = record(
        await request("sign up", "/api/auth/sign-up/email", {
          method: "POST",
          body: { email, password: "fault-bench-password", name: "" },
        }),
      );
      if (signed.status !== 200) return null;
      const cookie = signed.response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const picks = reserved;
      const started = record(
        await request("checkout", "/api/checkout", {
          method: "POST",
          body: await checkoutBody(settings, picks),
          cookie,
        }),
      );
      if (started.status !== 200) return null;
      const session = JSON.parse(started.text);
      if (session.kind !== "payment") return null;
      const id = session.url.split("/").pop();
      const paid = record(
        await request("pay", `/api/sandbox/checkout/${id}/pay`, { method: "POST", body: CARD }),
      );
      return paid.status === 200 ? id : null;
    }

    // Buyers: members signed up ahead, so that checkouts and payments are tried while the database
    // is down too (a member whose checkout did not start is used again; an empty pool is filled by
    // signing up). Sessions started and not paid wait for a 'pay' (a parent coming back to pay);
    // one whose payment failed goes back there.
    const buyers = [];
    for (let i = 0; i < 20; i++)
      buyers.push(await signUp(BASE, `pg-fault-${process.pid}-b${i}@example.co.uk`));
    const unpaid = [];
    async function startCheckout(record) {
      const n = newMembers++;
      const cookie = buyers.shift();
      if (!cookie) {
        const email = `pg-fault-${process.pid}-b${n}@example.co.uk`;
        const signed = record(
          await request("sign up", "/api/auth/sign-up/email", {
            method: "POST",
            body: { email, password: "fault-bench-password", name: "" },
          }),
        );
        if (signed.status === 200)
          buyers.push(
            signed.response.headers
              .getSetCookie()
              .map((line) => line.split(";")[0])
              .join("; "),
          );
        return;
      }
      const load = mark.variants.slice(10);
      const picks = Array.from({ length: 5 }, (_, k) => load[(n * 7 + k) % load.length].id);
      const started = record(
        await request("checkout", "/api/checkout", {
          method: "POST",
          body: await checkoutBody(settings, picks),
          cookie,
        }),
      );
      const session = started.status === 200 ? JSON.parse(started.text) : null;
      if (session?.kind === "payment") unpaid.push(session.url.split("/").pop());
      else buyers.push(cookie);
    }
    async function pay(record) {
      const id = unpaid.shift();
      if (!id) return startCheckout(record);
      const paid = record(
        await request("pay", `/api/sandbox/checkout/${id}/pay`, { method: "POST", body: CARD }),
      );
      if (paid.status >= 500 || paid.status === 0) unpaid.push(id);
    }

    const actions = [
      (record) => request("collection", "/collection").then(record),
      (record) => request("product page", `/products/${pick(products).slug}`).then(record),
      (record) =>
        request(
          "wardrobe availability",
          `/api/catalogue/availability?product_ids=${pick(products).id},${pick(products).id}`,
        ).then(record),
      (record) => request("session", "/api/session", { cookie: pick(members).cookie }).then(record),
      (record) => request("account", "/account", { cookie: pick(members).cookie }).then(record),
      (record) => {
        const member = pick(members);
        return request("sign in", "/api/auth/sign-in/email", {
          method: "POST",
          body: { email: member.email, password: "fault-bench-password" },
        }).then(record);
      },
      startCheckout,
      pay,
    ];

    let running = true;
    let accountSample = null; // /account as a member got it while the database was down
    const record = (r) => {
      // Bodies are kept for the answers the checks read (not for 200s: pages weigh 60 KB).
      const text =
        r.status >= 300 || r.status === 0 || (r.action === "account" && r.phase !== "before")
          ? r.text
          : "";
      results.push({ ...r, text, response: undefined });
      if (r.action === "account" && r.phase === "down" && r.status === 200 && !accountSample) {
        accountSample = `/tmp/lr-fault-postgres-account-down-${process.pid}.html`;
        fs.writeFileSync(accountSample, r.text);
      }
      return r;
    };
    const visitor = async () => {
      while (running) await pick(actions)(record);
    };
    const visitors = Array.from({ length: CONCURRENCY }, visitor);

    for (const [index, mode] of MODES.entries()) {
      now.variant = mode;
      now.phase = "before";
      await sleep(BEFORE_S * 1000);
      now.phase = "down";
      const stopAsked = Date.now();
      pgCtl("-m", mode, "stop");
      console.log(`pg_ctl stop -m ${mode}: stopped in ${Date.now() - stopAsked} ms`);
      await sleep(DOWN_S * 1000);
      now.phase = "coming back";
      startPostgres();
      const upAt = Date.now();
      now.phase = "recovering";
      // The first moment a member's session (a database read) is served again.
      let recoveredAt = null;
      const member = members[0];
      while (Date.now() - upAt < RECOVERY_S * 1000 * 2) {
        const probe = await request("session", "/api/session", { cookie: member.cookie });
        if (probe.status === 200 && JSON.parse(probe.text)?.profile) {
          recoveredAt = Date.now();
          break;
        }
        await sleep(250);
      }
      now.phase = "after";
      const recoveredIn = recoveredAt ? (recoveredAt - upAt) / 1000 : null;
      console.log(
        recoveredAt
          ? `PostgreSQL up again: a member's session served ${recoveredIn.toFixed(1)} s later.`
          : `PostgreSQL up again: no session served within ${RECOVERY_S * 2} s.`,
      );
      if (recoveredIn === null || recoveredIn > RECOVERY_S)
        failures.push(`${mode}: not recovered within ${RECOVERY_S} s (${recoveredIn ?? "never"})`);

      // The job queue: a checkout paid now is handed over to the warehouse by its job.
      const paidAt = Date.now();
      const reserved = mark.variants.slice(index * 5, index * 5 + 5).map((v) => v.id);
      const checkoutId = await checkout(record, reserved);
      let handedIn = null;
      if (checkoutId) {
        while (Date.now() - paidAt < 90_000) {
          const { rows } = await db.query(
            `select count(*)::int as n from partial_order po join "order" o on o.id = po.order_id
              where o.checkout_id = $1 and po.fulfilment_order_id is not null`,
            [checkoutId],
          );
          if (rows[0].n > 0) {
            handedIn = (Date.now() - paidAt) / 1000;
            break;
          }
          await sleep(500);
        }
      }
      console.log(
        handedIn !== null
          ? `A checkout paid after recovery: handed over by its queued job ${handedIn.toFixed(1)} s after it was paid.`
          : `A checkout paid after recovery: ${checkoutId ? "not handed over within 90 s" : "not paid"}.`,
      );
      if (handedIn === null)
        failures.push(`${mode}: the job queue did not run a job queued after recovery`);
      await sleep(Math.max(0, AFTER_S * 1000 - (Date.now() - (recoveredAt ?? upAt))));
      figures.push({ mode, recoveredIn, handedIn, stopAsked, upAt, recoveredAt });
    }
    running = false;
    await Promise.all(visitors);

    // The table: status counts per variant and phase, the slowest answer.
    const groups = new Map();
    for (const r of results) {
      const key = `${r.variant} ${r.phase}`;
      if (!groups.has(key)) groups.set(key, { counts: new Map(), slowest: 0, n: 0 });
      const g = groups.get(key);
      g.n += 1;
      g.counts.set(r.status, (g.counts.get(r.status) ?? 0) + 1);
      g.slowest = Math.max(g.slowest, r.ms);
    }
    console.log("\n| stop mode, phase | requests | statuses | slowest |");
    console.log("| --- | --- | --- | --- |");
    for (const [key, g] of groups) {
      const statuses = [...g.counts]
        .sort((a, b) => a[0] - b[0])
        .map(([status, n]) => `${status || "no answer"}: ${n}`)
        .join(", ");
      console.log(`| ${key} | ${g.n} | ${statuses} | ${g.slowest} ms |`);
    }

    // What each action answered while the database was down.
    console.log("\n| while down: action | statuses |\n| --- | --- |");
    const byAction = new Map();
    for (const r of results.filter((r) => r.phase === "down")) {
      if (!byAction.has(r.action)) byAction.set(r.action, new Map());
      const counts = byAction.get(r.action);
      counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    }
    for (const [action, counts] of byAction)
      console.log(
        `| ${action} | ${[...counts]
          .sort((a, b) => a[0] - b[0])
          .map(([status, n]) => `${status || "no answer"}: ${n}`)
          .join(", ")} |`,
      );

    // Clean failures while down; none before, none after recovery.
    for (const { mode, stopAsked, upAt, recoveredAt } of figures) {
      const mine = results.filter((r) => r.variant === mode);
      const unclean = new Map();
      // A request still in flight when the stop was asked is judged as one made while down.
      const finishedBefore = (r) => r.started + r.ms < stopAsked;
      for (const r of mine.filter((r) => r.phase !== "before" || !finishedBefore(r))) {
        if (recoveredAt && r.started >= recoveredAt) continue;
        const why = uncleanWhileDown(r);
        if (why) unclean.set(`${r.action}: ${why}`, (unclean.get(`${r.action}: ${why}`) ?? 0) + 1);
      }
      const bad = (r) => r.status === 0 || r.status >= 500 || r.ms > MAX_MS;
      const before = mine.filter((r) => r.phase === "before" && finishedBefore(r) && bad(r));
      const after = mine.filter((r) => recoveredAt && r.started >= recoveredAt && bad(r));
      const lastFailure = Math.max(
        upAt,
        ...mine.filter((r) => r.phase !== "before" && bad(r)).map((r) => r.started + r.ms),
      );
      console.log(
        `${mode}: ${unclean.size === 0 ? "✓" : "✗"} failures while down were clean 503s` +
          `${unclean.size ? `: ${JSON.stringify([...unclean])}` : ""}; ` +
          `${before.length === 0 ? "✓" : "✗"} none before; ` +
          `${after.length === 0 ? "✓" : "✗"} none after recovery; ` +
          `last failed answer ${((lastFailure - upAt) / 1000).toFixed(1)} s after PostgreSQL was up.`,
      );
      if (unclean.size > 0)
        failures.push(`${mode}: unclean failures ${JSON.stringify([...unclean])}`);
      const show = (list) =>
        JSON.stringify(list.slice(0, 5).map((r) => [r.action, r.pathname, r.status, r.ms]));
      if (before.length > 0) failures.push(`${mode}: failures before the stop ${show(before)}`);
      if (after.length > 0) failures.push(`${mode}: failures after recovery ${show(after)}`);
    }

    // What the shop could not hear of while down is re-sent by the checkout sweep (once a minute).
    const deadline = Date.now() + WAIT_S * 1000;
    let waiting = Infinity;
    while (Date.now() < deadline) {
      const { rows } = await db.query(
        `select count(*)::int as n from sandbox_checkout_sessions s
          left join "order" o on o.checkout_id = s.id
         where s.status = 'complete' and s.created_at >= $1
           and (o.id is null or o.status <> 'ORDER_PLACED')`,
        [mark.started],
      );
      waiting = rows[0].n;
      if (waiting === 0) break;
      await sleep(5000);
    }
    const { rows: paid } = await db.query(
      `select count(*) filter (where status = 'complete')::int as paid, count(*)::int as sessions
         from sandbox_checkout_sessions where mode = 'subscription' and created_at >= $1`,
      [mark.started],
    );
    console.log(
      `${paid[0].paid} of ${paid[0].sessions} checkout sessions paid; still without a placed order: ${waiting}.`,
    );
    failures.push(...(await moneyAndStockChecks(db, mark)));
    const { rows: jobs } = await db.query(
      `select status, count(*)::int as n from jobs group by status order by status`,
    );
    console.log(
      `Jobs: ${jobs.map((j) => `${j.status} ${j.n}`).join(", ")}; ${newMembers} checkouts tried.`,
    );
  } finally {
    await db?.end().catch(() => {});
    await stopShop(shop);
    try {
      pgCtl("-m", "immediate", "stop");
    } catch {
      // not running
    }
    fs.rmSync(cluster, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} check(s) failed:\n${failures.join("\n")}`);
    process.exitCode = 1;
  }
}

await main();
