import { expect, test, type Page } from "./support/shop-test";
import { asStaff } from "./support/accounts";
import { runJobsAt } from "./support/dev-jobs";
import { payWith, sandboxLine, SUCCESS_CARD } from "./support/sandbox";
import {
  chooseDelivery,
  fillAddressAndDay,
  pick,
  signUpAtCheckout,
} from "./support/checkout-journey";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 10 on the local payment sandbox: a gift card bought, e-mailed on its day, redeemed once.
// Products used only by this spec (sizes with stock are taken in turn), as in checkout.spec.ts.
const CANDIDATES = [
  { path: "/products/ribbed-merino-knitted-vest", size: "3-4 years" },
  { path: "/products/hedgehog-print-organic-cotton-t-shirt", size: "5-6 years" },
  { path: "/products/seaside-stripe-needlecord-trousers", size: "18-24 months" },
  { path: "/products/fox-print-linen-long-sleeve-top", size: "18-24 months" },
  { path: "/products/breton-stripe-linen-blouse", size: "4-5 years" },
  { path: "/products/scalloped-cotton-jersey-joggers", size: "12-18 months" },
  { path: "/products/scalloped-organic-cotton-dress", size: "12-18 months" },
  { path: "/products/ditsy-floral-bamboo-t-shirt", size: "3-4 years" },
  { path: "/products/meadow-floral-organic-cotton-cardigan", size: "2-3 years" },
  { path: "/products/tartan-organic-cotton-playsuit", size: "3-6 months" },
  { path: "/products/waffle-knit-organic-cotton-dress", size: "9-12 months" },
  { path: "/products/polka-dot-bamboo-pyjama-set", size: "18-24 months" },
  { path: "/products/ribbed-merino-knitted-vest", size: "9-12 months" },
  { path: "/products/fox-print-linen-long-sleeve-top", size: "12-18 months" },
  // Subscription C takes fifteen picks: products no other spec uses.
  { path: "/products/breton-stripe-cotton-jersey-t-shirt", size: "12-18 months" },
  { path: "/products/breton-stripe-merino-cardigan", size: "18-24 months" },
  { path: "/products/classic-bamboo-blouse", size: "12-18 months" },
  { path: "/products/classic-organic-cotton-pyjama-set", size: "3-6 months" },
  { path: "/products/ditsy-floral-cotton-jersey-blouse", size: "9-12 months" },
  { path: "/products/fox-print-cotton-jersey-blouse", size: "2-3 years" },
  { path: "/products/fox-print-organic-cotton-dress", size: "18-24 months" },
  { path: "/products/gingham-linen-dress", size: "3-4 years" },
  { path: "/products/gingham-needlecord-dress", size: "18-24 months" },
  { path: "/products/little-bee-cotton-jersey-pinafore-dress", size: "12-18 months" },
  { path: "/products/little-bee-organic-cotton-joggers", size: "3-4 years" },
  { path: "/products/meadow-floral-organic-cotton-trousers", size: "2-3 years" },
  { path: "/products/pointelle-organic-cotton-cardigan", size: "2-3 years" },
  { path: "/products/raindrop-spot-organic-cotton-blouse", size: "4-5 years" },
  { path: "/products/seaside-stripe-bamboo-playsuit", size: "3-6 months" },
  { path: "/products/waffle-knit-merino-cardigan", size: "3-4 years" },
];

/** The demo settings' plans (src/server/seed/content/settings-document.ts). */
const PLAN_A = { name: "Subscription A", pounds: 25 };
// The gift (£50) must fit inside the first month for "pays £50 less": C costs £60 a month.
const PLAN_C = { name: "Subscription C", pounds: 60 };
const GIFT_POUNDS = 50;

test.describe.configure({ timeout: 180_000, mode: "serial" });
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

const unique = (who: string) =>
  `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

interface Mail {
  subject: string;
  text: string;
}
async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** The gift forms' section: the page's newsletter band has its own 'Email *' field. */
const giftForm = (page: Page) => page.getByRole("region", { name: "Send a gift card" });

/** Fills one person's step once its heading shows (each step appears after the 400 ms submit delay). */
async function person(page: Page, step: string, first: string, last: string, email: string) {
  const form = giftForm(page);
  await expect(form.getByRole("heading", { name: step, level: 3 })).toBeVisible();
  await form.getByLabel("First name *").fill(first);
  await form.getByLabel("Last name *").fill(last);
  await form.getByLabel("Email *").fill(email);
  await form.getByRole("button", { name: "Next" }).click();
}

/** A visitor buys a £50 gift card for tomorrow; answers the recipient's e-mail address. */
async function buyGift(page: Page, sender: string, recipient: string) {
  await page.goto("/gifting");
  const form = giftForm(page);
  await form.getByLabel("Amount (£) *").fill("£50");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("Value must be a number")).toBeVisible();
  await form.getByLabel("Amount (£) *").fill("50");
  await form.getByRole("button", { name: "Next" }).click();

  await expect(form.getByRole("heading", { name: "Your details", level: 3 })).toBeVisible();
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByText("required field").first()).toBeVisible();
  await expect(form.locator('input[name="phoneNumber"]')).toBeVisible(); // optional
  await person(page, "Your details", "Margaret", "Hart", sender);
  await person(page, "Who is it for?", "Rosie", "Lane", recipient);

  await expect(form.getByRole("heading", { name: "Your message and the day" })).toBeVisible();
  await form.getByLabel("Message").fill("x".repeat(501));
  await form.getByRole("button", { name: "Preview the card" }).click();
  await expect(form.getByText("Maximum 500 characters")).toBeVisible();
  await form.getByLabel("Message").fill("Congratulations on little Arlo!");
  const day = form.getByLabel("When should we send it? *");
  await expect(day.locator("option").first()).toHaveText("Today");
  await day.selectOption({ index: 1 }); // tomorrow
  await form.getByRole("button", { name: "Preview the card" }).click();

  const card = form.getByTestId("gift-card-preview");
  await expect(card).toContainText("For Rosie");
  await expect(card).toContainText("£50");
  await expect(card).toContainText("From Margaret Hart");
  await expect(card).toContainText("Congratulations on little Arlo!");
  await form.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_local_/);
  await expect(sandboxLine(page, "sandbox-amount")).toHaveText("£50");
  await expect(page.getByLabel("Promotion code")).toHaveCount(0); // no gift card paid by a gift card
  await payWith(page, SUCCESS_CARD);
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  // The visible copy only (a streamed page briefly holds a hidden one, as on the sandbox page).
  await expect(page.getByTestId("gift-delivery").filter({ visible: true })).toContainText(
    "8:00:00 am",
  );
}

/**
 * A new family: a plan, its picks, sign-up, address and day, to the payment page; with a `gift`
 * (code and pounds) typed at /checkout, the page opens with it applied (issue 25).
 */
async function newMemberToPaymentPage(
  page: Page,
  plan: { name: string; pounds: number },
  gift?: { code: string; pounds: number },
) {
  await page.goto("/collection#plans");
  await page
    .getByRole("region", { name: "Choose your plan" })
    .getByRole("button", { name: new RegExp(plan.name) })
    .click();
  await pick(page, CANDIDATES);
  await signUpAtCheckout(page, unique("member"));
  await fillAddressAndDay(page);
  await chooseDelivery(page);
  if (gift) {
    await page.getByLabel("Discount code").fill("GIFT-NOPE-NOPE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(
      page.getByText("We don't recognise this code. Please check it and try again."),
    ).toBeVisible();
    await page.getByLabel("Discount code").fill(gift.code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("summary-code")).toHaveText(
      `${gift.code} · Gift card: £${gift.pounds} off your first payment`,
    );
  }
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_local_/);
  if (!gift) {
    await expect(sandboxLine(page, "sandbox-amount")).toHaveText(`£${plan.pounds} a month`);
    return;
  }
  // Applied before the page opened, as Stripe shows `discounts`: no code field to type it in.
  await expect(sandboxLine(page, "sandbox-amount")).toHaveText(
    `£${plan.pounds - gift.pounds} for the first month, then £${plan.pounds} a month`,
  );
  await expect(sandboxLine(page, "sandbox-discount")).toHaveText(
    `${gift.code} applied: £${gift.pounds} off`,
  );
  await expect(page.getByLabel("Promotion code")).toHaveCount(0);
}

let giftCode = "";

test("a visitor buys a £50 gift card for tomorrow; the recipient's e-mail goes on that day", async ({
  page,
}) => {
  const sender = unique("margaret");
  const recipient = unique("rosie");
  await buyGift(page, sender, recipient);

  // The sender's receipt goes at once (the worker polls every 5 s); the recipient's waits.
  await expect.poll(async () => (await mailsTo(page, sender)).length, { timeout: 20_000 }).toBe(1);
  expect((await mailsTo(page, sender))[0]!.text).toContain("Thank you for your gift of £50");
  await runJobsAt(page, new Date());
  expect(await mailsTo(page, recipient)).toHaveLength(0);

  // The day after tomorrow, every job due by then has run: the card went once.
  await runJobsAt(page, new Date(Date.now() + 2 * 86_400_000));
  await runJobsAt(page, new Date(Date.now() + 3 * 86_400_000));
  const cards = await mailsTo(page, recipient);
  expect(cards).toHaveLength(1);
  expect(cards[0]!.subject).toBe("Margaret sent you a Littlerobe gift card");
  expect(cards[0]!.text).toContain("Congratulations on little Arlo!");
  expect(cards[0]!.text).toMatch(/The gift card can be used until \d{1,2} [A-Z][a-z]+ \d{4}\./);
  giftCode = cards[0]!.text.match(/Your code: (GIFT-[A-Z0-9]{4}-[A-Z0-9]{4})/)![1]!;
});

test("a new member types the code at checkout, the payment page opens £50 less; the second time it is refused", async ({
  page,
  browser,
}) => {
  expect(giftCode).not.toBe("");
  await newMemberToPaymentPage(page, PLAN_C, { code: giftCode, pounds: GIFT_POUNDS });
  await payWith(page, SUCCESS_CARD);
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await suppressGuestPopup(second);
  await newMemberToPaymentPage(second, PLAN_A);
  await second.getByLabel("Promotion code").fill(giftCode);
  await second.getByRole("button", { name: "Apply" }).click();
  await expect(second.locator("form").getByRole("alert")).toHaveText(
    "This promotion code is not valid, or has already been used.",
  );
  await payWith(second, SUCCESS_CARD);
  await expect(second.locator("form").getByRole("alert")).toHaveText(
    "This promotion code is not valid, or has already been used.",
  );
  await expect(second).toHaveURL(/\/sandbox\/checkout\//);

  // Guessing is limited (issue 23): that was 2 wrong codes on this page; 8 more are looked up, and
  // past 10 the page asks the parent to wait instead.
  for (let i = 0; i < 8; i++) {
    await second.getByLabel("Promotion code").fill(`GIFT-NOPE-${1000 + i}`);
    const answered = second.waitForResponse((r) => r.url().endsWith("/promotion"));
    await second.getByRole("button", { name: "Apply" }).click();
    expect((await answered).status()).toBe(422);
  }
  await second.getByLabel("Promotion code").fill("GIFT-NOPE-9999");
  await second.getByRole("button", { name: "Apply" }).click();
  await expect(second.locator("form").getByRole("alert")).toHaveText(
    "Too many attempts. Please wait a few minutes and try again.",
  );
  await other.close();
});

test("staff find a scheduled gift in the back office and change its message; the card carries the new one", async ({
  page,
  browser,
  baseURL,
}) => {
  const sender = unique("margaret");
  const recipient = unique("rosie");
  await buyGift(page, sender, recipient);

  await asStaff(browser, baseURL!, async (staff) => {
    await staff.goto("/admin/gift-orders");
    await staff.getByLabel("Gift number, sender's or recipient's e-mail, or code").fill(recipient);
    await staff.getByRole("button", { name: "Filter" }).click();
    const row = staff.getByRole("row").filter({ hasText: recipient });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(sender);
    await expect(row).toContainText("£50.00");
    await expect(row).toContainText("Paid");
    await row.getByRole("link", { name: /^Gift \d+$/ }).click();
    // Bought today: usable until this day next year (issue 25, decision 056).
    const nextYear = new Date();
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    await expect(staff.getByTestId("gift-usable-until")).toHaveText(
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/London",
        day: "numeric",
        month: "long",
        year: "numeric",
      }).format(nextYear),
    );

    const message = staff.getByLabel("Message", { exact: true });
    await expect(message).toHaveValue("Congratulations on little Arlo!");
    await message.fill("Welcome to the world, little Arlo!");
    await staff.getByRole("button", { name: "Save the gift order" }).click();
    await expect(
      staff.getByRole("status").filter({ hasText: "The gift order is saved." }),
    ).toBeVisible();
    await staff.reload();
    await expect(staff.getByLabel("Message", { exact: true })).toHaveValue(
      "Welcome to the world, little Arlo!",
    );
  });

  // On its day the recipient's card goes once, with the message staff wrote.
  await runJobsAt(page, new Date(Date.now() + 3 * 86_400_000));
  const cards = await mailsTo(page, recipient);
  expect(cards).toHaveLength(1);
  expect(cards[0]!.text).toContain("Welcome to the world, little Arlo!");
  expect(cards[0]!.text).not.toContain("Congratulations on little Arlo!");
});
