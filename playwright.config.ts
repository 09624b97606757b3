import { defineConfig } from "@playwright/test";

// End-to-end tests run against `npm start` (install check, migrate, seed, build, serve) on its own
// data folder and port, in Debian's Chromium.
const port = 3100;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.playwright.json" }]],
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
    command: "rm -rf .test-data/e2e && node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/collection`,
    timeout: 600_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: ".test-data/e2e" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
