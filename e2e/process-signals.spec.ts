import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, test } from "./support/shop-test";
import pg from "pg";
import { freePort } from "../tests/helpers/local-services";
import { DEMO_MEMBER } from "./support/accounts";

// `npm start` as an operator runs it: its own port and data folder, the build Playwright's web
// server made (the same NEXT_DIST_DIR as in playwright.config.ts; START_SKIP_BUILD keeps this
// process from rebuilding the folder that server is serving from).
const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const distDir = e2ePort === 3100 ? ".next" : `.next-${e2ePort}`;

/** Whether a new listener can take the port (on every interface, as the shop listens). */
async function portIsFree(port: number): Promise<boolean> {
  const server = net.createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, () => resolve(true));
  });
  if (free) await new Promise((resolve) => server.close(resolve));
  return free;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node scripts/start.mjs`, or another command that leads to it (npm itself, a parent that dies). */
function npmStart(
  env: Record<string, string>,
  command: [string, ...string[]] = [process.execPath, "scripts/start.mjs"],
): Started {
  let output = "";
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      START_SKIP_BUILD: "1",
      npm_config_update_notifier: "false", // npm asks the registry nothing
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Whether a process runs (a zombie waiting for its parent to read its status does not). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** The process and every process under it, from /proc (Linux, where the browser tests run). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {} // it ended while we looked
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(
  what: string,
  ms: number,
  check: () => Promise<boolean> | boolean,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe("npm start as a process", () => {
  const dataDir = path.resolve(`.test-data/signals-${process.pid}`);
  const lockFile = path.join(dataDir, "littlerobe.lock");
  const running: ChildProcess[] = [];

  test.afterAll(() => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function startAndServe(port: number, command?: [string, ...string[]]): Promise<Started> {
    const started = npmStart({ PORT: String(port), DATA_DIR: dataDir }, command);
    running.push(started.child);
    const early = started.exited.then(({ code }) => {
      throw new Error(`npm start exited (${code}) before serving:\n${started.output()}`);
    });
    early.catch(() => {}); // it exits later on purpose
    // The web server opens the database as it starts, before this first page.
    const serving = until("the shop answers", 180_000, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/collection`).catch(() => null);
      return response?.status === 200;
    });
    await Promise.race([serving, early]);
    return started;
  }

  async function expectStopsCleanly(started: Started, port: number, signal: NodeJS.Signals) {
    const holder = Number(fs.readFileSync(lockFile, "utf8"));
    expect(holder).not.toBe(started.child.pid); // the web server holds it, not npm start itself
    const sent = Date.now();
    started.child.kill(signal);
    const { code } = await within(10_000, started.exited, `npm start exits after ${signal}`);
    expect(code, started.output()).toBe(0);
    await until(
      "the data folder's lock is gone",
      10_000 - (Date.now() - sent),
      () => !fs.existsSync(lockFile),
    );
    await until("the port takes a new listener", 10_000 - (Date.now() - sent), () =>
      portIsFree(port),
    );
    expect(() => process.kill(holder, 0), "the web server process has ended").toThrow();
  }

  test("SIGTERM and SIGINT stop the shop, free its port and its data folder, and it starts again", async () => {
    test.setTimeout(420_000);
    const port = await freePort();
    await expectStopsCleanly(await startAndServe(port), port, "SIGTERM");
    // The second start finds the port and the folder free (the first run's data kept).
    await expectStopsCleanly(await startAndServe(port), port, "SIGINT");
  });

  /**
   * Sends the signal to one process of the running tree and expects every process of it gone, the
   * data folder's lock removed and the port free, all within 10 s of the signal.
   */
  async function expectTreeStops(
    started: Started,
    port: number,
    pick: (tree: { root: number; server: number; all: number[] }) => number,
    signal: NodeJS.Signals,
  ) {
    const server = Number(fs.readFileSync(lockFile, "utf8"));
    const all = processTree(started.child.pid!);
    expect(all, "the web server runs under the started command").toContain(server);
    const target = pick({ root: started.child.pid!, server, all });
    const sent = Date.now();
    process.kill(target, signal);
    const left = () => 10_000 - (Date.now() - sent);
    await until(
      `every process of npm start has ended after ${signal} to ${target}`,
      left(),
      () => !all.some(alive),
    );
    await until("the data folder's lock is gone", left(), () => !fs.existsSync(lockFile));
    await until("the port takes a new listener", left(), () => portIsFree(port));
    await within(Math.max(left(), 1), started.exited, "the started command has exited");
  }

  test("SIGTERM or SIGINT to the npm process, or SIGTERM to the web server, stops all of npm start within 10 s", async () => {
    test.setTimeout(600_000);
    const port = await freePort();
    const npm: [string, ...string[]] = ["npm", "start", "--silent"];
    // What systemd, pm2 or a container runtime send: to npm, the process they started.
    await expectTreeStops(await startAndServe(port, npm), port, ({ root }) => root, "SIGTERM");
    await expectTreeStops(await startAndServe(port, npm), port, ({ root }) => root, "SIGINT");
    // The server stopping on its own (an operator's kill to the process holding the port).
    await expectTreeStops(await startAndServe(port, npm), port, ({ server }) => server, "SIGTERM");
  });

  test("a start script whose parent dies stops, and a server whose start script dies stops", async () => {
    test.setTimeout(600_000);
    const port = await freePort();
    // A parent that is killed outright (SIGKILL: it passes nothing on) while start.mjs serves.
    const parent: [string, ...string[]] = [
      process.execPath,
      "-e",
      `require("node:child_process").spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit" });
       setInterval(() => {}, 60_000);`,
    ];
    await expectTreeStops(await startAndServe(port, parent), port, ({ root }) => root, "SIGKILL");
    // start.mjs itself killed outright: the web server it started is left alone, and stops.
    await expectTreeStops(await startAndServe(port), port, ({ root }) => root, "SIGKILL");
  });

  test("a PostgreSQL server that never answers stops npm start within 30 s with a clear message", async () => {
    test.setTimeout(60_000);
    const sockets = new Set<net.Socket>();
    const hung = net.createServer((socket) => sockets.add(socket)); // accepts, never answers
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    const hungPort = (hung.address() as net.AddressInfo).port;
    try {
      const started = npmStart({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://shop:hunter2@127.0.0.1:${hungPort}/littlerobe`,
      });
      running.push(started.child);
      const { code } = await within(30_000, started.exited, "npm start gives up on the database");
      const output = started.output();
      expect(code).not.toBe(0);
      expect(output).toContain(
        `The PostgreSQL server at 127.0.0.1:${hungPort} did not answer within 5000 ms (DATABASE_CONNECT_TIMEOUT_MS).`,
      );
      expect(output).not.toMatch(/^\s+at /m); // no stack trace
      expect(output).not.toContain("hunter2");
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  test("with PostgreSQL refusing connections, shared pages still answer from the cache and every page that must read answers 503 with Retry-After; hung, /api/health says so within 5 s", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const name = `littlerobe_down_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const target = new URL(adminUrl);
    // A forwarder to PostgreSQL that can stop listening, as when the database server goes away,
    // and then listen again and never answer, as a hung one.
    const open = new Set<net.Socket>();
    const track = (socket: net.Socket) => {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {});
    };
    let listener = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      [client, upstream].forEach(track);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const forwarderPort = (listener.address() as net.AddressInfo).port;
    const databaseUrl = new URL(adminUrl);
    databaseUrl.host = `127.0.0.1:${forwarderPort}`;
    databaseUrl.pathname = `/${name}`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const started = npmStart({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      APP_URL: base,
    });
    running.push(started.child);
    try {
      await until("the shop answers", 240_000, async () => {
        const response = await fetch(`${base}/collection`).catch(() => null);
        return response?.status === 200;
      });
      const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(DEMO_MEMBER),
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      expect((await fetch(`${base}/account`, { headers: { cookie } })).status).toBe(200);

      // PostgreSQL goes away: new connections are refused, open ones break.
      // (close waits for the open connections, which break at once.)
      const closed = new Promise((resolve) => listener.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
      // Issue 8: the shared pages do not need the database until something changes.
      const shared = await fetch(`${base}/collection`);
      expect(shared.status).toBe(200);
      expect(await shared.text()).toContain(`data-testid="product-card"`);
      const mustRead: [string, Record<string, string>][] = [
        ["/products/not-yet-rendered-while-down", {}], // a product page nobody has opened yet
        ["/account", { cookie }], // the member's own page
        ["/collection/browse?size=3-6m&page=2", {}], // a filter state nobody has asked for
      ];
      for (const [path, headers] of mustRead) {
        const asked = Date.now();
        const response = await fetch(`${base}${path}`, { headers });
        expect(Date.now() - asked, path).toBeLessThan(10_000);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("retry-after"), path).toBe("30");
      }
      const api = await fetch(`${base}/api/catalogue/availability?product_ids=1`);
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ error: { code: "unavailable" } });
      // In the browser: the address a filter click makes, answered 503 with the error page.
      const shown = await page.goto(`${base}/collection?size=6-12m`);
      expect(shown?.status()).toBe(503);
      await expect(
        page.getByRole("heading", { name: "Sorry, something went wrong" }),
      ).toBeVisible();

      // PostgreSQL back at its address but never answering (a hung server, a paused backend).
      listener = net.createServer(track);
      await new Promise<void>((resolve) => listener.listen(forwarderPort, "127.0.0.1", resolve));
      const asked = Date.now();
      const health = await fetch(`${base}/api/health`);
      expect(Date.now() - asked).toBeLessThan(5_000);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "down", database: { ok: false } });
    } finally {
      started.child.kill("SIGTERM");
      await within(15_000, started.exited, "npm start stops").catch(() =>
        started.child.kill("SIGKILL"),
      );
      const closed = new Promise((resolve) => listener.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
