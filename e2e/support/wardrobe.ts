import type { Page } from "./shop-test";

/** The basket summary modal (spec 2.6). */
export const basket = (page: Page) => page.getByRole("dialog", { name: "Summary of wardrobe" });

/** Chooses Subscription A (5 items) in the plan picker of /collection. */
export async function choosePlanA(page: Page) {
  await page.goto("/collection#plans");
  await page
    .getByRole("region", { name: "Choose your plan" })
    .getByRole("button", { name: /Subscription A/ })
    .click();
}
