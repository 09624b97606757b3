#!/usr/bin/env node
// Every benchmark, one after the other, then ONE table of figures against the budgets of issues 8,
// 12 and 14 beside the previous run: `npm run bench:all`. See bench/README.md.
// Runs `npm run bench` (pages) and every `bench:*` script package.json has (but this one), so a
// benchmark added later is run without a change here. Each one's output goes to
// bench/results/<name>.log; its figures come from bench/results/<name>-latest.json (the run before
// it: <name>-previous.json). A benchmark that fails is reported and the next one runs.
// Options (environment): BENCH_ONLY=lighthouse,pages (only these), BENCH_SKIP=lighthouse,load
// (all but these), BENCH_REPORT=1 (run nothing: the table of the results already there),
// BENCH_VERBOSE=1 (each benchmark's output on the terminal too). Exits 1 if a benchmark failed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { RESULTS_DIR } from "./lib/results.mjs";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

// The order they run in: quick and quiet first, the long ones that load the machine last.
const ORDER = [
  "pages",
  "checkout",
  "admin-volume",
  "lighthouse",
  "fault-payments",
  "fault-postgres",
  "fault-warehouse",
  "load",
];
const list = (value) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const ONLY = list(process.env.BENCH_ONLY);
const SKIP = list(process.env.BENCH_SKIP);
const REPORT_ONLY = process.env.BENCH_REPORT === "1";
const VERBOSE = process.env.BENCH_VERBOSE === "1";

const scripts = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts;
/** name ("pages", "load", …) → npm script ("bench", "bench:load", …). */
const benches = new Map(
  Object.keys(scripts)
    .filter((s) => (s === "bench" || s.startsWith("bench:")) && s !== "bench:all")
    .map((s) => [s === "bench" ? "pages" : s.slice("bench:".length), s]),
);
const names = [...benches.keys()].sort(
  (a, b) =>
    (ORDER.indexOf(a) + 1 || ORDER.length + 1) - (ORDER.indexOf(b) + 1 || ORDER.length + 1) ||
    a.localeCompare(b),
);
for (const name of [...ONLY, ...SKIP])
  if (!benches.has(name))
    console.log(`No script for '${name}' in package.json (known: ${names.join(", ")}).`);
const chosen = names.filter((n) => (ONLY.length === 0 || ONLY.includes(n)) && !SKIP.includes(n));

// ---------------------------------------------------------------------------------------------
// Running

const duration = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

/** Runs `npm run <script>`; resolves to its exit code, its output in bench/results/<name>.log. */
function runBench(name) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const logPath = path.join(RESULTS_DIR, `${name}.log`);
  const log = fs.createWriteStream(logPath);
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", benches.get(name)], {
      stdio: ["ignore", "pipe", "pipe"],
      env: process.env,
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk) => {
        log.write(chunk);
        if (VERBOSE) process.stdout.write(chunk);
      });
    child.on("close", (code, signal) =>
      log.end(() => resolve({ code: code ?? 1, signal, logPath })),
    );
    child.on("error", (error) => {
      log.end(() => resolve({ code: 1, signal: null, logPath, error }));
    });
  });
}

const status = new Map(); // name → what happened in this run
if (!REPORT_ONLY) {
  console.log(`Benchmarks to run: ${chosen.join(", ") || "none"}.`);
  for (const name of chosen) {
    const started = Date.now();
    process.stdout.write(`${name} (npm run ${benches.get(name)})… `);
    const { code, signal, logPath } = await runBench(name);
    const took = duration(Date.now() - started);
    status.set(name, code === 0 ? `ran, ${took}` : `FAILED (${signal ?? `exit ${code}`}), ${took}`);
    console.log(
      `${code === 0 ? "done" : `FAILED (${signal ?? `exit ${code}`}, see ${logPath})`} in ${took}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The figures: [{ measure, value, unit?, budget?, ok? }] per bench

function read(name, which) {
  try {
    return JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, `${name}-${which}.json`), "utf8"));
  } catch {
    return null;
  }
}

const num = (n, d = 0) =>
  typeof n === "number" && Number.isFinite(n)
    ? n.toLocaleString("en-GB", { maximumFractionDigits: d })
    : "n/a";

/** pages.mjs writes rows per page and visitor (issue 8: ratio ≥ 0.8, p99 < 50 ms). */
function pagesFigures(results) {
  const { ratio, p99Ms } = results.targets ?? { ratio: 0.8, p99Ms: 50 };
  return (results.rows ?? []).map((row) => ({
    measure: `${row.label} (${row.visitor}): ratio to static, p99`,
    value: `${num(row.ratio, 2)}, ${num(row.dynamic?.p99)} ms`,
    budget: `≥ ${ratio}, < ${p99Ms} ms`,
    ok: row.ratio >= ratio && row.dynamic?.p99 < p99Ms,
  }));
}

/** lighthouse.mjs writes each page's four scores (issue 14's budgets). */
const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 };
function lighthouseFigures(results) {
  const keys = Object.keys(LIGHTHOUSE_BUDGETS);
  return (results.results ?? []).map((page) => ({
    measure: `${page.page}: performance / accessibility / best practices / SEO`,
    value: keys.map((k) => page.scores?.[k] ?? "–").join(" / "),
    budget: keys
      .map((k) => `${k === "accessibility" ? "" : "≥ "}${LIGHTHOUSE_BUDGETS[k]}`)
      .join(" / "),
    ok: keys.every((k) => page.scores?.[k] >= LIGHTHOUSE_BUDGETS[k]),
  }));
}

function figuresOf(name, results) {
  if (!results) return [];
  if (Array.isArray(results.figures)) return results.figures;
  if (name === "pages") return pagesFigures(results);
  if (name === "lighthouse") return lighthouseFigures(results);
  return [];
}

const when = (results) => {
  const at = results?.measuredAt ?? results?.at;
  return at ? at.slice(0, 16).replace("T", " ") : "–";
};
const shown = (figure) => (figure ? `${figure.value}${figure.unit ? ` ${figure.unit}` : ""}` : "–");

const rows = [];
let missed = 0;
for (const name of names) {
  const latest = read(name, "latest");
  const previous = read(name, "previous");
  const ran = status.get(name) ?? (latest ? "not run now" : "never run");
  rows.push([
    `**${name}**`,
    `${ran}; measured ${when(latest)}`,
    "",
    "",
    "",
    previous ? `measured ${when(previous)}` : "",
  ]);
  const before = new Map(figuresOf(name, previous).map((f) => [f.measure, f]));
  const figures = figuresOf(name, latest);
  if (latest && figures.length === 0)
    rows.push(["", "(no figures in its results)", "", "", "", ""]);
  for (const figure of figures) {
    const verdict = figure.ok === undefined ? "" : figure.ok ? "✓" : "✗";
    if (figure.ok === false) missed += 1;
    rows.push([
      "",
      figure.measure,
      figure.budget ?? "",
      shown(figure),
      verdict,
      shown(before.get(figure.measure)),
    ]);
  }
}

const header = ["bench", "measure", "budget", "latest", "", "previous"];
const widths = header.map((_, c) => Math.max(...[header, ...rows].map((r) => r[c].length)));
const line = (cells) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(" | ")} |`;
console.log("");
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const row of rows) console.log(line(row));
const failed = [...status.entries()].filter(([, s]) => s.startsWith("FAILED"));
console.log(
  `\n${missed} budget(s) missed; ${failed.length === 0 ? "no benchmark failed" : `failed: ${failed.map(([n]) => n).join(", ")}`}. Logs: ${path.relative(root, RESULTS_DIR)}/<name>.log.`,
);
process.exit(failed.length > 0 ? 1 : 0);
