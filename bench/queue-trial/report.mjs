// Prints the trial's two tables in Markdown from the newest results files:
// results/criteria-<kind>-ours-pgboss-graphile.json and results/throughput-<kind>.json.
//   node bench/queue-trial/report.mjs
import fs from "node:fs";
import path from "node:path";

const folder = path.join(import.meta.dirname, "results");
const read = (name) => {
  const file = path.join(folder, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
};
/** A check's short name: what comes before its ': ' (one has a colon in its brackets). */
const short = (check) =>
  check.startsWith("enqueue") ? "enqueue in the caller's drizzle transaction" : check.split(":")[0];
const names = { ours: "ours", pgboss: "pg-boss", graphile: "graphile-worker" };

const rows = [];
for (const kind of ["postgres", "pglite"]) {
  const data = read(`criteria-${kind}-ours-pgboss-graphile.json`);
  for (const result of data?.results ?? []) rows.push(result);
}
const checks = [...new Set(rows.flatMap((row) => Object.keys(row.checks)))].filter(
  (name) => name !== "all",
);
const columns = rows.map(
  (row) => `${names[row.lib]} (${row.kind === "postgres" ? "PG" : "PGlite"})`,
);
console.log(`| criterion | ${columns.join(" | ")} |`);
console.log(`| --- | ${columns.map(() => "---").join(" | ")} |`);
for (const check of checks) {
  const cells = rows.map((row) => {
    const result = row.checks[check] ?? row.checks.all;
    if (!result) return "";
    if (result.detail.startsWith("n/a")) return "n/a";
    if (result.detail.startsWith("cannot run")) return "–";
    return result.pass ? "✓" : "✗";
  });
  console.log(`| ${short(check)} | ${cells.join(" | ")} |`);
}
console.log("\nReasons and details:\n");
for (const row of rows) {
  for (const [check, result] of Object.entries(row.checks)) {
    console.log(
      `- ${names[row.lib]} on ${row.kind}, ${short(check)}: ${result.pass ? "pass" : "FAIL"} — ${result.detail}`,
    );
  }
}

for (const kind of ["postgres", "pglite"]) {
  const data = read(`throughput-${kind}.json`);
  if (!data) continue;
  console.log(
    `\n${kind}: ${data.trivialJobs} trivial jobs, ${data.insertJobs} with an insert; jobs/s, median (runs), ratio to ours\n`,
  );
  console.log("| jobs | workers | queue | way | jobs/s (median) | runs | × ours |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const row of data.rows) {
    console.log(
      `| ${row.type} | ${row.concurrency} | ${names[row.lib]} | ${row.way} | ${row.median} | ${row.runs.join(", ")} | ${row.ratioToOurs} |`,
    );
  }
}
