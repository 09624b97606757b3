import { expect, test } from "./support/shop-test";
import { chooseDelivery, newPaidFamily } from "./support/checkout-journey";

// Issue 27, sizes ahead of time: three weeks before a child's next size the daily job picks a
// next-size wardrobe; the family changes a piece on /account, accepts, and confirms the swap.

/** 18-24 months, products no other spec uses (most also have 2-3 years: past choices). */
const CANDIDATES = [
  { path: "/products/scalloped-cotton-jersey-pinafore-dress", size: "18-24 months" },
  { path: "/products/pointelle-organic-cotton-jumper", size: "18-24 months" },
  { path: "/products/polka-dot-merino-jacket", size: "18-24 months" },
  { path: "/products/ditsy-floral-organic-cotton-leggings", size: "18-24 months" },
  { path: "/products/meadow-floral-organic-cotton-sleepsuit", size: "18-24 months" },
  { path: "/products/gingham-cotton-jersey-leggings", size: "18-24 months" },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test.describe.configure({ timeout: 180_000 });

test("a family gets a next-size wardrobe 21 days ahead, changes a piece, accepts and confirms the swap", async ({
  page,
  baseURL,
}) => {
  await newPaidFamily(page, CANDIDATES);

  // A child born on the 1st, twenty months ago, wearing 18-24 months: 2-3 years from the 1st of
  // the month four months on. The job runs on a clock moved to 21 days before that.
  const today = new Date();
  const born = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 20, 1));
  const nextFrom = new Date(Date.UTC(born.getUTCFullYear(), born.getUTCMonth() + 24, 1));
  const offerDay = new Date(nextFrom.getTime() - 21 * 86_400_000 + 12 * 3_600_000);
  const origin = { origin: baseURL! };
  const added = await page.request.post("/api/children", {
    data: { firstName: "Isla", dateOfBirth: isoDay(born), sizeNow: "18-24-months" },
    headers: origin,
  });
  expect(added.ok()).toBe(true);
  const dayBefore = await page.request.post("/api/dev/next-size", {
    data: { at: new Date(offerDay.getTime() - 86_400_000).toISOString() },
    headers: origin,
  });
  expect(dayBefore.ok()).toBe(true);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your children" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ready for the next size" })).toHaveCount(0);

  const onTheDay = await page.request.post("/api/dev/next-size", {
    data: { at: offerDay.toISOString() },
    headers: origin,
  });
  expect(onTheDay.ok()).toBe(true);
  expect(await onTheDay.json()).toEqual({ completed: 2 }); // the day's run and its e-mail
  // The e-mail's link, /account#next-size (from /account itself only the fragment would move).
  await page.goto("/account#next-size");
  await page.reload();
  const proposal = page.getByRole("article", { name: "Isla's next size: 2-3 years" });
  await expect(proposal).toBeVisible();
  const pieces = proposal.getByTestId("next-size-piece");
  await expect(pieces).toHaveCount(5); // Subscription A: five garments
  for (const piece of await pieces.all()) {
    await expect(piece.locator("img")).toHaveAttribute("src", /\/images\//);
    await expect(piece).toContainText("2-3 years");
  }

  // Change the first piece for the first garment offered instead.
  const first = pieces.first();
  const before = (await first.getByTestId("garment-name").first().innerText()).trim();
  await first.getByRole("button", { name: `Change ${before}` }).click();
  // Another garment (the same one in another colour is offered too).
  const instead = first
    .getByRole("list", { name: `Instead of ${before}` })
    .getByRole("button")
    .filter({ hasNotText: before })
    .first();
  const chosen = (await instead.getByTestId("garment-name").innerText()).trim();
  await instead.click();
  await expect(first.getByRole("list", { name: /^Instead of/ })).toHaveCount(0);
  await expect(pieces.first().getByTestId("garment-name")).toHaveText(chosen);
  const names = (await pieces.getByTestId("garment-name").allInnerTexts()).map((n) => n.trim());
  expect(names).toContain(chosen);
  expect(names).not.toContain(before);

  // One tap: the pieces become the wardrobe, and the swap waits to be confirmed at /checkout.
  await proposal.getByRole("button", { name: "Accept as my next swap" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const items = page.getByTestId("checkout-item");
  await expect(items).toHaveCount(5);
  const shown = await items.evaluateAll((rows) =>
    rows.map((row) => row.querySelector("a")!.textContent!.trim()),
  );
  expect(shown.sort()).toEqual([...names].sort());
  for (const item of await items.all()) await expect(item).toContainText("2-3 years");

  const form = page.locator("form").filter({ has: page.getByLabel("Address line 1 *") });
  await form.getByRole("button", { name: "Continue" }).click();
  await chooseDelivery(page);
  await page.getByRole("button", { name: "Confirm my new wardrobe" }).click();
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

  // Answered: the prompt has gone from /account.
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your children" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ready for the next size" })).toHaveCount(0);
});
