#!/usr/bin/env node
// `npm start`: install what is missing, migrate, seed the demo shop on the first run, build, serve.
// Every step is a child process of ours, started with node directly (npx would stand between us
// and it and not always pass signals on): SIGTERM or SIGINT goes to the running step, and we exit
// once it has. package.json runs us with `exec`, so npm's own SIGTERM reaches us (a shell between
// npm and us would die of it and leave us running, or wait for us and never pass it on).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { exitWhenOnStandIns } from "../src/config/stand-ins.mjs";

const root = path.resolve(import.meta.dirname, "..");
// How often we look whether our parent is still there (the whole stop must fit in 10 s).
const PARENT_POLL_MS = 250;
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
// A public (https) shop on a stand-in stops here, before it installs, seeds or builds anything.
exitWhenOnStandIns(process.env);

let current; // the step running now
let stopSignal; // set once we were asked to stop
function stop(signal) {
  stopSignal ??= signal;
  if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
  else process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));

// Whoever started us died (SIGKILL to npm, a supervisor that crashed): nobody would stop us, and
// the server would hold the port and the data folder for ever. We stop as if sent SIGTERM. Only a
// start under init itself (setsid, a container's first process) has no parent to lose.
const parent = process.ppid;
if (parent > 1) {
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop("SIGTERM");
  }, PARENT_POLL_MS).unref();
}

/** Runs one step; resolves when it ends well, otherwise exits with its status (no stack: it spoke for itself). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    current = spawn(command, args, { stdio: "inherit", env: process.env, ...options });
    current.on("error", (error) => {
      console.error(`npm start: could not run ${command}: ${error.message}`);
      process.exit(1);
    });
    current.on("exit", (code, signal) => {
      current = undefined;
      if (stopSignal) process.exit(code === 0 || signal === stopSignal ? 0 : (code ?? 1));
      if (code === 0) return resolve();
      process.exit(code ?? 1);
    });
  });
}
const node = (...args) => run(process.execPath, args);

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

// START_SKIP_BUILD=1: serve the tree as it is (browser tests that share one build use it).
const prepare = process.env.START_SKIP_BUILD !== "1";

// 1. Dependencies: a clean install when node_modules is missing or older than the lock file.
const installed = "node_modules/.package-lock.json";
if (
  prepare &&
  (!fs.existsSync(installed) ||
    fs.statSync(installed).mtimeMs < fs.statSync("package-lock.json").mtimeMs)
) {
  console.log("Installing dependencies…");
  await run(process.platform === "win32" ? "npm.cmd" : "npm", ["ci", "--no-audit", "--no-fund"], {
    shell: process.platform === "win32",
  });
}

// 2. Database: migrations, then the demo shop when the database is empty. A database that does not
// answer ends this step within DATABASE_CONNECT_TIMEOUT_MS, with a message naming it.
await node("--import", "tsx", "scripts/seed.ts");

// 3. Build when there is no build or the sources changed since the last one.
const sources = [
  "src",
  "public",
  "drizzle",
  "package-lock.json",
  "next.config.ts",
  "tsconfig.json",
];
const buildId = `${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`;
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (prepare && Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building…");
  await node("node_modules/next/dist/bin/next", "build");
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

// 5. Serve (scripts/server.mjs: Next.js plus the client's address and a clean stop). Links in
// e-mails and the auth origin check use APP_URL: by default this very address. The IPC channel
// closes when we end, however we end (SIGKILL included), and the server then stops by itself.
process.env.PORT ??= "3000";
process.env.APP_URL ??= `http://localhost:${process.env.PORT}`;
process.env.NODE_ENV = "production";
await run(process.execPath, ["scripts/server.mjs"], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
});
