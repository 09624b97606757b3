import { expect, test, type Page } from "./support/shop-test";
import {
  chooseDelivery,
  expectThanked,
  fillWardrobe,
  newPaidFamily,
} from "./support/checkout-journey";
import { runJobsAt } from "./support/dev-jobs";
import { suppressGuestPopup } from "./support/suppress-popup";
import { deliver, dispatch } from "./support/warehouse";
import { basket } from "./support/wardrobe";
import {
  overdueFrom,
  reminderAt,
  swapDueDate,
  swapHoldMessage,
  swapTermsText,
} from "../src/domain/member/next-box";
import { formatDeliveryDay } from "../src/domain/checkout/order-confirmation";

// Issue 27, part next-box: a family's swap goes out at once; the garment swapped out is due back a
// week after the new box's delivery day, with a reminder and its label; late, it holds the next
// swap. The queue's clock is moved (E2E_CLOCK) instead of waiting. Products used only by this spec.
// (Every in-stock product is some spec's by now: these are gifting.spec's products in sizes it
// does not pick.)
const CANDIDATES = [
  { path: "/products/fox-print-organic-cotton-dress", size: "3-4 years" },
  { path: "/products/gingham-linen-dress", size: "2-3 years" },
  { path: "/products/meadow-floral-organic-cotton-trousers", size: "18-24 months" },
  { path: "/products/little-bee-cotton-jersey-pinafore-dress", size: "2-3 years" },
  { path: "/products/gingham-needlecord-dress", size: "6-9 months" },
  { path: "/products/fox-print-cotton-jersey-blouse", size: "3-4 years" },
  { path: "/products/classic-bamboo-blouse", size: "6-9 months" },
  { path: "/products/raindrop-spot-organic-cotton-blouse", size: "5-6 years" },
  { path: "/products/raindrop-spot-organic-cotton-blouse", size: "3-4 years" },
  { path: "/products/little-bee-cotton-jersey-pinafore-dress", size: "3-4 years" },
  { path: "/products/fox-print-cotton-jersey-blouse", size: "4-5 years" },
];
const SWAP_IN = [
  { path: "/products/fox-print-organic-cotton-dress", size: "4-5 years" },
  { path: "/products/gingham-linen-dress", size: "18-24 months" },
  { path: "/products/meadow-floral-organic-cotton-trousers", size: "3-4 years" },
  { path: "/products/classic-bamboo-blouse", size: "9-12 months" },
  { path: "/products/gingham-needlecord-dress", size: "9-12 months" },
  { path: "/products/fox-print-cotton-jersey-blouse", size: "5-6 years" },
];
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

const main = (page: Page) => page.getByRole("main");
const states = (page: Page, name: string) =>
  main(page).getByRole("region", { name }).getByTestId("garment-state");

/** From the wardrobe to /checkout's summary, with the saved address and the first day. */
async function toSummary(page: Page) {
  await basket(page).getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.locator("form").filter({ has: page.getByLabel("Address line 1 *") });
  await form.getByRole("button", { name: "Continue" }).click();
  await chooseDelivery(page, "4d");
  const chosen = page.getByRole("group", { name: "Delivery day" }).getByRole("radio", {
    checked: true,
  });
  return chosen.getAttribute("value") as Promise<string>;
}

async function openWardrobe(page: Page) {
  await page.goto("/collection");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Wardrobe/ })
    .click();
}

test("a swap goes out at once; the garment swapped out is reminded, then holds the next swap when late", async ({
  page,
}) => {
  // A new family on Subscription A, paid, and their five garments delivered.
  const { email } = await newPaidFamily(page, CANDIDATES, { postcode: "M1 1AE", estimate: "4d" });
  await dispatch(page);
  await deliver(page);
  await page.goto("/account");
  await expect(states(page, "With you now")).toHaveText(Array(5).fill("With you"));

  // Swap one: the terms are shown before confirming.
  await openWardrobe(page);
  const kept = basket(page).getByTestId("basket-item").filter({ hasText: "In your Wardrobe" });
  await expect(kept).toHaveCount(5);
  await kept
    .first()
    .getByRole("button", { name: /^Remove/ })
    .click();
  await basket(page).getByRole("button", { name: "Close" }).click();
  await fillWardrobe(page, SWAP_IN);
  const day = await toSummary(page);
  await expect(page.getByTestId("swap-terms")).toHaveText(swapTermsText(1, day)!);
  await page.getByRole("button", { name: "Confirm my new wardrobe" }).click();
  await expectThanked(page);

  // The new box is dispatched while the old garment is still on its way back.
  await dispatch(page);
  await page.goto("/account");
  await expect(states(page, "With you now")).toContainText(["On its way"]);
  await expect(states(page, "Being returned")).toHaveText(["On its way back"]);
  const due = swapDueDate(day);
  const dueDay = formatDeliveryDay(due).replace(/ \d{4}$/, "");
  const dueBack = main(page).getByTestId("account-due-back");
  await expect(dueBack).toContainText(`1 item · Please post it by ${dueDay}.`);
  const reference = (await dueBack.innerText()).match(/LR-R-\d{6}/)![0];

  // Two days before the due date, one reminder with the prepaid label.
  await runJobsAt(page, reminderAt(due));
  await runJobsAt(page, reminderAt(due));
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  const reminders = messages.filter((m) => m.subject.startsWith("A reminder: please post"));
  expect(reminders).toHaveLength(1);
  const label = reminders[0]!.text.match(/\/api\/returns\/\d+\/label/)![0];
  const pdf = await page.request.get(label);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // Three postal days after the due date it has not arrived: overdue, the next swap on hold.
  await runJobsAt(page, overdueFrom(due));
  await page.reload();
  await expect(dueBack).toContainText(
    `Overdue: it was due back by ${dueDay}. Your next swap is on hold until it reaches us.`,
  );
  await openWardrobe(page);
  await expect(basket(page)).toContainText("5 out of 5 picked");
  await toSummary(page);
  const hold = swapHoldMessage(reference, due);
  await expect(page.getByTestId("swap-hold")).toHaveText(hold);
});
