// Totals every suite's report in the folder and prints the closing "N passed, N failed" line.
import fs from "node:fs";
import path from "node:path";

const folder = process.argv[2] ?? "reports";
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

for (const file of fs.readdirSync(folder).sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"));
  let p = 0;
  let f = 0;
  let s = 0;
  if (file.endsWith(".count.json")) {
    p = report.passed;
    f = report.failed;
    s = report.skipped ?? 0;
  } else if (file.endsWith(".vitest.json")) {
    p = report.numPassedTests;
    // A file that fails to load fails no test but fails its suite: count it once.
    f = report.numFailedTests || (report.success ? 0 : Math.max(1, report.numFailedTestSuites));
    s = report.numPendingTests + report.numTodoTests;
  } else if (file.endsWith(".playwright.json")) {
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected + (report.errors?.length ?? 0);
    s = report.stats.skipped;
  } else continue;
  passed += p;
  failed += f;
  skipped += s;
  lines.push(
    `${file.replace(/\.(count|vitest|playwright)\.json$/, "").padEnd(24)} ${p} passed, ${f} failed`,
  );
}

console.log(`\n${lines.join("\n")}`);
const expected = [
  "typecheck",
  "lint",
  "prettier",
  "knip",
  "lockfile",
  "unit",
  "component",
  "integration-pglite",
  "e2e",
];
for (const name of expected) {
  if (!lines.some((line) => line.startsWith(name))) {
    console.log(`${name.padEnd(24)} no report: counted as a failure`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
