import { expect, test, type Page } from "./support/shop-test";
import { asStaff } from "./support/accounts";
import { runJobsAt } from "./support/dev-jobs";
import { payWith, SUCCESS_CARD } from "./support/sandbox";
import { suppressGuestPopup } from "./support/suppress-popup";
import { basket, choosePlanA, openProduct } from "./support/wardrobe";
import {
  chooseDelivery,
  expectThanked,
  fillAddressAndDay,
  signUpAtCheckout,
  unique,
} from "./support/checkout-journey";

// Issue 27, "Give a month, get a month" (docs/growing.md, part:referrals): a member shares their
// code's link, a friend opens it in their own browser, joins and pays on the sandbox page, and
// both see a month's credit on /account (and in their next payment); staff see the referral.

// Products no other browser test picks. Each size (in every colour) is added while it has stock,
// so the first family empties the dress's larger sizes and the second finds the rest.
const CANDIDATES = [
  { path: "/products/scalloped-cotton-jersey-dress", sizes: ["6-9 months", "12-18 months"] },
  { path: "/products/scalloped-cotton-jersey-dress", sizes: ["9-12 months", "3-6 months"] },
  { path: "/products/raindrop-spot-organic-cotton-knitted-vest", sizes: ["6-9 months"] },
];

/** Adds every unit in stock of the candidates' sizes, in each colour, until the plan is full. */
async function pickAll(page: Page) {
  const count = page.getByTestId("subscription-banner").getByRole("button", { name: /picked/ });
  for (const item of CANDIDATES) {
    if (!(await openProduct(page, item.path))) continue;
    const colours = page.getByRole("group", { name: "Colour" }).getByRole("radio");
    const colourCount = Math.max(1, await colours.count());
    for (let c = 0; c < colourCount; c += 1) {
      if ((await colours.count()) > 0) await colours.nth(c).check();
      for (const name of item.sizes) {
        const size = page.getByRole("radio", { name: new RegExp(`^${name}`) }).first();
        if ((await size.count()) === 0 || !(await size.isEnabled())) continue;
        await size.check();
        const add = page.getByRole("button", { name: "Add to wardrobe" });
        while (await add.isEnabled()) {
          const before = await count.innerText();
          await add.click();
          await expect(count).not.toHaveText(before);
          const [picked, limit] = (await count.innerText()).match(/\d+/g)!.map(Number);
          if (picked === limit) {
            await expect(basket(page)).toBeVisible();
            await basket(page).getByRole("button", { name: "Proceed to checkout" }).click();
            return expect(page).toHaveURL(/\/checkout$/);
          }
        }
      }
    }
  }
  throw new Error("The candidates ran out of stock before the wardrobe was full");
}

// Two families' journeys (plan, five picks, sign-up, payment) take longer than one page test.
test.describe.configure({ timeout: 180_000 });

/** A new family picks Subscription A, signs up at checkout and reaches the summary. */
async function toSummary(page: Page, email: string) {
  await choosePlanA(page);
  await pickAll(page);
  await signUpAtCheckout(page, email);
}

async function payAndThank(page: Page) {
  await fillAddressAndDay(page);
  await chooseDelivery(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await payWith(page, SUCCESS_CARD);
  await expectThanked(page);
}

test("a member shares their code, a friend joins with it and pays, and both are credited a month", async ({
  page,
  browser,
  baseURL,
}) => {
  await suppressGuestPopup(page);
  const memberEmail = unique();
  await toSummary(page, memberEmail);
  // Nothing kept from a link: a family with no membership may type a code, none is shown.
  await expect(page.getByRole("heading", { name: "A friend's code" })).toBeVisible();
  await payAndThank(page);

  // The member's code and its link on /account.
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Give a month, get a month" });
  const code = (await section.getByTestId("referral-code").innerText()).trim();
  expect(code).toMatch(/^OLIVIA-[A-Z2-9]{4}$/);
  const link = section.getByTestId("referral-link");
  await expect(link).toHaveValue(`${baseURL}/join?code=${code}`);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await section.getByRole("button", { name: "Copy link" }).click();
  await expect(section.getByRole("status")).toHaveText("Copied. Send it to a friend.");

  // Their own link, opened in their own browser, is refused at checkout where they can see it.
  await page.goto(`/join?code=${code.toLowerCase()}`);
  await expect(page.getByTestId("join-code")).toContainText(code);
  await page.goto("/checkout");
  await expect(page.getByRole("alert").filter({ hasText: "your own code" })).toHaveText(
    "That's your own code. Share it with a friend and you'll both get a month's credit.",
  );

  // A friend opens the link in their own browser and joins.
  const context = await browser.newContext({ baseURL });
  const friend = await context.newPage();
  await suppressGuestPopup(friend);
  await friend.goto(`/join?code=${code}`);
  await expect(friend.getByRole("heading", { level: 1 })).toHaveText(
    "A month for you, a month for your friend",
  );
  await expect(friend.getByTestId("join-code")).toHaveText(
    `Your friend's code ${code} is saved in this browser for your checkout.`,
  );
  await toSummary(friend, unique());
  await expect(friend.getByTestId("referral-code-saved")).toHaveText(
    `Olivia's code ${code} is saved: you'll both get a month's credit once your first payment goes through.`,
  );
  await payAndThank(friend);

  // The credit job runs (as the worker would); both families see a month's credit (Plan A, £25).
  await runJobsAt(friend, new Date());
  await friend.goto("/account");
  const friendsSection = friend.getByRole("region", { name: "Give a month, get a month" });
  await expect(friendsSection.getByTestId("referral-joined-with")).toHaveText(
    `You joined with Olivia's code ${code}: £25.00 credited to you.`,
  );
  await expect(friend.getByTestId("account-credit")).toHaveText(
    "£25.00 left, taken off your next payments",
  );
  await expect(friend.getByTestId("account-next-payment")).toContainText("£0.00");
  await context.close();

  await page.goto("/account");
  await expect(section.getByTestId("referral-friends")).toHaveText("Olivia: Credited (£25.00)");
  await expect(section.getByTestId("referral-credited")).toHaveText(
    "Credited to you so far: £25.00. It shows in your next payment above.",
  );
  await expect(page.getByTestId("account-credit")).toHaveText(
    "£25.00 left, taken off your next payments",
  );

  // Staff see who referred whom and the credits.
  await asStaff(browser, baseURL!, async (staff) => {
    await staff.goto(`/admin/referrals?q=${encodeURIComponent(memberEmail)}`);
    const row = staff.getByRole("row").filter({ hasText: code });
    await expect(row).toContainText(memberEmail.toLowerCase());
    await expect(row).toContainText("Credited");
    await expect(row).toContainText("£25.00");
  });
});
