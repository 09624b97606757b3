#!/usr/bin/env node
// Lists every reference to a decision that does not resolve (docs/decisions/README.md says how
// decisions are kept): Markdown links to docs/decisions/… in the repository's Markdown files (the
// file, and its #anchor: a heading's GitHub slug or an <a id>), and written references in any
// tracked text file — 'docs/decisions/051', a decision file's path, 'decision 054',
// 'decisions 053–060' — whose number has no file. Prints one line per broken reference and exits
// 1 when there is any. Usage: node scripts/check-decision-links.mjs
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const DIR = "docs/decisions";
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !file.startsWith("node_modules/") && existsSync(join(root, file)));
const decisionFiles = tracked.filter((f) => f.startsWith(`${DIR}/`) && /\/\d{3}-/.test(f));
const numbers = new Set(decisionFiles.map((f) => f.slice(DIR.length + 1, DIR.length + 4)));

/** GitHub's heading slug: lower case, punctuation but '-' and '_' dropped, spaces to '-'. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorCache = new Map();
/** The anchors a Markdown file offers: its headings' slugs (repeats numbered) and <a id>s. */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of readFileSync(join(root, file), "utf8").split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

const broken = [];
const textFile = /\.(md|mdx|ts|tsx|mjs|js|cjs|sql|sh|json|ya?ml|css|txt)$/;
for (const file of tracked.filter((f) => textFile.test(f))) {
  const text = readFileSync(join(root, file), "utf8");
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    // Markdown links whose target is in docs/decisions (or relative inside it).
    if (file.endsWith(".md"))
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [path, anchor] = target.split("#");
        const resolved = path ? normalize(join(dirname(file), path)) : file;
        if (!resolved.startsWith(DIR) && !file.startsWith(DIR)) continue;
        if (!existsSync(join(root, resolved))) {
          broken.push(`${where}: ${target} (no file ${resolved})`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor))
          broken.push(
            `${where}: ${target} (no anchor #${anchor} in ${relative(root, join(root, resolved))})`,
          );
      }
    // Written references: a path to a decision file, or 'decision(s) NNN'.
    for (const [, number, rest] of line.matchAll(/decisions\/(\d{3})([-\w.…]*)/g)) {
      if (!numbers.has(number))
        broken.push(`${where}: decisions/${number}${rest} (no decision ${number})`);
      else if (rest.endsWith(".md") && !existsSync(join(root, DIR, `${number}${rest}`)))
        broken.push(`${where}: decisions/${number}${rest} (no such file)`);
    }
    for (const [match, list] of line.matchAll(
      /\b[Dd]ecisions? ((?:\d{3}(?:\s*(?:[–,-]|and)\s*)?)+)/g,
    ))
      for (const number of list.match(/\d{3}/g) ?? [])
        if (!numbers.has(number))
          broken.push(`${where}: '${match.trim()}' (no decision ${number})`);
  });
}

for (const line of broken) console.log(line);
console.log(`${broken.length} broken decision reference${broken.length === 1 ? "" : "s"}`);
process.exit(broken.length ? 1 : 0);
