import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test as base } from "@playwright/test";
import { freePort } from "../tests/helpers/local-services";
import {
  noVisitAfterAChangeShowsTheOldStock,
  stockChangeShowsAtOnce,
} from "./support/stock-freshness";

// Issue 24: the web server's page memo (scripts/page-memo.mjs) is an optimisation only. With
// PAGE_MEMO=off every request goes to Next.js, and the shop is as fresh: the stock-freshness checks
// run against a second shop started that way, on its own data folder (the embedded database allows
// one process) and its own copy of the build Playwright's web server made (Next.js's page cache
// writes into the build folder: two shops on one folder would read each other's pages).

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const distDir = e2ePort === 3100 ? ".next" : `.next-${e2ePort}`;
const copyDir = `${distDir}-memo-off`;
const dataDir = `.test-data/e2e-${e2ePort}-memo-off`;

async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const test = base.extend<object, { memoOffShop: string }>({
  memoOffShop: [
    async ({}, provide) => {
      fs.rmSync(copyDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
      // The build without its compiler cache (not read by `npm start`).
      fs.cpSync(distDir, copyDir, {
        recursive: true,
        filter: (source) => path.relative(distDir, source).split(path.sep)[0] !== "cache",
      });
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      let output = "";
      const child = spawn(process.execPath, ["scripts/start.mjs"], {
        env: {
          ...process.env,
          PAGE_MEMO: "off",
          START_SKIP_BUILD: "1",
          NEXT_DIST_DIR: copyDir,
          PORT: String(port),
          APP_URL: url,
          DATA_DIR: dataDir,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout!.on("data", (chunk) => (output += chunk));
      child.stderr!.on("data", (chunk) => (output += chunk));
      const exited = new Promise((resolve) => child.on("exit", resolve));
      try {
        await until(`the memo-off shop on port ${port} answers`, 240_000, async () => {
          if (child.exitCode !== null) throw new Error(`npm start exited:\n${output.slice(-3000)}`);
          const response = await fetch(`${url}/collection`).catch(() => null);
          return response?.status === 200;
        });
        // The server says so when it keeps no page.
        expect(output).toContain("(page memo off)");
        await provide(url);
      } finally {
        child.kill("SIGTERM");
        await exited;
        fs.rmSync(copyDir, { recursive: true, force: true });
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ memoOffShop }, provide) => provide(memoOffShop),
});

test("with the page memo off, a staff stock change shows at once on the shared product and collection pages", async ({
  page,
  playwright,
  baseURL,
}) => stockChangeShowsAtOnce(page, playwright, baseURL!));

test("with the page memo off, no visit that starts after a stock change's answer shows the old stock", async ({
  playwright,
  baseURL,
}) => noVisitAfterAChangeShowsTheOldStock(playwright, baseURL!));
