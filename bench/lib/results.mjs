// Every benchmark's figures: bench/results/<name>-latest.json, the run before it kept as
// <name>-previous.json (not committed). `npm run bench:all` (bench/all.mjs) reads them.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const RESULTS_DIR = path.resolve(import.meta.dirname, "..", "results");

/** The latest results of `name`, or null. */
export function readLatest(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, `${name}-latest.json`), "utf8"));
  } catch {
    return null;
  }
}

/** The short commit measured, with "+changes" when the tree had uncommitted changes. */
export function gitRevision() {
  try {
    const commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
    const dirty = execSync("git status --porcelain", { encoding: "utf8" }).trim() !== "";
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return "unknown";
  }
}

/**
 * Writes `results` as <name>-latest.json (with when and what was measured), the former latest
 * becoming <name>-previous.json. `figures` ([{ measure, value, unit?, budget?, ok? }]) is what
 * bench:all prints for this bench.
 */
export function saveResults(name, results) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const latest = path.join(RESULTS_DIR, `${name}-latest.json`);
  if (fs.existsSync(latest)) fs.renameSync(latest, path.join(RESULTS_DIR, `${name}-previous.json`));
  fs.writeFileSync(
    latest,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), revision: gitRevision(), ...results }, null, 2)}\n`,
  );
}
