// The search box's query (issue 26, decision 064) on a 1,000-product catalogue: the demo shop's
// seed (BENCH_PRODUCTS, ~6,000 variants) into an in-memory PGlite and into a fresh PostgreSQL
// database, then each search BENCH_RUNS times; the median and the slowest, and whether the plan
// uses the GIN indexes. Run: npm run bench:search (tsx, from the repository root).
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { saveResults } from "./lib/results.mjs";
import { adminQuery, databaseUrl } from "./lib/shop.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
process.env.LOG_LEVEL ??= "silent";
delete process.env.DATABASE_URL;

const { openPglite, openPostgres } = await import("@/server/db/client");
const { MIGRATIONS_FOLDER } = await import("@/server/db/migrate");
const { seedDemoShop } = await import("@/server/seed");
const { parseSearchRequest } = await import("@/domain/catalogue/search-query");
const { rankSearch, searchCatalogue } =
  await import("@/server/services/catalogue/search-catalogue");

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SEARCHES = ["dungares", "raincot", "navy", "puddle lane", "mustard knitwear", "zebra"];
/** The search proper (the ranked ids) a parent waits on: far below a page's budget. */
const TARGET_MS = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(kind, handle) {
  await handle.migrate(MIGRATIONS_FOLDER);
  const seedStart = performance.now();
  await seedDemoShop(handle.db, { products: PRODUCTS, images: false });
  console.log(
    `${kind}: seeded ${PRODUCTS} products in ${Math.round(performance.now() - seedStart)} ms`,
  );
  // PostgreSQL plans from statistics: as a running shop would have them after autovacuum.
  await handle.db.execute(sql`analyze`);
  const rows = [];
  for (const text of SEARCHES) {
    const request = parseSearchRequest({ q: text });
    const times = [];
    const rankTimes = [];
    let matching = 0;
    for (let run = 0; run < RUNS; run++) {
      let start = performance.now();
      await rankSearch(request.words, handle.db);
      rankTimes.push(performance.now() - start);
      start = performance.now();
      matching = (await searchCatalogue(request.words, handle.db)).matching;
      times.push(performance.now() - start);
    }
    const row = {
      search: text,
      matching,
      // The ranked ids alone (the search proper), then the whole of it with the cards' data.
      rankMedianMs: Number(median(rankTimes).toFixed(1)),
      medianMs: Number(median(times).toFixed(1)),
      maxMs: Number(Math.max(...times).toFixed(1)),
    };
    rows.push(row);
    console.log(
      `${kind}: '${text}' ${matching} found, ranking median ${row.rankMedianMs} ms; with the cards median ${row.medianMs} ms, slowest ${row.maxMs} ms`,
    );
  }
  return rows;
}

/**
 * The GIN indexes in the database's plan for the search's two lookups (a word in the documents,
 * the vocabulary's words close to a typo): `chosen` as it plans them, `usable` with sequential
 * scans priced out. At 1,000 products both tables fit in a few pages and the planner rightly scans
 * them; the vocabulary's trigram index is chosen from some tens of thousands of words on (a
 * full scan of the primary key costs less below that). Reported, not a failure.
 */
async function indexesUsed(handle) {
  const plan = async () => {
    const { rows } = await handle.db.execute(sql`
      explain select s."product_id"::text from "product_search" s
      where s."document" @@ to_tsquery('english', 'dungaree:*')
      union all
      select v."word" from "search_words" v where v."word" % 'raincot'`);
    const text = rows.map((row) => Object.values(row)[0]).join("\n");
    return ["product_search_document_idx", "search_words_trgm_idx"].filter((index) =>
      text.includes(index),
    );
  };
  const chosen = await plan();
  await handle.db.execute(sql`set enable_seqscan = off`);
  const usable = await plan();
  await handle.db.execute(sql`reset enable_seqscan`);
  return { chosen, usable };
}

const results = {
  products: PRODUCTS,
  runs: RUNS,
  targetMs: TARGET_MS,
  // The machine's load while measuring (a shared 2-core machine runs slower for everyone).
  loadAverage: os.loadavg()[0],
  databases: {},
};

const pglite = openPglite();
try {
  results.databases.pglite = {
    searches: await measure("pglite", pglite),
    indexes: await indexesUsed(pglite),
  };
} finally {
  await pglite.close();
}

const dbName = `littlerobe_bench_search_${process.pid}`;
const postgresUp = await adminQuery(`create database ${dbName}`).then(
  () => true,
  (error) => console.log(`PostgreSQL skipped (${error.message})`) ?? false,
);
if (postgresUp) {
  const postgres = openPostgres(databaseUrl(dbName), 5);
  try {
    results.databases.postgres = {
      searches: await measure("postgres", postgres),
      indexes: await indexesUsed(postgres),
    };
  } catch (error) {
    console.log(`PostgreSQL skipped (${error.message})`);
  } finally {
    await postgres.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`).catch(() => {});
  }
}

let failed = false;
for (const [kind, { searches, indexes }] of Object.entries(results.databases)) {
  console.log(
    `${kind}: GIN indexes chosen: ${indexes.chosen.join(", ") || "none"}; usable: ${indexes.usable.join(", ") || "none"}`,
  );
  for (const row of searches)
    if (row.rankMedianMs > TARGET_MS) {
      console.log(
        `${kind}: '${row.search}' ranking median ${row.rankMedianMs} ms is over ${TARGET_MS} ms`,
      );
      failed = true;
    }
}
saveResults("search", results);
process.exit(failed ? 1 : 0);
