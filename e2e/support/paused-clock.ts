import { hydrated } from "./hydrated";
import { expect, type Locator, type Page } from "./shop-test";

// Timers on a paused page clock (issue 24): a test moves the clock on instead of waiting in real
// time, so no slow load shifts them (e2e/popups.spec.ts, e2e/newsletter.spec.ts).

/**
 * Opens the page on a paused clock: its timers (the popup's 5 s, a form's delays) run only as the
 * test moves the clock on. Resolves once React has hydrated, so the page's timers started at the
 * paused moment.
 */
export async function openOnPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await hydrated(page);
}

/**
 * Moves the clock on in small steps until the locator shows. Tried again every 50 ms of real time:
 * `toPass`'s own back-off (up to 1 s between tries) made the popup's tests wait about 4 s each.
 */
export async function runUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(locator).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000, intervals: [50] });
}
