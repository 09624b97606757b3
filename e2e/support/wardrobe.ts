import type { Page } from "./shop-test";

/** The basket summary modal (spec 2.6). */
export const basket = (page: Page) => page.getByRole("dialog", { name: "Summary of wardrobe" });

/** Chooses a plan in the picker of /collection: Subscription A (5 items), B (10), ... */
export async function choosePlan(page: Page, plan: string) {
  await page.goto("/collection#plans");
  await page
    .getByRole("region", { name: "Choose your plan" })
    .getByRole("button", { name: new RegExp(`Subscription ${plan}\\b`) })
    .click();
}

/** Chooses Subscription A (5 items) in the plan picker of /collection. */
export const choosePlanA = (page: Page) => choosePlan(page, "A");
