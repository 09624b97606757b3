// The fault benchmarks' shared parts (issue 14): a throw-away database, the shop as a child
// process (`scripts/start.mjs`, its own process group), a member signing up and checking out on
// the sandbox, and the money and stock checks in SQL. Run through tsx from the repository's root
// (the delivery days come from the shop's own rules).
import { spawn } from "node:child_process";
import fs from "node:fs";
import pg from "pg";

export const CARD = { number: "4242 4242 4242 4242", expiry: "12 / 34", securityCode: "123" };
const PLAN = "Subscription A";
const POSTCODE = "SW11 5QL";
const AUTH_SECRET = "fault-bench-secret-not-for-a-real-shop-0123456789";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The URL of another database on the server of `adminUrl`. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (create or drop a database). */
export async function admin(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `npm start` on `port` with `dbUrl`, in its own process group (killed whole), built into
 * .next-fault when sources changed (every fault benchmark shares that build). `env` adds to or
 * overrides the shop's environment; `logFile` takes its output (else its stderr is ours).
 */
export function startShop({ port, dbUrl, env = {}, logFile }) {
  const log = logFile ? fs.openSync(logFile, "a") : "inherit";
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: dbUrl,
      DATA_DIR: `.test-data/fault-${process.pid}`,
      NEXT_DIST_DIR: ".next-fault",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      SIGNUP_ATTEMPTS_PER_ADDRESS: "100000",
      BETTER_AUTH_SECRET: AUTH_SECRET,
      ...env,
    },
    detached: true,
    stdio: ["ignore", logFile ? log : "ignore", log],
  });
}

/** Until /collection answers 200 (at most 15 minutes: the first run builds). */
export async function waitForShop(child, base) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error("The shop exited before it was ready.");
    if (
      await fetch(`${base}/collection`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(1000);
  }
  throw new Error("The shop did not become ready in 15 minutes.");
}

/** A signal to the shop's whole process group. */
export function kill(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM, then SIGKILL for whatever is left 3 s later. */
export async function stopShop(child) {
  kill(child, "SIGTERM");
  await sleep(3000);
  kill(child, "SIGKILL");
}

/** A JSON POST from the shop's own origin; answers the status, the parsed body and the response. */
export async function post(base, pathname, body, cookie, signal) {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  return { status: response.status, json: await response.json().catch(() => null), response };
}

/** A new member, signed up through better-auth; answers the session cookie. */
export async function signUp(base, email) {
  const { status, response } = await post(base, "/api/auth/sign-up/email", {
    email,
    password: "fault-bench-password",
    name: "",
  });
  if (status !== 200) throw new Error(`Sign-up ${email}: ${status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The published settings, as the shop's rules read them. */
export async function loadSettings(db) {
  const { parseSettings } = await import("@/domain/content/settings");
  const { rows } = await db.query(
    "select published from content_documents where type = 'settings' and published is not null limit 1",
  );
  return parseSettings(rows[0].published);
}

/** A valid Subscription A POST /api/checkout body: the first delivery day and time the settings offer. */
export async function checkoutBody(settings, variantIds) {
  const { deliveryDaysFor } = await import("@/domain/checkout/checkout-request");
  const { days } = deliveryDaysFor(POSTCODE, settings, new Date().toISOString().slice(0, 10));
  return {
    plan: PLAN,
    lines: variantIds.map((variantId) => ({ variantId, kept: false })),
    delivery: {
      title: "Mrs",
      firstName: "Amelia",
      lastName: "Hart",
      address1: "12 Lavender Hill",
      address2: "",
      city: "London",
      postcode: POSTCODE,
      country: "United Kingdom",
      contactNumber: "07700 900123",
      termsAccepted: true,
    },
    deliveryDate: days[0],
    time: settings.deliveryTimes[0],
  };
}

/**
 * What a run starts from: listed variants with stock (and that stock), the last order's id and
 * the database's clock, so the checks look at this run's orders and payments only.
 */
export async function markStart(db) {
  const { rows: variants } = await db.query(
    `select v.id, v.stock from product_variants v join products p on p.id = v.product_id
      where v.deleted_at is null and v.stock >= 2 and p.published_at is not null
        and p.deleted_at is null and p.archived_at is null
      order by v.id limit 200`,
  );
  const { rows } = await db.query(
    `select coalesce(max(id), 0)::int as last_order, now() as started from "order"`,
  );
  return {
    variants,
    stockBefore: new Map(variants.map((v) => [v.id, v.stock])),
    lastOrder: rows[0].last_order,
    started: rows[0].started,
  };
}

/**
 * The money and stock checks, printed one per line (✓/✗); answers the failures.
 *   - every completed payment has exactly one order, placed (none cancelled, none pending);
 *   - no order is placed without a completed payment;
 *   - every variant's stock is its stock before the run less the garments of its live orders;
 *   - one garment held per placed unit, no garment held twice.
 */
export async function moneyAndStockChecks(db, { lastOrder, started, stockBefore }) {
  const failures = [];
  const check = async (what, sql) => {
    const { rows } = await db.query(sql, [lastOrder, started]);
    if (rows.length > 0) failures.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
    console.log(`${rows.length === 0 ? "✓" : "✗"} ${what}`);
  };
  await check(
    "every completed payment has exactly one order, placed",
    `select s.id, count(o.id) as orders, string_agg(o.status::text, ',') as statuses
       from sandbox_checkout_sessions s left join "order" o on o.checkout_id = s.id
      where s.status = 'complete' and s.mode = 'subscription' and s.created_at >= $2
        and $1::int >= 0
      group by s.id having count(o.id) <> 1 or bool_or(o.status <> 'ORDER_PLACED')`,
  );
  await check(
    "no order is placed without a completed payment",
    `select o.id, o.checkout_id, s.status from "order" o
       left join sandbox_checkout_sessions s on s.id = o.checkout_id
      where o.status = 'ORDER_PLACED' and o.id > $1 and $2::timestamptz is not null
        and (s.id is null or s.status <> 'complete')`,
  );
  const { rows: now } = await db.query(
    `select v.id, v.stock,
            (select count(*)::int from order_product_variants opv join "order" o on o.id = opv.order_id
              where opv.product_variant_id = v.id and o.id > $2
                and o.status in ('ORDER_PLACED', 'ORDER_PLACED_PAYMENT_PENDING')) as live
       from product_variants v where v.id = any($1)`,
    [[...stockBefore.keys()], lastOrder],
  );
  const wrong = now.filter((v) => v.stock !== stockBefore.get(v.id) - v.live);
  if (wrong.length > 0)
    failures.push(
      `stock: ${JSON.stringify(wrong.slice(0, 5).map((v) => ({ ...v, before: stockBefore.get(v.id) })))}`,
    );
  console.log(
    `${wrong.length === 0 ? "✓" : "✗"} every variant's stock is its stock before less its live orders`,
  );
  await check(
    "one garment held per placed unit, none twice",
    `select o.id, count(distinct upi.product_item_id) as garments,
            (select count(*) from order_product_variants opv where opv.order_id = o.id) as units
       from "order" o left join partial_order po on po.order_id = o.id
       left join user_product_items upi on upi.partial_order_id = po.id
      where o.status = 'ORDER_PLACED' and o.id > $1 and $2::timestamptz is not null
      group by o.id
     having count(distinct upi.product_item_id) <> (select count(*) from order_product_variants opv where opv.order_id = o.id)
         or count(upi.product_item_id) <> count(distinct upi.product_item_id)`,
  );
  return failures;
}
