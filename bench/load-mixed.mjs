#!/usr/bin/env node
// Mixed traffic for 5 minutes (issue 14): `npm run bench:load`. See bench/README.md.
// On its own PostgreSQL database (created and dropped), `npm start` serves the demo shop on
// loopback; LOAD_USERS virtual visitors (default 10) run at once for LOAD_SECONDS (default 300),
// each visit one of: browsing (/, /collection, product pages, /api/session as the browser asks),
// filtering (/collection/browse links of /collection), adding to the wardrobe (a product page, then
// the cart's GET /api/catalogue/availability), logging in (a new member signs up, then signs in and
// opens /account), a checkout paid on the local sandbox (sign-up, POST /api/checkout, the sandbox's
// page, 'Pay', the confirmation) and a gift card bought on the sandbox (/gifting, POST /api/gifting,
// the sandbox's page, 'Pay', the shop's page after it). Each visit comes from its own client address
// (X-Forwarded-For, the loopback trusted as the load balancer), as real visitors do, so that the
// per-address sign-in limits see many visitors rather than one.
// Reports requests, statuses and p50/p95/p99 per route, every 5xx (the verdict: 0 expected), the
// shop's memory (RSS of its process tree) at the start and the end, orders placed and gift cards
// bought; then, after the sandbox's events have been heard, checks money and stock in SQL
// (bench/lib/checks.mjs). Exits 1 on a 5xx, a request that got no answer or a failed check.
// The server's log is kept in .test-data/load-<pid>/server.log (deleted when the run is clean).
// Runs through tsx (the delivery days come from the shop's own rules).
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { giftChecks, moneyAndStockChecks } from "./lib/checks.mjs";
import { saveResults } from "./lib/results.mjs";
import {
  adminQuery,
  CARD,
  checkoutBody,
  cookieOf,
  databaseUrl,
  publishedSettings,
  startShop,
  stopShop,
  waitForShop,
} from "./lib/shop.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const { parseSettings } = await import("@/domain/content/settings");
const { deliveryDaysFor } = await import("@/domain/checkout/checkout-request");
const { giftDeliveryDays } = await import("@/domain/gifting/gift-request");

const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const USERS = Number(process.env.LOAD_USERS ?? 10);
/** A visitor's pause between two pages: random, up to twice this (ms). */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 150);
const PORT = Number(process.env.LOAD_PORT ?? 3150);
/** Units (and garments in storage) added to each live size before the run. */
const EXTRA_STOCK = Number(process.env.LOAD_EXTRA_STOCK ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAN = "Subscription A";
const LINES = 5;
const PASSWORD = "load-bench-password";
/** How often each kind of visit is chosen (out of the sum). */
const MIX = { browse: 35, filter: 20, wardrobe: 20, login: 10, checkout: 10, gift: 5 };

const name = `littlerobe_load_${process.pid}`;
const dbUrl = databaseUrl(name);
const logDir = `.test-data/load-${process.pid}`;
const logFile = path.join(logDir, "server.log");

// ---------------------------------------------------------------------------------------------
// Requests and their figures

/** Per route ("GET /products/[slug]"): latencies (ms) and statuses. */
const routes = new Map();
const fiveHundreds = [];
const unanswered = [];

function routeOf(method, pathname) {
  const shape = pathname
    .replace(/^\/products\/[^/]+$/, "/products/[slug]")
    .replace(/^\/sandbox\/checkout\/[^/]+$/, "/sandbox/checkout/[id]")
    .replace(/^\/api\/sandbox\/checkout\/[^/]+\/pay$/, "/api/sandbox/checkout/[id]/pay");
  return `${method} ${shape}`;
}

function record(route, status, ms) {
  let entry = routes.get(route);
  if (!entry) routes.set(route, (entry = { latencies: [], statuses: {} }));
  entry.latencies.push(ms);
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
}

/** One request as the browser sends it (redirects not followed); its body read to the end. */
async function request(visitor, method, target, body) {
  const url = new URL(target, BASE);
  const route = routeOf(method, url.pathname);
  const headers = { "x-forwarded-for": visitor.address };
  if (visitor.cookie) headers.cookie = visitor.cookie;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers.origin = BASE;
  }
  const t0 = performance.now();
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const text = await response.text();
    const ms = performance.now() - t0;
    record(route, response.status, ms);
    if (response.status >= 500)
      fiveHundreds.push({
        at: new Date().toISOString(),
        route,
        url: url.pathname + url.search,
        status: response.status,
        body: text.slice(0, 300),
      });
    let json = null;
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON after all
      }
    }
    return { status: response.status, json, text, response };
  } catch (error) {
    record(route, "no answer", performance.now() - t0);
    unanswered.push({ at: new Date().toISOString(), route, error: String(error.cause ?? error) });
    return { status: 0, json: null, text: "", response: null };
  }
}

// ---------------------------------------------------------------------------------------------
// The visits

let visits = 0;
const counts = {
  checkoutsStarted: 0,
  checkoutsRefused: 0,
  checkoutsPaid: 0,
  giftsPaid: 0,
  signUps: 0,
  signIns: 0,
};
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const think = () => new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));

function newVisitor() {
  visits += 1;
  const n = visits;
  return {
    n,
    // 10.0.0.0/8, one address a visit: the shop sees many visitors behind one load balancer.
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    cookie: null,
  };
}

/** A page as the browser loads it: the HTML, then GET /api/session (who is browsing). */
async function page(visitor, target) {
  const answer = await request(visitor, "GET", target);
  await request(visitor, "GET", "/api/session");
  return answer;
}

async function signUp(visitor) {
  const email = `load-${process.pid}-${visitor.n}@example.co.uk`;
  const answer = await request(visitor, "POST", "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "",
  });
  if (answer.status !== 200) return null;
  counts.signUps += 1;
  visitor.cookie = cookieOf(answer.response);
  return email;
}

function scenarios(catalogue, settings) {
  return {
    async browse(visitor) {
      await page(visitor, "/");
      await think();
      await page(visitor, "/collection");
      for (let i = 0; i < 2; i++) {
        await think();
        await page(visitor, pick(catalogue.productPaths));
      }
    },
    async filter(visitor) {
      await page(visitor, "/collection");
      for (let i = 0; i < 2; i++) {
        await think();
        await page(visitor, pick(catalogue.filterPaths));
      }
    },
    async wardrobe(visitor) {
      // Each 'Add to wardrobe' is kept by the browser; the basket asks for the cart's products.
      const cart = [];
      for (let i = 0; i < 3; i++) {
        const product = pick(catalogue.products);
        await page(visitor, `/products/${product.slug}`);
        cart.push(product.id);
        await request(visitor, "GET", `/api/catalogue/availability?product_ids=${cart.join(",")}`);
        await think();
      }
    },
    async login(visitor) {
      const email = await signUp(visitor);
      if (!email) return;
      await page(visitor, "/account");
      await think();
      visitor.cookie = null; // signed out in another browser: signs in again
      const answer = await request(visitor, "POST", "/api/auth/sign-in/email", {
        email,
        password: PASSWORD,
      });
      if (answer.status !== 200) return;
      counts.signIns += 1;
      visitor.cookie = cookieOf(answer.response);
      await page(visitor, "/account");
    },
    async checkout(visitor) {
      if (!(await signUp(visitor))) return;
      const variantIds = [];
      while (variantIds.length < LINES) {
        const variant = pick(catalogue.variants);
        if (!variantIds.includes(variant)) variantIds.push(variant);
      }
      await page(visitor, "/checkout");
      const started = await request(
        visitor,
        "POST",
        "/api/checkout",
        checkoutBody({ settings, deliveryDaysFor, plan: PLAN, variantIds }),
      );
      if (started.status !== 200 || started.json?.kind !== "payment") {
        counts.checkoutsRefused += 1;
        return;
      }
      counts.checkoutsStarted += 1;
      await pay(visitor, started.json.url, () => (counts.checkoutsPaid += 1));
    },
    async gift(visitor) {
      await page(visitor, "/gifting");
      await think();
      const person = (first, who) => ({
        title: "",
        firstName: first,
        lastName: "Hart",
        email: `load-${process.pid}-${visitor.n}-${who}@example.co.uk`,
        phoneNumber: "",
      });
      const started = await request(visitor, "POST", "/api/gifting", {
        giftAmount: String(pick([25, 50, 75])),
        sender: person("Margaret", "sender"),
        recipient: person("Rosie", "recipient"),
        message: "Congratulations on little Arlo!",
        deliveryDay: pick(giftDeliveryDays(new Date()).slice(0, 3)),
      });
      if (started.status !== 200 || !started.json?.url) return;
      await pay(visitor, started.json.url, () => (counts.giftsPaid += 1));
    },
  };
}

/** The sandbox's payment page, 'Pay', then the page it sends the parent to. */
async function pay(visitor, paymentUrl, onPaid) {
  const url = new URL(paymentUrl, BASE);
  await request(visitor, "GET", url.pathname);
  await think();
  const paid = await request(
    visitor,
    "POST",
    `/api/sandbox/checkout/${url.pathname.split("/").pop()}/pay`,
    CARD,
  );
  if (paid.status !== 200 || !paid.json?.redirect) return;
  onPaid();
  const next = new URL(paid.json.redirect, BASE);
  await page(visitor, next.pathname + next.search);
}

// ---------------------------------------------------------------------------------------------
// The shop's memory

/** The RSS (MB) of every process in the shop's process group, and of the largest one. */
function memoryOf(pgid) {
  let total = 0;
  let largest = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid pgrp …: comm may hold spaces, so count from its closing bracket.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      total += kb;
      largest = Math.max(largest, kb);
    } catch {
      // the process ended meanwhile
    }
  }
  return { totalMb: Math.round(total / 1024), serverMb: Math.round(largest / 1024) };
}

// ---------------------------------------------------------------------------------------------

const percentile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const fmt = (n, d = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-GB", { maximumFractionDigits: d }) : "–";

function table(header, rows) {
  const widths = header.map((_, c) =>
    Math.max(...[header, ...rows].map((r) => String(r[c]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, c) => String(cell).padEnd(widths[c])).join(" | ")} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
}

async function main() {
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.openSync(logFile, "a");
  const db = new pg.Client({ connectionString: dbUrl });
  const shop = startShop({
    port: PORT,
    dbUrl,
    name: "load",
    env: { TRUSTED_PROXY: "127.0.0.1", LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? "warn" },
    stdout: log,
    stderr: log,
  });
  let failed = false;
  try {
    console.log(`Starting the shop on ${BASE} (database ${name}; builds .next-load if needed)…`);
    await waitForShop(shop, BASE);
    await db.connect();
    const settings = parseSettings(await publishedSettings(db));
    // The demo shop's ~1,000 units would run out within minutes of checkouts: each live size of a
    // listed product gets EXTRA_STOCK more units, each one a garment in storage, as a delivery from
    // the warehouse would (no page caches them: pages show availability from the build's data).
    await db.query(
      `with topped as (
         update product_variants v set stock = v.stock + $1
           from products p
          where p.id = v.product_id and v.deleted_at is null and p.published_at is not null
            and p.deleted_at is null and p.archived_at is null
         returning v.id, v.sku)
       insert into product_items (sku, product_variant_id, status)
       select topped.sku, topped.id, 'STORAGE' from topped, generate_series(1, $1)`,
      [EXTRA_STOCK],
    );
    const { rows: variants } = await db.query(`select id, stock from product_variants`);
    const stockBefore = new Map(variants.map((v) => [v.id, v.stock]));
    const { rows: listed } = await db.query(
      `select p.id, p.slug, array_agg(v.id order by v.id) as variants from products p
         join product_variants v on v.product_id = p.id and v.deleted_at is null and v.stock > 0
        where p.published_at is not null and p.deleted_at is null and p.archived_at is null
        group by p.id order by p.id`,
    );
    const { rows: marks } = await db.query(
      `select coalesce(max(id), 0)::int as last_order, now() as started from "order"`,
    );
    const { last_order: lastOrder, started } = marks[0];

    // What a visitor can click: the collection's product and filter links.
    const collection = await (await fetch(`${BASE}/collection`)).text();
    const links = (pattern) => [
      ...new Set([...collection.matchAll(pattern)].map((m) => m[0].replaceAll("&amp;", "&"))),
    ];
    const catalogue = {
      products: listed,
      variants: listed.flatMap((p) => p.variants),
      productPaths: links(/\/products\/[a-z0-9-]+/g),
      filterPaths: links(/\/collection\/browse\?[^"'\s<>]+/g),
    };
    if (catalogue.productPaths.length === 0 || catalogue.filterPaths.length === 0)
      throw new Error("/collection shows no product or filter links.");
    console.log(
      `${listed.length} products with stock (${catalogue.variants.length} sizes), ${catalogue.productPaths.length} product links and ${catalogue.filterPaths.length} filter links on /collection.`,
    );

    const memoryStart = memoryOf(shop.pid);
    const memorySamples = [{ second: 0, ...memoryStart }];
    console.log(
      `The shop's memory before the traffic: ${memoryStart.totalMb} MB (process tree), ${memoryStart.serverMb} MB the largest process.`,
    );
    console.log(`${USERS} visitors at once for ${SECONDS} s…`);

    const kinds = Object.entries(MIX).flatMap(([kind, weight]) => Array(weight).fill(kind));
    const run = scenarios(catalogue, settings);
    const visitsByKind = Object.fromEntries(Object.keys(MIX).map((k) => [k, 0]));
    const t0 = Date.now();
    const deadline = t0 + SECONDS * 1000;
    const sampler = setInterval(() => {
      const second = Math.round((Date.now() - t0) / 1000);
      const sample = { second, ...memoryOf(shop.pid) };
      memorySamples.push(sample);
      if (memorySamples.length % 6 === 1)
        console.log(
          `  ${second} s: ${[...routes.values()].reduce((n, r) => n + r.latencies.length, 0)} requests, ${fiveHundreds.length} 5xx, memory ${sample.totalMb} MB`,
        );
    }, 10_000);
    await Promise.all(
      Array.from({ length: USERS }, async () => {
        while (Date.now() < deadline) {
          if (shop.exitCode !== null) throw new Error("The shop stopped during the run.");
          const kind = pick(kinds);
          visitsByKind[kind] += 1;
          await run[kind](newVisitor());
          await think();
        }
      }),
    );
    clearInterval(sampler);
    const elapsed = (Date.now() - t0) / 1000;
    const memoryEnd = memoryOf(shop.pid);
    memorySamples.push({ second: Math.round(elapsed), ...memoryEnd });

    // The sandbox delivers its events at once; any it could not are sent again by the sweep.
    const unheard = async () =>
      (
        await db.query(
          `select count(*)::int as n from sandbox_checkout_sessions s
            left join "order" o on o.checkout_id = s.id
           where s.status = 'complete' and s.mode = 'subscription' and s.created_at >= $1
             and (o.id is null or o.status <> 'ORDER_PLACED')`,
          [started],
        )
      ).rows[0].n;
    for (let i = 0; i < 24 && (await unheard()) > 0; i++)
      await new Promise((r) => setTimeout(r, 5000));

    // Figures
    const rows = [...routes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, { latencies, statuses }]) => {
        const sorted = [...latencies].sort((a, b) => a - b);
        return {
          route,
          requests: latencies.length,
          statuses,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
        };
      });
    const total = rows.reduce((n, r) => n + r.requests, 0);
    console.log(
      `\n${fmt(total)} requests in ${fmt(elapsed)} s (${fmt(total / elapsed, 1)}/s), ${visits} visits: ${Object.entries(
        visitsByKind,
      )
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")}.\n`,
    );
    table(
      ["route", "requests", "statuses", "p50 ms", "p95 ms", "p99 ms"],
      rows.map((r) => [
        r.route,
        fmt(r.requests),
        Object.entries(r.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(" "),
        fmt(r.p50),
        fmt(r.p95),
        fmt(r.p99),
      ]),
    );

    const { rows: placed } = await db.query(
      `select count(*)::int as n from "order" where id > $1 and status = 'ORDER_PLACED'`,
      [lastOrder],
    );
    const { rows: gifts } = await db.query(
      `select count(*)::int as n, coalesce(sum(coupon_value), 0)::float as pounds from order_gifting
        where created_at >= $1 and status in ('PAID', 'SENT')`,
      [started],
    );
    console.log(
      `\nSign-ups ${counts.signUps}, sign-ins ${counts.signIns}; checkouts: ${counts.checkoutsStarted} started, ${counts.checkoutsRefused} refused (a size had run out), ${counts.checkoutsPaid} paid; orders placed: ${placed[0].n}; gift cards bought: ${gifts[0].n} (£${fmt(gifts[0].pounds)}).`,
    );
    const peak = Math.max(...memorySamples.map((s) => s.totalMb));
    console.log(
      `The shop's memory (RSS, process tree): ${memoryStart.totalMb} MB at the start, ${memoryEnd.totalMb} MB at the end (peak ${peak} MB); the largest process ${memoryStart.serverMb} → ${memoryEnd.serverMb} MB.`,
    );

    console.log("\nChecks:");
    const failures = [
      ...(await moneyAndStockChecks(db, { lastOrder, started, stockBefore })),
      ...(await giftChecks(db, { started })),
    ];
    console.log(`${fiveHundreds.length === 0 ? "✓" : "✗"} no 5xx (${fiveHundreds.length})`);
    console.log(
      `${unanswered.length === 0 ? "✓" : "✗"} every request answered (${unanswered.length} not)`,
    );
    for (const e of fiveHundreds.slice(0, 10)) console.log(`  5xx: ${JSON.stringify(e)}`);
    for (const e of unanswered.slice(0, 10)) console.log(`  no answer: ${JSON.stringify(e)}`);
    failed = failures.length > 0 || fiveHundreds.length > 0 || unanswered.length > 0;
    if (failures.length > 0)
      console.error(`\n${failures.length} check(s) failed:\n${failures.join("\n")}`);

    const worstP95 = rows.reduce((worst, r) => (r.p95 > worst.p95 ? r : worst), rows[0]);
    saveResults("load", {
      seconds: Math.round(elapsed),
      users: USERS,
      thinkMs: THINK_MS,
      visits: visitsByKind,
      requests: total,
      routes: rows,
      fiveHundreds: fiveHundreds.length,
      unanswered: unanswered.length,
      memory: { start: memoryStart, end: memoryEnd, peakMb: peak, samples: memorySamples },
      counts,
      ordersPlaced: placed[0].n,
      giftCards: gifts[0].n,
      checks: failures,
      figures: [
        {
          measure: "5xx responses",
          value: fiveHundreds.length,
          budget: "0",
          ok: fiveHundreds.length === 0,
        },
        { measure: "requests (per s)", value: `${fmt(total)} (${fmt(total / elapsed, 1)})` },
        {
          measure: "p95 of the slowest route",
          value: `${fmt(worstP95.p95)} ms (${worstP95.route})`,
        },
        {
          measure: "p95 of the pages (/, /collection, a product page)",
          value: ["GET /", "GET /collection", "GET /products/[slug]"]
            .map((route) => fmt(rows.find((r) => r.route === route)?.p95))
            .join(", "),
          unit: "ms",
        },
        {
          measure: "memory at start → end (peak)",
          value: `${memoryStart.totalMb} → ${memoryEnd.totalMb} (${peak})`,
          unit: "MB",
        },
        { measure: "orders placed / gift cards bought", value: `${placed[0].n} / ${gifts[0].n}` },
        {
          measure: "money and stock add up",
          value: failures.length === 0 ? "yes" : "no",
          budget: "yes",
          ok: failures.length === 0,
        },
      ],
    });
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await db.end().catch(() => {});
    await stopShop(shop);
    fs.closeSync(log);
    await adminQuery(`drop database if exists ${name} with (force)`);
    if (failed) console.log(`The shop's log: ${logFile}`);
    else fs.rmSync(logDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
