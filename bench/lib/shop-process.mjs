// The fault benchmarks' shared parts (issue 14), on top of bench/lib/shop.mjs and checks.mjs: the
// shop as a child process built into .next-fault, a member signing up and checking out on the
// sandbox, what a run starts from, and the money and stock checks in SQL. Run through tsx from the repository's root
// (the delivery days come from the shop's own rules).
import fs from "node:fs";
import pg from "pg";
import {
  checkoutBody as checkoutBodyFor,
  cookieOf,
  startShop as startShopAs,
  publishedSettings,
} from "./shop.mjs";

export { CARD, stopShop, waitForShop } from "./shop.mjs";
export { moneyAndStockChecks } from "./checks.mjs";

const PLAN = "Subscription A";

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
  return startShopAs({
    port,
    dbUrl,
    name: "fault", // .test-data/fault-<pid>, .next-fault
    env,
    stdout: logFile ? log : "ignore",
    stderr: log,
  });
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
  return cookieOf(response);
}

/** The published settings, as the shop's rules read them. */
export async function loadSettings(db) {
  const { parseSettings } = await import("@/domain/content/settings");
  return parseSettings(await publishedSettings(db));
}

/** A valid Subscription A POST /api/checkout body: the first delivery day and time the settings offer. */
export async function checkoutBody(settings, variantIds) {
  const { deliveryDaysFor } = await import("@/domain/checkout/checkout-request");
  return checkoutBodyFor({ settings, deliveryDaysFor, plan: PLAN, variantIds });
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
