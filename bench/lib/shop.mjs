// Shared by the benchmarks that run the shop as a parent would meet it (fault-payments.mjs,
// load-mixed.mjs) or on a throw-away PostgreSQL database (checkout.mjs): the bench's own database,
// `npm start` on it, and the requests a browser sends (sign-up, checkout, payment on the sandbox).
import { spawn } from "node:child_process";
import pg from "pg";

/** An existing database on the server, used only to create and drop the bench's own. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

/** The sandbox's card that always pays. */
export const CARD = { number: "4242 4242 4242 4242", expiry: "12 / 34", securityCode: "123" };
export const POSTCODE = "SW11 5QL";

/** Runs one statement on the admin database (create or drop the bench's own). */
export async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the admin database's server. */
export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `npm start` (scripts/start.mjs) on `port` and database `dbUrl`, in its own process group so that
 * `killShop` reaches every process of it. `name` names its data folder and build folder; `stdout`
 * and `stderr` are spawn's (a file descriptor keeps the server's log).
 */
export function startShop({ port, dbUrl, name, env = {}, stdout = "ignore", stderr = "inherit" }) {
  return spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: dbUrl,
      DATA_DIR: `.test-data/${name}-${process.pid}`,
      NEXT_DIST_DIR: `.next-${name}`,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      SIGNUP_ATTEMPTS_PER_ADDRESS: "100000",
      BETTER_AUTH_SECRET: `${name}-bench-secret-not-for-a-real-shop-0123456789`,
      ...env,
    },
    detached: true,
    stdio: ["ignore", stdout, stderr],
  });
}

/** Waits until the shop answers /collection (a first start builds: up to 15 minutes). */
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
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("The shop did not become ready in 15 minutes.");
}

/** Sends `signal` to the shop's whole process group. */
export function killShop(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops the shop: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopShop(child, graceMs = 3000) {
  killShop(child, "SIGTERM");
  await new Promise((r) => setTimeout(r, graceMs));
  killShop(child, "SIGKILL");
}

/** A JSON POST as the shop's pages send it (same origin), with an optional cookie. */
export async function postJson(base, pathname, body, cookie) {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null), response };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/**
 * A valid POST /api/checkout body for `plan` and the variants: the first delivery day and time the
 * settings offer (`deliveryDaysFor` from src/domain/checkout/checkout-request, passed in by the
 * bench, which loads the shop's TypeScript through tsx).
 */
export function checkoutBody({ settings, deliveryDaysFor, plan, variantIds }) {
  const { days } = deliveryDaysFor(POSTCODE, settings, new Date().toISOString().slice(0, 10));
  return {
    plan,
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

/** The published settings document of the shop's database (parsed by the caller). */
export async function publishedSettings(db) {
  const { rows } = await db.query(
    "select published from content_documents where type = 'settings' and published is not null limit 1",
  );
  return rows[0].published;
}
