#!/usr/bin/env node
// `npm start`: install what is missing, migrate, seed the demo shop on the first run, build, serve.
import { execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
const run = (command) => execSync(command, { stdio: "inherit", env: process.env });

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

// 1. Dependencies: install when node_modules is missing or older than the lock file.
const installed = "node_modules/.package-lock.json";
if (!fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync("package-lock.json").mtimeMs) {
  console.log("Installing dependencies…");
  // Not `npm ci`: npm leaves other platforms' optional packages out of the lock file, and ci refuses it.
  run("npm install --no-audit --no-fund");
}

// 2. Database: migrations, then the demo shop when the database is empty.
run("npx tsx scripts/seed.ts");

// 3. Build when there is no build or the sources changed since the last one.
const sources = ["src", "public", "drizzle", "package-lock.json", "next.config.ts", "tsconfig.json"];
const buildId = `${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`;
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building…");
  run("npx next build");
}

// 4. Secrets: production refuses the development auth secret. Without BETTER_AUTH_SECRET, one is
// made on the first run and kept in the data folder (several processes must share one: set it).
if (!process.env.BETTER_AUTH_SECRET) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  const secretFile = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(secretFile, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  process.env.BETTER_AUTH_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}

// 5. Serve. Links in e-mails and the auth origin check use APP_URL: by default this very address.
const port = process.env.PORT ?? "3000";
process.env.APP_URL ??= `http://localhost:${port}`;
// PORT is passed on: the guest page cache renders its copies through this port.
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env: { ...process.env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
