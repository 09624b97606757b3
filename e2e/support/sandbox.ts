import { hydrated } from "./hydrated";
import { expect, type Page } from "./shop-test";

export const SUCCESS_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";

/**
 * A line of the sandbox payment page. Only the visible copy: while the page streams in, React keeps
 * the content in a hidden holder until it reveals it, and both copies carry the same test id.
 */
export const sandboxLine = (
  page: Page,
  testId: "sandbox-amount" | "sandbox-total" | "sandbox-discount",
) => page.getByTestId(testId).filter({ visible: true });

/** The line above every page of a shop on the sandbox (src/components/layout/demo-notice.tsx). */
export const demoNotice = (page: Page) => page.getByRole("complementary", { name: "Demo shop" });

export async function expectDemoNotice(page: Page) {
  await expect(demoNotice(page)).toHaveText("Demo shop: no real payment is taken.");
}

/**
 * Pays on the sandbox page once its heading shows and React has hydrated it: a card number typed
 * before can be emptied by it ('Your card number is incomplete', a busy machine's flake).
 */
export async function payWith(page: Page, card: string) {
  await expect(page.getByRole("heading", { name: "Pay Littlerobe" })).toBeVisible();
  await hydrated(page);
  const form = page.getByRole("main");
  await form.getByLabel("Card number").fill(card);
  await form.getByLabel("Expiry date").fill("12 / 34");
  await form.getByLabel("Security code").fill("123");
  await form.getByRole("button", { name: "Pay" }).click();
}
