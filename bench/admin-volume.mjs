#!/usr/bin/env node
// Back-office volume benchmark (issue 12): `npx tsx --conditions=react-server bench/admin-volume.mjs`.
// See bench/README.md. Creates its own database on the PostgreSQL server, runs the migrations,
// loads 100,000 garments and 1,000,000 garment-history rows (with products, tags, members,
// deliveries and returns) by generate_series, then times the back office's own queries, each the
// median of several runs:
//   - the statistics page (/admin/statistics): the first page with a typical filter (one brand,
//     sorted by efficiency) and its totals and per-brand/per-category figures; the same unfiltered;
//   - the shop's subscription revenue (the paid invoices, issue 25), shown beside the totals;
//   - a garment's history lookup (/admin/garments/[id]) and the garment finder (sku prefix, barcode);
// and prints each query's EXPLAIN (ANALYZE) summary: which indexes it used, which tables it read
// whole. A measurement, not a test: it fails only when the run itself does.
// Options (environment): BENCH_DATABASE_URL (an existing database on the server, used only to
// create and drop the bench's own; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
// BENCH_GARMENTS (default 100000; `BENCH_GARMENTS=1000000` for the million), BENCH_HISTORY
// (default 10 a garment), BENCH_RUNS (default 7), BENCH_SHARES (invoice shares a garment, default 3).
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { saveResults } from "./lib/results.mjs";
import { adminQuery, databaseUrl } from "./lib/shop.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
process.env.LOG_LEVEL ??= "silent";
// The shop's statement timeout is 8 s; the unfiltered totals are measured, not cut short.
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= "120000";
delete process.env.DATABASE_URL;

const { openPostgres } = await import("@/server/db/client");
const { MIGRATIONS_FOLDER } = await import("@/server/db/migrate");
const { statisticsFilterSchema } = await import("@/domain/admin/statistics-filter");
const { garmentSearchSchema } = await import("@/domain/admin/garment-search");
const { statisticsPage, statisticsSummary } =
  await import("@/server/services/statistics/garment-statistics");
const { revenueSummary } = await import("@/server/services/statistics/revenue-summary");
const { findGarments, garmentHistory, loadGarment } =
  await import("@/server/services/garments/garment-finder");

const GARMENTS = Number(process.env.BENCH_GARMENTS ?? 100_000);
const HISTORY = Number(process.env.BENCH_HISTORY ?? GARMENTS * 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PRODUCTS = Math.max(10, Math.round(GARMENTS / 50));
const VARIANTS_PER_PRODUCT = 4;
const MEMBERS = Math.max(5_000, Math.round(GARMENTS / 20));
// Paid months shared among garments (issue 25): each invoice shared over 5 garments, so a
// garment has BENCH_SHARES shares (a member-month, as a family keeps 5 pieces a month).
const SHARES = Math.round(GARMENTS * Number(process.env.BENCH_SHARES ?? 3));
const GARMENTS_PER_INVOICE = 5;
const INVOICES = Math.ceil(SHARES / GARMENTS_PER_INVOICE);
const DELIVERIES = Math.round(GARMENTS * 0.4);
const RETURNS = Math.round(DELIVERIES * 0.75);
const RENTALS = GARMENTS * 2;
const BRANDS = 10;
const CATEGORIES = 8;
const SEASONS = 4;
const TARGET_MS = 1000;

const dbName = `littlerobe_bench_admin_${process.pid}`;
const dbUrl = databaseUrl(dbName);

// Every statement the shop's code sends while a measure runs (pool and transaction connections
// alike), so that its plan can be explained; transaction control and settings are left out.
let recorded = [];
let recording = false;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function record(config, values, callback) {
  const text = typeof config === "string" ? config : config?.text;
  const params = typeof config === "string" ? values : (config?.values ?? values);
  if (recording && text && /^\s*(select|with)\b/i.test(text))
    recorded.push({ text, params: Array.isArray(params) ? params : [] });
  return clientQuery.call(this, config, values, callback);
};

async function timed(label, step) {
  const started = performance.now();
  await step();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The volume, by generate_series; ids are identities, so row n has id n in a fresh database. */
async function load(client) {
  const q = (text) => client.query(text);
  await timed("tags and products", async () => {
    await q(`insert into tags (name, type, slug, "order")
      select 'Brand ' || n, 'BRAND'::tag_type, 'brand-' || n, n from generate_series(1, ${BRANDS}) n
      union all select 'Category ' || n, 'CATEGORY', 'category-' || n, n from generate_series(1, ${CATEGORIES}) n
      union all select 'Season ' || n, 'SEASON', 'season-' || n, n from generate_series(1, ${SEASONS}) n`);
    await q(`insert into products (name, slug, rrp, published_at)
      select 'Bench product ' || n, 'bench-product-' || n, 20 + (n % 8) * 5, now()
      from generate_series(1, ${PRODUCTS}) n`);
    await q(`insert into product_tags (product_id, tag_id)
      select p.id, t.id from products p join tags t on
        (t.type = 'BRAND' and t.slug = 'brand-' || (1 + p.id % ${BRANDS}))
        or (t.type = 'CATEGORY' and t.slug = 'category-' || (1 + p.id % ${CATEGORIES}))
        or (t.type = 'SEASON' and t.slug = 'season-' || (1 + p.id % ${SEASONS}))
        or (t.type = 'CATEGORY' and p.id % 5 = 0 and t.slug = 'category-' || (1 + (p.id + 3) % ${CATEGORIES}))`);
    await q(`insert into product_variants (product_id, sku, stock, lifespan_base)
      select p, 'BP-' || p || '-' || v, 1, 26 + v * 13
      from generate_series(1, ${PRODUCTS}) p, generate_series(1, ${VARIANTS_PER_PRODUCT}) v`);
  });
  await timed(`${MEMBERS.toLocaleString("en-GB")} members`, () =>
    q(`insert into users (id, email, "firstName") select 'bench-' || n, 'bench-' || n || '@example.co.uk', 'Amelia'
      from generate_series(1, ${MEMBERS}) n`),
  );
  await timed(`${GARMENTS.toLocaleString("en-GB")} garments`, () =>
    q(`insert into product_items (created_at, "orId", sku, barcode, fulfilment_rfid, status,
        product_variant_id, wholesale_price, base_history_days, history_rental_homes, rental_homes)
      select now() - ((n % 700) || ' days')::interval, 'OR-' || lpad(n::text, 7, '0'), v.sku,
        '5060' || lpad(n::text, 9, '0'), 'RF' || lpad(n::text, 10, '0'),
        (array['STORAGE','STORAGE','STORAGE','CUSTOMER','CUSTOMER','IN_CLEANING','RETURNING','PROBLEM','HOLD','RESALE','STORAGE_APPROVE','SOLD'])[1 + n % 12]::product_item_status,
        v.id, 5 + (n % 20), n % 30, n % 3, n % 4
      from generate_series(1, ${GARMENTS}) n
      join product_variants v on v.id = 1 + n % ${PRODUCTS * VARIANTS_PER_PRODUCT}`),
  );
  await timed(
    `${DELIVERIES.toLocaleString("en-GB")} deliveries, ${RETURNS.toLocaleString("en-GB")} returns`,
    async () => {
      await q(`insert into partial_order (created_at, date, status, user_id, dispatched_at)
      select now() - ((n % 600) || ' days')::interval, current_date - (n % 600),
        (case when n % 20 = 0 then 'ORDER_PLACED_PAYMENT_CANCELLED' else 'ORDER_FINALISED' end)::order_status,
        'bench-' || (1 + n % ${MEMBERS}), now() - ((n % 600) || ' days')::interval
      from generate_series(1, ${DELIVERIES}) n`);
      await q(`insert into partial_return (created_at, date, status, user_id, due_date)
      select now() - ((n % 560) || ' days')::interval, current_date - (n % 560), 'ORDER_FINALISED',
        'bench-' || (1 + n % ${MEMBERS}), current_date - (n % 560) + 14
      from generate_series(1, ${RETURNS}) n`);
    },
  );
  await timed(`${RENTALS.toLocaleString("en-GB")} rentals (user_product_items)`, () =>
    q(`insert into user_product_items (product_item_id, partial_order_id, partial_return_id, user_id, product_variant_id)
      select pi.id, o.id, case when n % 4 = 0 then null else 1 + n % ${RETURNS} end, o.user_id, pi.product_variant_id
      from generate_series(1, ${RENTALS}) n
      join product_items pi on pi.id = 1 + (n::bigint * 7919) % ${GARMENTS}
      join partial_order o on o.id = 1 + n % ${DELIVERIES}`),
  );
  await timed(`${HISTORY.toLocaleString("en-GB")} history rows`, () =>
    q(`insert into product_items_history (product_item_id, previous_status, new_status, "createdAt", change_reason)
      select 1 + n % ${GARMENTS},
        (array['INITIATED','STORAGE','HOLD','CUSTOMER','RETURNING','IN_CLEANING','STORAGE_APPROVE','STORAGE','HOLD','CUSTOMER'])[1 + (n / ${GARMENTS}) % 10]::product_item_status,
        (array['STORAGE','HOLD','CUSTOMER','RETURNING','IN_CLEANING','STORAGE_APPROVE','STORAGE','HOLD','CUSTOMER','RETURNING'])[1 + (n / ${GARMENTS}) % 10]::product_item_status,
        now() - ((700 - (n / ${GARMENTS}) * 30 - n % 60) || ' days')::interval,
        case when n % 7 = 0 then 'Bench move ' || n end
      from generate_series(0, ${HISTORY - 1}) n`),
  );
  await timed(
    `${INVOICES.toLocaleString("en-GB")} paid invoices, ${SHARES.toLocaleString("en-GB")} shares`,
    async () => {
      // Months over in the last 11 months, £25 for 5 pieces, and each member's current month.
      await q(`insert into paid_invoices (id, provider, user_id, subscription_id, amount_pence,
          period_start, period_end, paid_at, shared_at, shared_pence, shared_days, unshared_pence)
        select 'in_bench_' || n, 'local', 'bench-' || (1 + n % ${MEMBERS}), 'sub_bench_' || (1 + n % ${MEMBERS}),
          2500, now() - ((30 + n % 330) || ' days')::interval, now() - ((n % 330) || ' days')::interval,
          now() - ((30 + n % 330) || ' days')::interval, now(), 2500, 150, 0
        from generate_series(1, ${INVOICES}) n`);
      await q(`insert into paid_invoices (id, provider, user_id, amount_pence, period_start, period_end, paid_at)
        select 'in_bench_open_' || n, 'local', 'bench-' || n, 2500, now() - interval '10 days',
          now() + interval '20 days', now() - interval '10 days'
        from generate_series(1, ${MEMBERS}) n`);
      // Invoice i's 5 garments: distinct within it; the trigger sums each garment's shares.
      await q(`insert into invoice_revenue_shares (invoice_id, product_item_id, days, amount_pence)
        select 'in_bench_' || (1 + n / ${GARMENTS_PER_INVOICE}), 1 + (n::bigint * 7919) % ${GARMENTS}, 30, 500
        from generate_series(0, ${INVOICES * GARMENTS_PER_INVOICE - 1}) n`);
    },
  );
  await timed("analyze", () => q("analyze"));
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Indexes and whole-table reads in a plan (EXPLAIN ANALYZE, JSON). */
function planSummary(plan) {
  const indexes = new Set();
  const seqScans = new Set();
  const walk = (node) => {
    if (node["Index Name"]) indexes.add(node["Index Name"]);
    if (node["Node Type"] === "Seq Scan") seqScans.add(node["Relation Name"]);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return { indexes: [...indexes].sort(), seqScans: [...seqScans].sort() };
}

async function explain(client, statement) {
  const { rows } = await client.query(
    `explain (analyze, format json) ${statement.text}`,
    statement.params,
  );
  return planSummary(rows[0]["QUERY PLAN"][0]);
}

const results = [];

/** Runs `step` RUNS times (after one warm-up) and explains the statements of its last run. */
async function measure(client, label, step, runs = RUNS) {
  await step(0);
  const times = [];
  for (let i = 1; i <= runs; i += 1) {
    recorded = [];
    recording = true;
    const started = performance.now();
    await step(i);
    times.push(performance.now() - started);
    recording = false;
  }
  const plans = [];
  for (const statement of recorded) plans.push(await explain(client, statement));
  const result = {
    label,
    medianMs: Math.round(median(times) * 10) / 10,
    maxMs: Math.round(Math.max(...times) * 10) / 10,
    indexes: [...new Set(plans.flatMap((p) => p.indexes))].sort(),
    seqScans: [...new Set(plans.flatMap((p) => p.seqScans))].sort(),
  };
  results.push(result);
  const verdict = result.medianMs < TARGET_MS ? "✓" : "✗";
  console.log(`\n${label}\n  median ${result.medianMs} ms (max ${result.maxMs} ms) ${verdict}`);
  console.log(`  indexes: ${result.indexes.join(", ") || "none"}`);
  console.log(`  whole-table reads: ${result.seqScans.join(", ") || "none"}`);
}

await adminQuery(`create database ${dbName}`);
const handle = openPostgres(dbUrl, 5);
const client = new pg.Client({ connectionString: dbUrl });
try {
  console.log(`Database ${dbName}: migrating…`);
  await handle.migrate(MIGRATIONS_FOLDER);
  await client.connect();
  // The statistics statements run with JIT off (garment-statistics.ts); so are they explained.
  await client.query("set jit = off");
  console.log("Loading:");
  await load(client);
  const db = handle.db;
  const { rows: counts } = await client.query(
    `select (select count(*) from product_items)::int as garments,
      (select count(*) from product_items_history)::int as history,
      (select count(*) from invoice_revenue_shares)::int as shares,
      version() as version`,
  );
  console.log(
    `\n${counts[0].garments.toLocaleString("en-GB")} garments, ${counts[0].history.toLocaleString("en-GB")} history rows, ${counts[0].shares.toLocaleString("en-GB")} invoice shares; ${counts[0].version.split(",")[0]}`,
  );

  if (process.env.BENCH_LOAD_ONLY === "1") process.exit(0);
  const typical = statisticsFilterSchema.parse({
    brand: "Brand 3",
    sort: "efficiency",
    dir: "desc",
  });
  const everything = statisticsFilterSchema.parse({});
  const page = { limit: 50, offset: 0 };
  await measure(client, "statistics: first page, one brand, sorted by efficiency", () =>
    statisticsPage(db, typical, page),
  );
  await measure(client, "statistics: totals and figures by brand and category, one brand", () =>
    statisticsSummary(db, typical),
  );
  await measure(client, "statistics: whole page (first page + totals), one brand", () =>
    Promise.all([statisticsPage(db, typical, page), statisticsSummary(db, typical)]),
  );
  await measure(client, "statistics: first page, no filter, by id", () =>
    statisticsPage(db, everything, page),
  );
  await measure(client, "statistics: first page, no filter, sorted by margin against plan", () =>
    statisticsPage(db, statisticsFilterSchema.parse({ sort: "margin_vs_plan_value" }), page),
  );
  await measure(
    client,
    "statistics: first page, one brand + one season + STORAGE, launched in the last year",
    () =>
      statisticsPage(
        db,
        statisticsFilterSchema.parse({
          brand: "Brand 3",
          season: "Season 2",
          status: "STORAGE",
          launchedFrom: new Date(Date.now() - 365 * 864e5).toISOString().slice(0, 10),
          sort: "margin_vs_plan_value",
        }),
        page,
      ),
  );
  await measure(
    client,
    "statistics: totals and figures, no filter (all garments)",
    () => statisticsSummary(db, everything),
    3,
  );
  await measure(client, "statistics: subscription revenue (every paid invoice)", () =>
    revenueSummary(db),
  );
  await measure(
    client,
    "statistics: whole page (first page + totals + revenue), no filter",
    () =>
      Promise.all([
        statisticsPage(db, everything, page),
        statisticsSummary(db, everything),
        revenueSummary(db),
      ]),
    3,
  );
  await measure(client, "garment history lookup (newest first)", (i) =>
    garmentHistory(db, 1 + ((i * 7717) % GARMENTS)),
  );
  await measure(client, "garment page: garment, its view row and its history", (i) =>
    Promise.all([
      loadGarment(db, 1 + ((i * 3331) % GARMENTS)),
      garmentHistory(db, 1 + ((i * 3331) % GARMENTS)),
    ]),
  );
  await measure(client, "garment finder: barcode, exact", (i) =>
    findGarments(
      db,
      garmentSearchSchema.parse({
        q: `5060${String(1 + ((i * 911) % GARMENTS)).padStart(9, "0")}`,
      }),
      page,
    ),
  );
  await measure(client, "garment finder: sku prefix, lower case", () =>
    findGarments(db, garmentSearchSchema.parse({ q: "bp-12" }), page),
  );
  console.log(
    "\n" + JSON.stringify({ garments: GARMENTS, history: HISTORY, runs: RUNS, results }, null, 2),
  );
  saveResults("admin-volume", {
    garments: GARMENTS,
    history: HISTORY,
    runs: RUNS,
    results,
    figures: results.map((r) => ({
      measure: r.label,
      value: r.medianMs,
      unit: "ms",
      budget: `< ${TARGET_MS}`,
      ok: r.medianMs < TARGET_MS,
    })),
  });
} finally {
  pg.Client.prototype.query = clientQuery;
  await client.end().catch(() => {});
  await handle.close();
  if (process.env.BENCH_KEEP === "1") console.log(`Kept ${dbUrl} (BENCH_KEEP=1): drop it by hand.`);
  else await adminQuery(`drop database if exists ${dbName} with (force)`);
}
