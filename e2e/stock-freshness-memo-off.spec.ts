import fs from "node:fs";
import path from "node:path";
import { expect, test as base } from "./support/shop-test";
import { e2eDistDir, startShop } from "./support/npm-start";
import {
  noVisitAfterAChangeShowsTheOldStock,
  stockChangeShowsAtOnce,
} from "./support/stock-freshness";

// Issue 24: the web server's page memo (scripts/page-memo.mjs) is an optimisation only. With
// PAGE_MEMO=off every request goes to Next.js, and the shop is as fresh: the stock-freshness checks
// run against a second shop started that way, on its own data folder (the embedded database allows
// one process) and its own copy of the build Playwright's web server made (Next.js's page cache
// writes into the build folder: two shops on one folder would read each other's pages).

const copyDir = `${e2eDistDir}-memo-off`;
const dataDir = `.test-data/e2e-${process.env.E2E_PORT ?? 3100}-memo-off`;

const test = base.extend<object, { memoOffShop: string }>({
  memoOffShop: [
    async ({}, provide) => {
      fs.rmSync(copyDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
      // The build without its compiler cache (not read by `npm start`).
      fs.cpSync(e2eDistDir, copyDir, {
        recursive: true,
        filter: (source) => path.relative(e2eDistDir, source).split(path.sep)[0] !== "cache",
      });
      const shop = await startShop({ PAGE_MEMO: "off" }, dataDir, copyDir);
      try {
        // The server says so when it keeps no page.
        expect(shop.output()).toContain("(page memo off)");
        await provide(shop.url);
      } finally {
        shop.child.kill("SIGTERM");
        await shop.exited;
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
