import { expect, type Page } from "./shop-test";

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

/**
 * Opens a product page and waits until its picker has read the stored wardrobe: until then 'Add to
 * wardrobe' is disabled (decision 013-7), so a check of whether it is enabled would say "no" for a
 * size that has stock. False when the page has no picker (no such product).
 */
export async function openProduct(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  // Drawn by the server, so there from the first paint when the product is there.
  const picker = page.locator("[data-ready]");
  if ((await picker.count()) === 0) return false;
  await expect(picker).toHaveAttribute("data-ready", "true");
  return true;
}
