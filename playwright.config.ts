import { defineConfig } from "@playwright/test";
import { firstShopPort } from "./e2e/support/shops";

// End-to-end tests run against `npm start` (install check, migrate, seed, build, serve) on its own
// data folder and port, in Debian's Chromium. E2E_PORT lets several runs share a machine: each gets
// its own ports, data folders and build folders.
//
// Two workers, each with its own shop (issue 24): shop N listens on E2E_PORT + N with its own data
// folder, so the workers never share stock or accounts (e2e/support/shop-test.ts picks the worker's
// shop). The first shop builds; the others serve a copy of that build, so no shop reads pages
// another one wrote to its build folder. E2E_SHOPS sets how many; by default two for the whole
// suite on the default port (`npm test`), one for a run on another port (a single spec while
// developing, beside other runs).
const shops = Math.max(1, Number(process.env.E2E_SHOPS ?? (firstShopPort === 3100 ? 2 : 1)));
const firstDistDir = firstShopPort === 3100 ? ".next" : `.next-${firstShopPort}`;

// Specs that start shops of their own: one at a time, beside the other worker's ordinary specs
// (two of them at once overload a 2-core machine).
const PROCESS_SPECS = ["process-signals.spec.ts", "shared-cache.spec.ts"];
// Specs that count visits under a stream of requests: last, with the machine to themselves.
const ALONE_SPECS = ["stock-freshness.spec.ts", "stock-freshness-memo-off.spec.ts"];

function shopServer(index: number) {
  const port = firstShopPort + index;
  const dataDir = `.test-data/e2e-${port}`;
  const distDir = index === 0 ? firstDistDir : `${firstDistDir}-shop${index + 1}`;
  const command =
    index === 0
      ? `rm -rf ${dataDir} && node scripts/start.mjs`
      : `rm -rf ${dataDir} ${distDir} && mkdir ${distDir} && tar -C ${firstDistDir} --exclude=./cache -cf - . | tar -C ${distDir} -xf - && node scripts/start.mjs`;
  return {
    command,
    url: `http://127.0.0.1:${port}/collection`,
    timeout: 600_000,
    // E2E_REUSE=1: run against servers already started on these ports (while developing).
    reuseExistingServer: process.env.E2E_REUSE === "1",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      // Browser tests follow e-mail links through GET /api/dev/outbox.
      E2E_OUTBOX: "1",
      // The gift card's browser test runs the due jobs at a later time through POST /api/dev/jobs.
      E2E_CLOCK: "1",
      // The checkout and gift journeys sign up many families from this one address.
      SIGNUP_ATTEMPTS_PER_ADDRESS: "100",
      // ...and sign the same staff and demo accounts in again and again.
      LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
      // ...and try wrong promotion codes on many payment pages (the per-page limit stays 10).
      PROMOTION_CODE_ATTEMPTS_PER_ADDRESS: "1000",
      ...(distDir === ".next" ? {} : { NEXT_DIST_DIR: distDir }),
      // The copies serve the first shop's build as it is.
      ...(index === 0 ? {} : { START_SKIP_BUILD: "1" }),
    },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: shops,
  retries: 0,
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          firstShopPort === 3100
            ? "reports/e2e.playwright.json"
            : `.test-data/e2e-${firstShopPort}.json`,
      },
    ],
  ],
  use: {
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "processes", testMatch: PROCESS_SPECS, workers: 1 },
    { name: "shop", testIgnore: [...PROCESS_SPECS, ...ALONE_SPECS] },
    // With one shop everything runs one at a time anyway; with two, a run of one spec of these
    // would also run all the others first (`--no-deps` skips that).
    {
      name: "alone",
      testMatch: ALONE_SPECS,
      workers: 1,
      dependencies: shops > 1 ? ["processes", "shop"] : [],
    },
  ],
  // Started one after another: the first builds, the next ones copy its build.
  webServer: Array.from({ length: shops }, (_, index) => shopServer(index)),
});
