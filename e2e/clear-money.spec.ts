import { expect, test, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";
import { newPaidFamily, unique } from "./support/checkout-journey";

// Issue 26, 'Clear money' (decision 065): /account's plan, price, next payment and payments with
// a printable receipt only their member reads; a plan change, a pause and a cancellation each say
// what they cost and when they take effect before 'Confirm', and a cancellation can be undone.

const DAY = /\d{1,2} [A-Z][a-z]+ \d{4}/.source;

test("the demo member reads their plan's money and prints a month's receipt; another family gets 'Page not found'", async ({
  page,
  browser,
  baseURL,
}) => {
  await suppressGuestPopup(page);
  await signIn(page.request, DEMO_MEMBER, baseURL!);
  await page.goto("/account");
  const main = page.getByRole("main");
  await expect(main.getByTestId("account-plan")).toHaveText("Subscription B");
  await expect(main.getByTestId("account-price")).toHaveText("£45.00 (VAT included)");
  await expect(main.getByTestId("account-next-payment")).toHaveText(
    new RegExp(`^£45\\.00 on ${DAY}$`),
  );
  const payments = main.getByTestId("account-payments");
  await expect(payments.getByRole("row").nth(1)).toContainText("£45.00");
  const firstReceipt = payments.getByRole("link", { name: /^Receipt for / }).first();
  const paidOn = (await firstReceipt.getAttribute("aria-label"))!.replace("Receipt for ", "");
  await firstReceipt.click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Receipt");
  await expect(main.getByTestId("receipt-paid-on")).toHaveText(paidOn);
  await expect(main.getByTestId("receipt-member")).toContainText("Amelia Hart");
  const lines = main.getByTestId("receipt-lines");
  await expect(lines.getByRole("row", { name: /^Littlerobe membership/ })).toContainText(
    new RegExp(`hire of children's clothing, ${DAY} to ${DAY}\\s*£45\\.00$`),
  );
  await expect(lines.getByRole("row", { name: "VAT at 0%" })).toHaveText(/VAT at 0%\s*£0\.00/);
  await expect(lines.getByRole("row", { name: "Total, VAT included" })).toHaveText(/£45\.00$/);
  await expect(lines.getByRole("row", { name: "Paid by card" })).toHaveText(/£45\.00$/);
  await expect(main.getByTestId("receipt-vat-note")).toHaveText(
    "Zero-rated: hire of young children's clothing (VAT Act 1994, Schedule 8, Group 16).",
  );
  await expect(main.getByRole("button", { name: "Print this receipt" })).toBeVisible();

  // On paper: the receipt alone, without the shop's header, footer or the print button.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(main.getByRole("button", { name: "Print this receipt" })).toBeHidden();
  await expect(lines).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Another family, signed in, and a guest: the receipt's address shows nothing of it.
  const receiptUrl = page.url();
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await suppressGuestPopup(other);
  await other.goto("/");
  const email = unique();
  const signUp = await other.request.post("/api/auth/sign-up/email", {
    data: { email, password: "another-family-1", name: "Other Family" },
    headers: { origin: baseURL! },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const response = await other.goto(receiptUrl);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(other.getByText("Amelia Hart")).toHaveCount(0);
  await context.close();
});

async function payingMember(page: Page) {
  await newPaidFamily(page, CANDIDATES);
}

// Products no other browser test picks, in sizes the demo shop stocks several of.
const CANDIDATES = [
  { path: "/products/raindrop-spot-needlecord-smock-dress", size: "18-24 months" },
  { path: "/products/pointelle-merino-pyjama-set", size: "3-4 years" },
  { path: "/products/pointelle-merino-pyjama-set", size: "2-3 years" },
  { path: "/products/meadow-floral-cotton-jersey-long-sleeve-top", size: "2-3 years" },
  { path: "/products/tartan-bamboo-pyjama-set", size: "3-4 years" },
  { path: "/products/raindrop-spot-needlecord-smock-dress", size: "12-18 months" },
  { path: "/products/tartan-bamboo-pyjama-set", size: "2-3 years" },
];

test.describe.configure({ timeout: 180_000 });

test("a new member's plan change, pause and cancellation each say what they cost and when, before 'Confirm'; the cancellation is undone from /account", async ({
  page,
}) => {
  await payingMember(page);
  const main = page.getByRole("main");
  await page.goto("/account");
  await expect(main.getByTestId("account-plan")).toHaveText("Subscription A");
  await expect(main.getByTestId("account-price")).toHaveText("£25.00 (VAT included)");
  const nextPayment = main.getByTestId("account-next-payment");
  await expect(nextPayment).toHaveText(new RegExp(`^£25\\.00 on ${DAY}$`));
  const renews = (await nextPayment.innerText()).replace("£25.00 on ", "");
  // The first month is in the payments, with its receipt.
  const payments = main.getByTestId("account-payments");
  await expect(payments.getByRole("row")).toHaveCount(2);
  await expect(payments.getByRole("row").nth(1)).toContainText("£25.00");

  // A plan change: its price, when it applies, and nothing charged today — then made.
  await main.getByRole("link", { name: "Change plan, pause or cancel" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription");
  await main.getByRole("radio", { name: /^Subscription B/ }).check();
  await main.getByRole("button", { name: "Review the change" }).click();
  await expect(main.getByRole("heading", { name: "Check your new plan" })).toBeFocused();
  await expect(main.getByTestId("change-summary")).toHaveText(
    [
      "Subscription B: £45.00 a month for up to 10 items at a time.",
      "Your next wardrobe can hold up to 10 items.",
      `You pay the new price from your next payment, on ${renews}: £45.00 instead of £25.00.`,
      "Nothing is charged today.",
    ].join(""),
  );
  await main.getByRole("button", { name: "Confirm: change to Subscription B" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByTestId("account-plan")).toHaveText("Subscription B");
  await expect(nextPayment).toHaveText(`£45.00 on ${renews}`);

  // A pause: the day it resumes, and the payment after it.
  await main.getByRole("link", { name: "Change plan, pause or cancel" }).click();
  await main.getByRole("button", { name: "Pause for 1 month" }).click();
  const pauseSummary = main.getByTestId("change-summary");
  await expect(pauseSummary).toContainText(
    new RegExp(`^Your subscription is paused from today and resumes by itself on (${DAY})\\.`),
  );
  const resumes = /resumes by itself on ([^.]+)\./.exec(await pauseSummary.innerText())![1]!;
  await expect(pauseSummary).toContainText(
    "While it is paused no payment is taken, and you can't change your wardrobe; the garments with you stay with you.",
  );
  await expect(pauseSummary).toContainText(
    new RegExp(`Your next payment is £45\\.00 on ${DAY}\\.$`),
  );
  await main.getByRole("button", { name: "Confirm: pause for 1 month" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByTestId("account-membership")).toHaveText(`Paused until ${resumes}`);

  // Going back changes nothing: the cancellation is only made on 'Confirm'.
  await main.getByRole("link", { name: "Change plan, pause or cancel" }).click();
  await main.getByLabel("Why are you leaving?").fill("Our little one has grown out of it");
  await main.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(main.getByTestId("change-summary")).toHaveText(
    [
      `Your membership ends on ${renews}, the end of the month you have paid for. No further payment is taken.`,
      "Until then you keep your wardrobe, and you can change your mind: choose 'Keep my subscription'.",
      "When it ends, we'll e-mail you how to send back the garments with you.",
    ].join(""),
  );
  await main.getByRole("button", { name: "Go back" }).click();
  await expect(main.getByRole("heading", { name: "Cancel" })).toBeVisible();
  await page.goto("/account");
  await expect(main.getByTestId("account-membership")).toHaveText(`Paused until ${resumes}`);

  await main.getByRole("link", { name: "Change plan, pause or cancel" }).click();
  await main.getByLabel("Why are you leaving?").fill("Our little one has grown out of it");
  await main.getByRole("button", { name: "Cancel subscription" }).click();
  await main.getByRole("button", { name: "Confirm: cancel my subscription" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByTestId("account-membership")).toHaveText(
    new RegExp(`^Cancelled: your membership ends on ${renews}`),
  );
  await expect(main.getByTestId("account-next-payment")).toHaveCount(0);
  await expect(main.getByTestId("account-undo-cancellation")).toHaveText(
    "Changed your mind? Until then you can keep your membership, with no gap.",
  );

  // The undo, until then: kept, still paused as before, and paying again from the same day.
  await main.getByRole("button", { name: "Keep my subscription" }).click();
  await expect(main.getByTestId("account-undo-cancellation")).toHaveCount(0);
  await expect(main.getByTestId("account-membership")).toHaveText(`Paused until ${resumes}`);
  await expect(main.getByTestId("account-next-payment")).toHaveText(
    new RegExp(`^£45\\.00 on ${DAY}$`),
  );
});
