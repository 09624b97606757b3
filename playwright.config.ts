import { defineConfig } from "@playwright/test";

// End-to-end tests run against `npm start` (install check, migrate, seed, build, serve) on its own
// data folder and port, in Debian's Chromium. E2E_PORT lets several runs share a machine: each gets
// its own port, data folder and build folder.
const port = Number(process.env.E2E_PORT ?? 3100);
const isDefaultPort = port === 3100;
const dataDir = `.test-data/e2e-${port}`;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ["list"],
    [
      "json",
      { outputFile: isDefaultPort ? "reports/e2e.playwright.json" : `.test-data/e2e-${port}.json` },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/collection`,
    timeout: 600_000,
    // E2E_REUSE=1: run against a server already started on E2E_PORT (while developing).
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
      ...(isDefaultPort ? {} : { NEXT_DIST_DIR: `.next-${port}` }),
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
