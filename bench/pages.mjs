#!/usr/bin/env node
// Speed benchmark of the shop's pages (not a timed test): `npm run bench`. See bench/README.md.
// Seeds a data folder with 1,000 listed products (~6,000 variants; kept between runs), builds when
// sources changed, starts the shop on port 3199 (or BENCH_PORT) and measures, with autocannon on
// loopback, in one run against the same server:
//   /collection, two product pages and / — for a guest and for a signed-in member — each against a
//   static file of the same bytes served by the same server from its build folder (the ceiling).
// Also: HTML weight, first-load JavaScript (gzip), SQL statements per request, and the time from
// a stock-changing staff write to the change being visible. Results go to bench/results/.
import { spawn, execSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { gitRevision, readLatest, saveResults } from "./lib/results.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".test-data/bench";
const DIST_DIR = ".next-bench";
const RESULTS_DIR = "bench/results";
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Math.min(3, DURATION);
const STOCK_TRIALS = Number(process.env.BENCH_STOCK_TRIALS ?? 5);
const CONNECTIONS = 10;
// Issue #8's targets. They are reported, never asserted: a missed target does not fail the run.
const TARGETS = { ratio: 0.8, p99Ms: 50, jsKb: 150, collectionHtmlKb: 100 };
// The demo shop's accounts (src/server/seed/member-data.ts, e2e/support/accounts.ts).
const MEMBER = { email: "demo@littlerobe.co.uk", password: "littlerobe-demo" };
const STAFF = { email: "staff@littlerobe.co.uk", password: "littlerobe-staff" };
const baseEnv = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR,
  NEXT_DIST_DIR: DIST_DIR,
  APP_URL: BASE,
  NEXT_TELEMETRY_DISABLED: "1",
  BETTER_AUTH_SECRET:
    process.env.BETTER_AUTH_SECRET ?? "bench-only-secret-not-for-a-real-shop-0123456789",
};

// ---------------------------------------------------------------------------------------------
// The server

/**
 * A fresh data folder with PRODUCTS listed products, kept between runs (BENCH_RESEED=1 makes a new
 * one). The build prerenders pages from the data folder, so a new folder means a new build.
 */
function seed() {
  const marker = path.join(DATA_DIR, "bench-products");
  const seeded =
    fs.existsSync(marker) && fs.readFileSync(marker, "utf8").trim() === String(PRODUCTS);
  if (seeded && process.env.BENCH_RESEED !== "1") {
    console.log(`Reusing ${DATA_DIR} (${PRODUCTS} products; BENCH_RESEED=1 seeds again).`);
    return;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`Seeding ${PRODUCTS} products into ${DATA_DIR}…`);
  execSync(`npx tsx scripts/seed.ts --products ${PRODUCTS} --no-images`, {
    stdio: "inherit",
    env: baseEnv,
  });
  fs.writeFileSync(marker, `${PRODUCTS}\n`);
  fs.rmSync(path.join(DIST_DIR, "BUILD_ID"), { force: true });
}

/** npm start's script (build when needed, then next start) in its own process group. */
function startServer(extraEnv = {}) {
  const lines = [];
  const server = { child: undefined, lines, ready: false };
  const child = spawn("node", ["scripts/start.mjs"], {
    env: { ...baseEnv, ...extraEnv },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.setEncoding("utf8");
  let buffer = "";
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      // The build's and the server's own messages; once it is ready, only warnings and errors.
      const quiet = line.includes("[sql]") || (server.ready && line.includes('"level":"info"'));
      if (!quiet) console.log(`  server: ${line}`);
    }
  });
  server.child = child;
  return server;
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  process.kill(-server.child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  // The whole group: the next server may outlive its parent while it drains keep-alive connections.
  try {
    process.kill(-server.child.pid, "SIGKILL");
  } catch {
    // already gone
  }
  await waitForPortFree();
}

/** Each measure ends with this: figures taken against a stopped server would be errors only. */
function assertRunning(server, what) {
  if (server.child.exitCode === null && server.child.signalCode === null) return;
  throw new Error(
    `The server stopped during ${what} (at ${new Date().toISOString()}), not by this script: was it sent a signal?`,
  );
}

/** The next server must not find the previous one still holding the port. */
async function waitForPortFree() {
  for (let i = 0; i < 100; i++) {
    // A plain connect: fetch would reuse a kept-alive connection to the old server.
    const open = await new Promise((resolve) => {
      const socket = net.connect(PORT, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (!open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Port ${PORT} is still in use.`);
}

async function waitForServer(server) {
  for (let i = 0; i < 900; i++) {
    if (server.child.exitCode !== null) throw new Error("The server exited before it was ready.");
    try {
      if ((await fetch(`${BASE}/collection`)).ok) {
        server.ready = true;
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("The server did not become ready in 15 minutes.");
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Signs in through better-auth; returns the Cookie header that carries the session. */
async function signIn(who) {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify(who),
  });
  if (!response.ok)
    throw new Error(`Sign-in of ${who.email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`No session cookie for ${who.email}.`);
  return cookie;
}

/** What a visitor sends: nothing for a guest, the session cookie for a member; nothing else. */
const visitorHeaders = (cookie) => (cookie ? { cookie } : {});

/** A page's HTML; a redirect is an error unless `follow` (the measured URLs must answer 200). */
async function getText(url, headers = {}, follow = false) {
  const response = await fetch(url, { headers, redirect: follow ? "follow" : "manual" });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return text;
}

async function sqlPerRequest(server, url, headers) {
  await (await fetch(url, { headers })).text(); // warm: caches of the first request do not count
  await new Promise((r) => setTimeout(r, 200));
  const before = server.lines.filter((l) => l.includes("[sql]")).length;
  await (await fetch(url, { headers })).text();
  await new Promise((r) => setTimeout(r, 300));
  return server.lines.filter((l) => l.includes("[sql]")).length - before;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN;

/** Autocannon on one URL; latencies are each response's own time (ms), not the histogram's. */
async function load(url, headers, seconds) {
  const latencies = [];
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    latencies,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function summarise(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    rps: requests / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * A URL against its static baseline, with the same headers, in the order A B B A (half the time
 * each), so that a change of the machine's load during the measure weighs on both alike.
 */
async function compare(url, staticUrl, headers) {
  await load(url, headers, WARM_UP);
  await load(staticUrl, headers, 1);
  const half = DURATION / 2;
  const page = [await load(url, headers, half)];
  const baseline = [await load(staticUrl, headers, half), await load(staticUrl, headers, half)];
  page.push(await load(url, headers, half));
  const dynamic = summarise(page);
  const ceiling = summarise(baseline);
  return { dynamic, static: ceiling, ratio: dynamic.rps / ceiling.rps };
}

/** Gzip sum (level 9) of the page's `<script src>`: its first-load JavaScript. */
const scriptSizes = new Map();
async function firstLoadJs(html) {
  // `nomodule` scripts are polyfills that modern browsers neither download nor run: not first-load.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (m) => !/nomodule/i.test(m[0]),
  );
  const sources = [...new Set(tags.map((m) => m[1].replaceAll("&amp;", "&")))];
  let gzipBytes = 0;
  for (const src of sources) {
    if (!scriptSizes.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
      scriptSizes.set(src, gzipSync(body, { level: 9 }).length);
    }
    gzipBytes += scriptSizes.get(src);
  }
  return { gzipBytes, files: sources.length };
}

// ---------------------------------------------------------------------------------------------
// Stock: from a staff write to the change being visible

/** The RSC payload inside the HTML, its quotes unescaped, so JSON-looking searches work. */
const unescaped = (html) => html.replaceAll('\\"', '"');

/** A variant of the product page (id and stock), found in its payload and checked by the API. */
async function findVariant(productPath) {
  const html = unescaped(await getText(`${BASE}${productPath}`));
  const slug = decodeURIComponent(productPath.split("/").pop());
  const productId =
    html.match(
      new RegExp(`"id":(\\d+),"slug":"${slug.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`),
    )?.[1] ?? html.match(/"product_id":(\d+)/)?.[1];
  if (!productId) return { error: "no product id found in the product page's payload" };
  const variants = await liveVariants(Number(productId));
  if (!variants?.length)
    return { error: `product ${productId} has no variant on the availability endpoint` };
  const [variant] = variants;
  const othersStock = variants.slice(1).reduce((sum, v) => sum + v.stock, 0);
  return { productId: Number(productId), variantId: variant.id, stock: variant.stock, othersStock };
}

async function liveVariants(productId) {
  const response = await fetch(`${BASE}/api/catalogue/availability?product_ids=${productId}`);
  if (!response.ok) return null;
  return (await response.json()).products?.[0]?.product_variants ?? null;
}

/** The product page's payload carries each variant's stock (its size labels read it). */
async function productPageShows(productPath, stock) {
  const html = unescaped(await getText(`${BASE}${productPath}`));
  return html.includes(`"stock":${stock},`) || html.includes(`"stock":${stock}}`);
}

/** A card of /collection shows the product's total: "<N> available". */
async function collectionShows(total) {
  const html = await getText(`${BASE}/collection`);
  return new RegExp(`>${total}(<!-- -->)? available`).test(html);
}

async function setStock(staffCookie, variantId, stock) {
  const response = await fetch(`${BASE}/api/staff/variants/${variantId}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: BASE, cookie: staffCookie },
    body: JSON.stringify({ stock }),
  });
  if (!response.ok)
    throw new Error(
      `PATCH /api/staff/variants/${variantId}: ${response.status} ${await response.text()}`,
    );
}

/**
 * Each trial sets a stock no seeded variant has, then polls (as a guest) the product page, the
 * product's card on /collection and the availability endpoint until each shows it. Delays count
 * from the moment the write was sent.
 */
async function stockVisibility(productPath) {
  const target = await findVariant(productPath);
  if (target.error) return { skipped: target.error };
  const { productId, variantId, stock: original, othersStock } = target;
  const probes = {
    productPage: (stock) => productPageShows(productPath, stock),
    collection: (stock) => collectionShows(othersStock + stock),
    availability: async (stock) =>
      (await liveVariants(productId))?.find((v) => v.id === variantId)?.stock === stock,
  };
  // Until the probe shows `stock` or `limitMs` passed: the time (ms) and the requests it took.
  async function poll(probe, stock, since, limitMs) {
    let requests = 0;
    while (performance.now() - since < limitMs) {
      requests += 1;
      if (await probe(stock)) return { ms: performance.now() - since, requests };
      await new Promise((r) => setTimeout(r, 5));
    }
    return { ms: null, requests };
  }
  // A page that does not show today's stock before any write is stale (a lost invalidation) or
  // does not carry the stock at all: said so, and still polled in the trials.
  const staleAtStart = [];
  for (const [name, probe] of Object.entries(probes))
    if ((await poll(probe, original, performance.now(), 2_000)).ms === null)
      staleAtStart.push(name);
  const staffCookie = await signIn(STAFF);
  const trials = [];
  const unseen = new Set(); // probes that missed a change once are not polled again
  try {
    for (let i = 0; i < STOCK_TRIALS; i++) {
      const stock = 4001 + i; // no seeded variant holds this many
      const sent = performance.now();
      await setStock(staffCookie, variantId, stock);
      const trial = { writeMs: performance.now() - sent };
      // Each probe polls on its own: a slow answer of one does not delay the others' times.
      await Promise.all(
        Object.entries(probes).map(async ([name, probe]) => {
          if (unseen.has(name)) return void (trial[name] = null);
          const seen = await poll(probe, stock, sent, 15_000);
          trial[name] = seen.ms; // null: not seen within 15 s
          trial[`${name}Requests`] = seen.requests; // 1: the first request after the write saw it
          if (seen.ms === null) unseen.add(name);
        }),
      );
      trials.push(trial);
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    // Back to today's stock, and every page regenerated with it before the server stops: an
    // invalidation the server has not acted on yet would not survive its restart.
    await setStock(staffCookie, variantId, original).catch(() => {});
    await Promise.all(
      Object.values(probes).map((probe) => poll(probe, original, performance.now(), 15_000)),
    );
  }
  const summary = (key) => {
    const values = trials.map((t) => t[key]);
    if (values.some((v) => v == null)) return { medianMs: null, maxMs: null };
    const sorted = [...values].sort((a, b) => a - b);
    return { medianMs: percentile(sorted, 0.5), maxMs: sorted.at(-1) };
  };
  return {
    variantId,
    productPath,
    staleAtStart,
    trials,
    ...Object.fromEntries(
      ["writeMs", ...Object.keys(probes)].map((key) => [key.replace(/Ms$/, ""), summary(key)]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Output

const fmt = (n, d = 1) => (typeof n === "number" && Number.isFinite(n) ? n.toFixed(d) : "n/a");
const kb = (bytes) => fmt(bytes / 1024);

function printTable(results, previous) {
  const before = (row) =>
    previous?.rows?.find((r) => r.page === row.page && r.visitor === row.visitor);
  const mark = (ok) => (ok ? "✓" : "✗");
  console.log(
    `\n${results.products} products, ${CONNECTIONS} connections, ${DURATION} s per measure, ${results.revision}` +
      (previous ? ` (previous run: ${previous.measuredAt}, ${previous.revision})` : ""),
  );
  console.log(
    `\n| page | visitor | req/s | static req/s | ratio (≥ ${TARGETS.ratio}) | p50 | p99 (< ${TARGETS.p99Ms} ms) | errors | previous ratio, p99 |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  for (const row of results.rows) {
    const prev = before(row);
    console.log(
      `| ${row.label} | ${row.visitor} | ${fmt(row.dynamic.rps, 0)} | ${fmt(row.static.rps, 0)} | ${fmt(row.ratio, 2)} ${mark(row.ratio >= TARGETS.ratio)} | ${fmt(row.dynamic.p50, 0)} ms | ${fmt(row.dynamic.p99, 0)} ms ${mark(row.dynamic.p99 < TARGETS.p99Ms)} | ${row.dynamic.errors} | ${prev ? `${fmt(prev.ratio, 2)}, ${fmt(prev.dynamic.p99, 0)} ms` : "–"} |`,
    );
  }
  if (results.session) {
    const s = results.session;
    console.log(
      `| /api/session (the personal island's read, for reference) | member | ${fmt(s.dynamic.rps, 0)} | ${fmt(s.static.rps, 0)} | ${fmt(s.ratio, 2)} | ${fmt(s.dynamic.p50, 0)} ms | ${fmt(s.dynamic.p99, 0)} ms | ${s.dynamic.errors} | – |`,
    );
  }

  console.log(
    `\n| page | visitor | HTML (gzip) | first-load JS gzip (≤ ${TARGETS.jsKb} KB) | SQL per request | previous HTML, JS |`,
  );
  console.log(`|---|---|---|---|---|---|`);
  for (const row of results.rows) {
    const prev = before(row);
    const htmlOk = row.page !== "collection" || row.html.bytes / 1024 <= TARGETS.collectionHtmlKb;
    console.log(
      `| ${row.label} | ${row.visitor} | ${kb(row.html.bytes)} KB${row.page === "collection" ? ` ${mark(htmlOk)} (≤ ${TARGETS.collectionHtmlKb} KB)` : ""} (${kb(row.html.gzipBytes)} KB) | ${kb(row.js.gzipBytes)} KB in ${row.js.files} files ${mark(row.js.gzipBytes / 1024 <= TARGETS.jsKb)} | ${row.sql} | ${prev ? `${kb(prev.html.bytes)} KB, ${kb(prev.js.gzipBytes)} KB` : "–"} |`,
    );
  }

  if (results.session)
    console.log(`| /api/session | member | (JSON) | – | ${results.session.sql} | – |`);

  const stock = results.stockVisible;
  console.log(
    `\nFrom a stock write (staff PATCH /api/staff/variants/[id]) to the change being visible, as a guest:`,
  );
  if (stock.skipped) console.log(`  not measured: ${stock.skipped}`);
  else {
    const prev = previous?.stockVisible;
    const labels = {
      productPage: "the product page",
      collection: "its card on /collection",
      availability: "/api/catalogue/availability",
      write: "the write's own answer",
    };
    for (const [key, label] of Object.entries(labels)) {
      if (!stock[key]) continue;
      const trials = stock.trials.map((t) => fmt(t[key === "write" ? "writeMs" : key], 0));
      const before = prev?.[key] ? `; previous median ${fmt(prev[key].medianMs, 0)} ms` : "";
      const requests =
        key === "write"
          ? ""
          : `, requests ${stock.trials.map((t) => t[`${key}Requests`] ?? "–").join(", ")}`;
      console.log(
        `  ${label}: median ${fmt(stock[key].medianMs, 0)} ms, max ${fmt(stock[key].maxMs, 0)} ms (trials ${trials.join(", ")} ms${requests}${before})`,
      );
    }
    if (stock.staleAtStart.length)
      console.log(
        `  before the first write, these did not show today's stock (stale, or not carried): ${stock.staleAtStart.join(", ")}`,
      );
  }

  const missed = results.rows.filter(
    (r) => !(r.ratio >= TARGETS.ratio && r.dynamic.p99 < TARGETS.p99Ms),
  );
  console.log(
    missed.length === 0
      ? "\nEvery page meets ≥ 0.8 of the static ceiling and p99 < 50 ms."
      : `\nTargets missed by: ${missed.map((r) => `${r.label} (${r.visitor})`).join(", ")}.`,
  );
  console.log(`Results: ${path.join(RESULTS_DIR, "pages-latest.json")}`);
}

// ---------------------------------------------------------------------------------------------
// The run

seed();
const staticDir = path.join(DIST_DIR, "static", "bench");
// 1. With every SQL statement logged: the pages' HTML (saved as the static baselines), their
//    weight, first-load JavaScript and statements per request, as a guest and as a member.
//    No job worker in this server: its polls (every 5 s) would count as the pages' statements.
let server = startServer({ BENCH_LOG_QUERIES: "1", JOBS_IN_WEB: "false" });
try {
  await waitForServer(server);
  const memberCookie = await signIn(MEMBER);
  // A product of the first page of /collection (prerendered by the build) and one of page 2
  // (rendered on its first request): most of a large catalogue is the second kind.
  const productLink = /href="(\/products\/[^"?#]+)"/;
  const productPath = (await getText(`${BASE}/collection`)).match(productLink)?.[1];
  const laterProductPath = (await getText(`${BASE}/collection?page=2`, {}, true)).match(
    productLink,
  )?.[1];
  if (!productPath || !laterProductPath) throw new Error("No product link on /collection.");
  const pages = [
    { page: "collection", label: "/collection", path: "/collection" },
    { page: "product", label: "a product page (page 1)", path: productPath },
    { page: "product-later", label: "a product page (page 2)", path: laterProductPath },
    { page: "home", label: "/", path: "/" },
  ];
  const headersOf = { guest: visitorHeaders(null), member: visitorHeaders(memberCookie) };
  // The member's session is real: the session endpoint (when there is one) knows them.
  const sessionResponse = await fetch(`${BASE}/api/session`, { headers: headersOf.member });
  const sessionJson = sessionResponse.ok ? await sessionResponse.text() : null;
  if (sessionJson !== null && JSON.parse(sessionJson).profile == null)
    throw new Error("The member's cookie does not sign them in.");

  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.mkdirSync(staticDir, { recursive: true });
  const rows = [];
  for (const page of pages)
    for (const [visitor, headers] of Object.entries(headersOf)) {
      const url = `${BASE}${page.path}`;
      const sql = await sqlPerRequest(server, url, headers);
      const html = await getText(url, headers);
      const staticName = `${page.page}-${visitor}.html`;
      fs.writeFileSync(path.join(staticDir, staticName), html);
      rows.push({
        ...page,
        visitor,
        staticPath: `/_next/static/bench/${staticName}`,
        html: { bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html, { level: 9 }).length },
        js: await firstLoadJs(html),
        sql,
      });
    }
  const session =
    sessionJson === null
      ? null
      : {
          staticPath: "/_next/static/bench/session.json",
          sql: await sqlPerRequest(server, `${BASE}/api/session`, headersOf.member),
        };
  if (session) fs.writeFileSync(path.join(staticDir, "session.json"), sessionJson);
  await stopServer(server);

  // 2. Load, without the statement log. The server lists its static files when it starts, so the
  //    baselines written above are served now. Each page is measured beside its baseline.
  server = startServer();
  await waitForServer(server);
  for (const row of rows) {
    const response = await fetch(`${BASE}${row.staticPath}`);
    const bytes = Buffer.byteLength(await response.text());
    if (!response.ok || bytes !== row.html.bytes)
      throw new Error(`The static baseline ${row.staticPath} is not served (${response.status}).`);
  }
  for (const row of rows) {
    const headers = headersOf[row.visitor];
    console.log(`Measuring ${row.label} as a ${row.visitor}…`);
    Object.assign(row, await compare(`${BASE}${row.path}`, `${BASE}${row.staticPath}`, headers));
    assertRunning(server, `the measure of ${row.label} as a ${row.visitor}`);
  }
  if (session) {
    console.log("Measuring /api/session as a member…");
    Object.assign(
      session,
      await compare(`${BASE}/api/session`, `${BASE}${session.staticPath}`, headersOf.member),
    );
    assertRunning(server, "the measure of /api/session");
  }

  // 3. After the load runs, so that invalidations do not disturb them.
  console.log("Measuring the time from a stock write to the change being visible…");
  const stockVisible = await stockVisibility(productPath);
  assertRunning(server, "the stock trials");

  const previous = readLatest("pages");
  const results = {
    measuredAt: new Date().toISOString(),
    revision: gitRevision(),
    products: PRODUCTS,
    connections: CONNECTIONS,
    seconds: DURATION,
    targets: TARGETS,
    rows,
    session,
    stockVisible,
  };
  saveResults("pages", results);
  printTable(results, previous);
} finally {
  await stopServer(server);
}
