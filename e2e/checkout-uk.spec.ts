import { expect, test } from "./support/shop-test";
import { payWith, SUCCESS_CARD } from "./support/sandbox";
import { suppressGuestPopup } from "./support/suppress-popup";
import { choosePlanA } from "./support/wardrobe";
import {
  chooseDelivery,
  expectThanked,
  fillAddressAndDay,
  pick,
  signUpAtCheckout,
  unique,
} from "./support/checkout-journey";

// Issue 25 (decision 054): the whole of the UK. Products used only by this spec.
const CANDIDATES = [
  { path: "/products/ribbed-recycled-shell-raincoat", size: "2-3 years" },
  { path: "/products/ditsy-floral-needlecord-gilet", size: "9-12 months" },
  { path: "/products/fox-print-recycled-shell-raincoat", size: "3-4 years" },
  { path: "/products/seaside-stripe-organic-cotton-jumper", size: "18-24 months" },
  { path: "/products/pointelle-organic-cotton-bubble-romper", size: "12-18 months" },
  { path: "/products/scalloped-recycled-shell-raincoat", size: "12-18 months" },
  { path: "/products/ribbed-organic-cotton-dungarees", size: "6-9 months" },
  { path: "/products/ribbed-recycled-shell-raincoat", size: "4-5 years" },
  { path: "/products/fox-print-recycled-shell-raincoat", size: "4-5 years" },
];

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

test("a Manchester family checks its postcode, then checks out by Royal Mail and pays", async ({
  page,
}) => {
  // The home page's check, before anything else.
  await page.goto("/");
  await page.getByLabel("Check delivery to your postcode").fill("m1 1ae");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByTestId("postcode-estimate")).toHaveText(
    "Delivered by Royal Mail to M1 in about 4 working days (4d), on a day you choose at checkout.",
  );

  // /collection's, folded beside the count: a postcode not served is told why, and offered the list.
  await choosePlanA(page);
  await page.getByText("Do we deliver to you?").click();
  await page.getByLabel("Check delivery to your postcode").fill("ZE1 0AA");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page.getByTestId("postcode-estimate")).toHaveText(
    "We don't deliver to ZE1 yet: Royal Mail can't take a wardrobe there and back at our UK price and speed. Join the waitlist and we'll let you know as soon as we do.",
  );
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByLabel("Postcode", { exact: true })).toHaveValue("ZE1 0AA");

  await pick(page, CANDIDATES);
  await signUpAtCheckout(page, unique());
  await fillAddressAndDay(page, "M1 1AE");
  await expect(page.getByTestId("delivery-carrier")).toContainText("Delivered by Royal Mail");
  await expect(page.getByLabel("Delivery time *")).toHaveCount(0);
  // Four working days are at least four days.
  const first = page.getByRole("group", { name: "Delivery day" }).getByRole("radio").first();
  const earliest = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  expect((await first.getAttribute("value"))! >= earliest).toBe(true);
  await chooseDelivery(page, "4d");
  await expect(page.getByTestId("summary-day")).toContainText("Royal Mail (no time slot)");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await payWith(page, SUCCESS_CARD);
  await expectThanked(page);
  await expect(page.getByRole("main").getByTestId("confirmation-delivery")).toContainText(
    "Royal Mail (no time slot)",
  );
});
