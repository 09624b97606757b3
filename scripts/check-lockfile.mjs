// Fails when package-lock.json lacks an optional platform package that a locked package declares
// (sharp's, esbuild's, the SWC and rollup binaries of other systems). npm leaves them out when the
// lock file is written on one platform with some npm versions; `npm ci` on macOS or Windows then
// installs a different tree, or none. Regenerate the lock file if this fails.
import fs from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const packages = JSON.parse(fs.readFileSync(file, "utf8")).packages ?? {};

/** Whether `dep` resolves from the package at `key` as node would: walking up nested node_modules. */
function resolves(key, dep) {
  let base = key;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${dep}`]) return true;
    if (base === "") return false;
    const nested = base.lastIndexOf("/node_modules/");
    base = nested < 0 ? "" : base.slice(0, nested);
  }
}

const missing = [];
for (const [key, pkg] of Object.entries(packages)) {
  const absent = Object.keys(pkg.optionalDependencies ?? {}).filter((dep) => !resolves(key, dep));
  if (absent.length > 0) missing.push(`${key || "(root)"}@${pkg.version}: ${absent.join(", ")}`);
}

if (missing.length > 0) {
  console.error(
    `${file} lacks optional packages that locked packages declare:\n  ${missing.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`${file}: every declared optional package is locked.`);
