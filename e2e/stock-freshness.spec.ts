import { test } from "./support/shop-test";
import {
  noPageRenderedAcrossAChangeIsKept,
  noVisitAfterAChangeShowsTheOldStock,
  stockChangeShowsAtOnce,
} from "./support/stock-freshness";

// Issue 8: pages are cached and shared, yet a stock change shows on the very next visit: the write
// invalidates the cached pages that show it, in the same code path. No timer is waited for. The
// same checks run with the web server's page memo off in stock-freshness-memo-off.spec.ts.

test("a staff stock change shows at once on the shared product and collection pages", async ({
  page,
  playwright,
  baseURL,
}) => stockChangeShowsAtOnce(page, playwright, baseURL!));

test("under a stream of visits, none that starts after a stock change's answer shows the old stock", async ({
  playwright,
  baseURL,
}) => noVisitAfterAChangeShowsTheOldStock(playwright, baseURL!));

test("a page whose render was under way when the stock changed is not kept: the next visit shows the change", async ({
  playwright,
  baseURL,
}) => noPageRenderedAcrossAChangeIsKept(playwright, baseURL!));
