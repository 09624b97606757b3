import { expect, test } from "./support/shop-test";
import { asStaff } from "./support/accounts";
import {
  chooseDelivery,
  fillAddressAndDay,
  pick,
  signUpAtCheckout,
  unique,
} from "./support/checkout-journey";
import { suppressGuestPopup } from "./support/suppress-popup";
import { choosePlanA } from "./support/wardrobe";

// Issue 23: a double click pays once. The wardrobe is given back with 'Cancel' at the end, so the
// stock taken here returns for the other specs (sizes with stock are taken in turn).
const PRODUCTS = [
  "/products/waffle-knit-merino-cardigan",
  "/products/tartan-merino-pramsuit",
  "/products/scalloped-cotton-jersey-joggers",
  "/products/polka-dot-bamboo-pyjama-set",
  "/products/pointelle-organic-cotton-cardigan",
];
const SIZES = [
  "0-3 months",
  "3-6 months",
  "6-9 months",
  "9-12 months",
  "12-18 months",
  "2-3 years",
];
const CANDIDATES = SIZES.flatMap((size) => PRODUCTS.map((path) => ({ path, size })));

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

test("a double click on 'Continue to payment' opens one payment page and makes one order", async ({
  page,
  browser,
  baseURL,
}) => {
  await choosePlanA(page);
  await pick(page, CANDIDATES);
  const email = unique();
  await signUpAtCheckout(page, email);
  await fillAddressAndDay(page);
  await chooseDelivery(page);

  let checkouts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/checkout")
      checkouts += 1;
  });
  await page.getByRole("button", { name: "Continue to payment" }).dblclick();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_local_/);
  expect(checkouts).toBe(1);

  // Staff find one order for this parent, waiting for its payment.
  await asStaff(browser, baseURL!, async (staff) => {
    await staff.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    const rows = staff.getByRole("main").getByRole("row").filter({ hasText: email.toLowerCase() });
    await expect(rows).toHaveCount(1);
  });

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByText("Your payment was cancelled and nothing was charged.")).toBeVisible();
});
