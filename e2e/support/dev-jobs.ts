import { expect, type Page } from "./shop-test";

/** Runs the shop's due jobs as of `at` (E2E_CLOCK), as the worker would on that day. */
export async function runJobsAt(page: Page, at: Date) {
  const response = await page.request.post("/api/dev/jobs", {
    data: { at: at.toISOString() },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
}
