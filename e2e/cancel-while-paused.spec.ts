import { expect, test, type Page } from "./support/shop-test";
import { newPaidFamily } from "./support/checkout-journey";

// Issue 23: cancelling while paused shows the cancellation at once, on /account and in the portal,
// with its end day and an undo until then. Products no other browser test uses.
const CANDIDATES = [
  { path: "/products/gingham-recycled-shell-jacket", size: "0-3 months" },
  { path: "/products/gingham-recycled-shell-jacket", size: "3-6 months" },
  { path: "/products/gingham-recycled-shell-jacket", size: "6-9 months" },
  { path: "/products/fox-print-cotton-jersey-romper", size: "6-9 months" },
  { path: "/products/fox-print-cotton-jersey-romper", size: "9-12 months" },
  { path: "/products/fox-print-cotton-jersey-romper", size: "12-18 months" },
  { path: "/products/gingham-recycled-shell-jacket", size: "12-18 months" },
  { path: "/products/ribbed-cotton-jersey-t-shirt", size: "3-6 months" },
  { path: "/products/gingham-organic-cotton-leggings", size: "6-9 months" },
  { path: "/products/gingham-organic-cotton-leggings", size: "9-12 months" },
];

test.describe.configure({ timeout: 150_000 });

// The provider's own portal, reached from the shop's page for these changes (issue 26).
async function openPortal(page: Page) {
  await page.goto("/account/subscription");
  await page.getByRole("button", { name: "Go to our payment provider's page" }).click();
  await expect(page.getByRole("heading", { name: "Manage your subscription" })).toBeVisible();
}

test("a paused member who cancels sees it at once with its end day, and can keep the membership", async ({
  page,
}) => {
  await newPaidFamily(page, CANDIDATES);

  const main = page.getByRole("main");
  await openPortal(page);
  await page.getByRole("button", { name: "Pause for 1 month" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const pausedNote = main.getByTestId("account-membership");
  await expect(pausedNote).toHaveText(/^Paused until \d+ \w+ \d{4}$/);
  const pausedUntil = (await pausedNote.innerText()).replace("Paused until ", "");

  await openPortal(page);
  await page.getByLabel("Why are you leaving?").fill("We're moving abroad");
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page).toHaveURL(/\/account$/);
  // At once, with the day it ends, and how to undo it until then.
  await expect(main.getByTestId("account-membership")).toHaveText(
    /^Cancelled: your membership ends on \d+ \w+ \d{4}/,
  );
  await expect(main.getByTestId("account-undo-cancellation")).toHaveText(
    "Changed your mind? Until then you can keep your membership, with no gap.",
  );
  await expect(main.getByRole("button", { name: "Keep my subscription" })).toBeVisible();

  await openPortal(page);
  await expect(main.getByTestId("portal-state")).toHaveText(
    /^Cancelled: your membership ends on \d+ \w+ \d{4}/,
  );
  await expect(main.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await main.getByRole("button", { name: "Keep my subscription" }).click();
  await expect(page).toHaveURL(/\/account$/);
  // Kept, and still paused as before.
  await expect(main.getByTestId("account-membership")).toHaveText(`Paused until ${pausedUntil}`);
  await expect(main.getByTestId("account-undo-cancellation")).toHaveCount(0);
  await openPortal(page);
  await expect(main.getByTestId("portal-state")).toHaveText(`Paused until ${pausedUntil}`);
  await expect(main.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
});
