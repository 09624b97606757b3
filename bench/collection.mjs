#!/usr/bin/env node
// Speed benchmark of /collection (not a timed test): `npm run bench`.
// Seeds a fresh data folder with 1,000 listed products (~6,000 variants), builds when sources
// changed, starts the shop on port 3199 and compares, with autocannon on loopback:
//   server-rendered /collection  vs  the same bytes served as a static file by the same server.
// Also counts SQL statements per request (BENCH_LOG_QUERIES) and sums the gzip size of the
// first-load JavaScript of /collection and a product page against the 150 KB budget.
import { spawn, execSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const PORT = 3199;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".test-data/bench";
const DIST_DIR = ".next-bench";
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const JS_BUDGET_KB = 150;
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

function seed() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`Seeding ${PRODUCTS} products into ${DATA_DIR}…`);
  execSync(`npx tsx scripts/seed.ts --products ${PRODUCTS} --no-images`, {
    stdio: "inherit",
    env: baseEnv,
  });
}

/** npm start's script (build when needed, then next start) in its own process group. */
function startServer(extraEnv = {}) {
  const lines = [];
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
    lines.push(...parts);
  });
  return { child, lines };
}

async function stopServer({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  // The whole group: the next server may outlive its parent while it drains keep-alive connections.
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
  await waitForPortFree();
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
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) throw new Error("The server exited before it was ready.");
    try {
      if ((await fetch(`${BASE}/collection`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("The server did not become ready in 10 minutes.");
}

async function sqlPerRequest(server, url) {
  await fetch(url); // warm: caches of the first request do not count
  await new Promise((r) => setTimeout(r, 200));
  const before = server.lines.filter((l) => l.includes("[sql]")).length;
  await (await fetch(url)).text();
  await new Promise((r) => setTimeout(r, 300));
  return server.lines.filter((l) => l.includes("[sql]")).length - before;
}

async function load(url) {
  const latencies = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN;
  return {
    rps: result.requests.average,
    p95,
    p50: result.latency.p50,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.average,
  };
}

async function firstLoadJsKb(pagePath) {
  const html = await (await fetch(`${BASE}${pagePath}`)).text();
  // `nomodule` scripts are polyfills that modern browsers neither download nor run: not first-load.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (m) => !/nomodule/i.test(m[0]),
  );
  const sources = [...new Set(tags.map((m) => m[1]))];
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { kb: total / 1024, files: sources.length };
}

const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "n/a");

seed();
// Query counts and the uncached figures are taken with the guest page cache off.
let server = startServer({ BENCH_LOG_QUERIES: "1", PAGE_CACHE: "0" });
try {
  await waitForServer(server);
  const productPath = (await (await fetch(`${BASE}/collection`)).text()).match(
    /href="(\/products\/[^"]+)"/,
  )?.[1];
  const queries = {
    collection: await sqlPerRequest(server, `${BASE}/collection`),
    lastPageFiltered: await sqlPerRequest(
      server,
      `${BASE}/collection?size=3-6-months&available=1&page=3`,
    ),
    product: await sqlPerRequest(server, `${BASE}${productPath}`),
  };
  // The static baseline: /collection's bytes served as a static file by the same Next.js server
  // (build output under /_next/static, which the server lists when it starts).
  const html = await (await fetch(`${BASE}/collection`)).text();
  const staticDir = path.join(DIST_DIR, "static", "bench");
  fs.mkdirSync(staticDir, { recursive: true });
  fs.writeFileSync(path.join(staticDir, "collection.html"), html);
  await stopServer(server);

  // Every request rendered: no page cache.
  server = startServer({ PAGE_CACHE: "0" });
  await waitForServer(server);
  await load(`${BASE}/collection`); // warm-up
  const uncached = await load(`${BASE}/collection`);
  await stopServer(server);

  // As deployed: guests' pages come from the 5-second page cache.
  server = startServer();
  await waitForServer(server);
  const staticUrl = `${BASE}/_next/static/bench/collection.html`;
  const staticResponse = await fetch(staticUrl);
  if (!staticResponse.ok || (await staticResponse.text()).length !== html.length)
    throw new Error("The static baseline is not served.");

  await load(`${BASE}/collection`); // warm-up
  const dynamic = await load(`${BASE}/collection`);
  const baseline = await load(staticUrl);
  const js = {
    collection: await firstLoadJsKb("/collection"),
    product: await firstLoadJsKb(productPath),
  };
  const ratio = dynamic.rps / baseline.rps;

  console.log(
    `\n/collection at ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each, HTML ${fmt(html.length / 1024)} KB`,
  );
  console.log(`| measure | value | target |`);
  console.log(`|---|---|---|`);
  console.log(
    `| server-rendered /collection (guest page cache, as deployed) | ${fmt(dynamic.rps)} req/s, p50 ${fmt(dynamic.p50, 0)} ms, p95 ${fmt(dynamic.p95, 0)} ms, ${dynamic.errors} errors | p95 < 100 ms |`,
  );
  console.log(
    `| server-rendered /collection, every request rendered (PAGE_CACHE=0) | ${fmt(uncached.rps)} req/s, p50 ${fmt(uncached.p50, 0)} ms, p95 ${fmt(uncached.p95, 0)} ms | for reference |`,
  );
  console.log(
    `| static file of the same bytes | ${fmt(baseline.rps)} req/s, p95 ${fmt(baseline.p95, 0)} ms | baseline |`,
  );
  console.log(
    `| ratio dynamic / static | ${fmt(ratio, 2)} (uncached ${fmt(uncached.rps / baseline.rps, 2)}) | ≥ 0.5 |`,
  );
  console.log(
    `| SQL per request: /collection, filtered page 3, product page | ${queries.collection}, ${queries.lastPageFiltered}, ${queries.product} | bounded |`,
  );
  console.log(
    `| first-load JS (gzip): /collection | ${fmt(js.collection.kb)} KB in ${js.collection.files} files | ≤ ${JS_BUDGET_KB} KB |`,
  );
  console.log(
    `| first-load JS (gzip): ${productPath} | ${fmt(js.product.kb)} KB in ${js.product.files} files | ≤ ${JS_BUDGET_KB} KB |`,
  );
  const ok =
    ratio >= 0.5 &&
    dynamic.p95 < 100 &&
    js.collection.kb <= JS_BUDGET_KB &&
    js.product.kb <= JS_BUDGET_KB &&
    dynamic.errors === 0;
  console.log(ok ? "\nAll targets met." : "\nSome targets were missed.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopServer(server);
}
