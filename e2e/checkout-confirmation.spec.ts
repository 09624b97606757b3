import { expect, test } from "./support/shop-test";
import { newFamilyToPaymentPage } from "./support/checkout-journey";

// Issue 23: the confirmation page thanks only a paid order. The wardrobe is checkout.spec's own
// products; every checkout here is cancelled, so their stock is back when that spec runs.
const CANDIDATES = [
  { path: "/products/pinstripe-needlecord-dress", size: "5-6 years" },
  { path: "/products/breton-stripe-recycled-shell-raincoat", size: "6-9 months" },
  { path: "/products/pinstripe-needlecord-dress", size: "18-24 months" },
  { path: "/products/breton-stripe-recycled-shell-raincoat", size: "3-6 months" },
  { path: "/products/classic-recycled-shell-raincoat", size: "9-12 months" },
  { path: "/products/pinstripe-needlecord-dress", size: "12-18m" },
  { path: "/products/breton-stripe-merino-knitted-vest", size: "18-24 months" },
  { path: "/products/breton-stripe-recycled-shell-raincoat", size: "0-3 months" },
  { path: "/products/pinstripe-needlecord-dress", size: "9-12 months" },
];

test.describe.configure({ timeout: 120_000 });

test("an unpaid or cancelled payment is not thanked: it says so and leads back to the wardrobe", async ({
  page,
}) => {
  await newFamilyToPaymentPage(page, CANDIDATES);
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_local_/);
  const paymentPage = page.url();
  const sessionId = paymentPage.split("/").pop()!;
  const confirmation = `/checkout/confirmation?session_id=${sessionId}`;

  // The payment page left open, unpaid: the confirmation address does not thank.
  await page.goto(confirmation);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
  await expect(
    main.getByText("Your payment was not completed. Your wardrobe is still saved."),
  ).toBeVisible();
  await expect(main.getByRole("heading", { name: "Thank you" })).toHaveCount(0);
  await expect(main.getByTestId("order-number")).toHaveCount(0);
  await main.getByRole("link", { name: "Back to your wardrobe" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-item")).toHaveCount(5); // the wardrobe is still there

  // 'Cancel' on the payment page, then the confirmation address again: still not thanked.
  await page.goto(paymentPage);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByText("Your payment was cancelled and nothing was charged.")).toBeVisible();
  await page.goto(confirmation);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
  await expect(main.getByRole("link", { name: "Back to your wardrobe" })).toHaveAttribute(
    "href",
    "/checkout",
  );
});
