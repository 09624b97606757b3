import { expect, test, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn, STAFF_MEMBER } from "./support/accounts";

// Issue 12: staff find a member's order, keep an internal note on it and move one of its items
// along an allowed transition, and read a member's subscription. The demo shop is shared with the
// other browser tests, so the item is moved back to where it was.

async function itemStatus(page: Page, itemId: string, status: string) {
  const row = page.getByTestId(`order-item-${itemId}`);
  await row.getByLabel(`New status of item ${itemId}`).selectOption(status);
  await row.getByRole("button", { name: `Change status of item ${itemId}` }).click();
  await expect(row.getByRole("status")).toContainText("Changed from");
}

test("staff find the demo member's order, add an internal note and move an item", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  await page.goto("/admin/orders");
  await page.getByLabel("Order number, member e-mail or name").fill(DEMO_MEMBER.email);
  await page.getByLabel("Status").selectOption("ORDER_ACTIVE");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=ORDER_ACTIVE/);
  const found = page.getByRole("row").filter({ hasText: DEMO_MEMBER.email });
  await expect(found).toHaveCount(1);
  await found.getByRole("link", { name: /^Order \d+$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order \d+$/ })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("active");
  // Its delivery's tracking number, and Royal Mail's page for it (issue 25).
  const tracking = (await page.getByTestId("tracking-number").innerText()).trim();
  expect(tracking).toMatch(/^[A-Z]{2}\d{9}GB$/);
  await expect(page.getByRole("link", { name: "Track with Royal Mail" })).toHaveAttribute(
    "href",
    `https://www.royalmail.com/track-your-item#/tracking-results/${tracking}`,
  );
  const member = page.getByRole("region", { name: "Member" });
  await expect(member).toContainText(DEMO_MEMBER.email);
  await expect(member.getByRole("link")).toHaveAttribute("href", /^\/admin\/members\//);

  const note = `Leave with the neighbour at number 12 (${Date.now()})`;
  await page.getByRole("textbox", { name: "Internal note" }).fill(note);
  await page.getByRole("button", { name: "Save the internal note" }).click();
  await expect(page.getByText("Internal note saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Internal note" })).toHaveValue(note);
  await expect(page.getByRole("cell", { name: "Internal note saved" }).first()).toBeVisible();

  // An item on its way back: staff withdraw its return, see it, then put it back as it was.
  const returning = page
    .locator('[data-testid^="order-item-"]')
    .filter({ has: page.getByTestId("item-status").getByText("return requested", { exact: true }) })
    .first();
  const itemId = (await returning.getByRole("rowheader").textContent())!.trim();
  const row = page.getByTestId(`order-item-${itemId}`);
  // Only the allowed moves are offered.
  await expect(row.getByLabel(`New status of item ${itemId}`).locator("option")).toHaveText([
    "return confirmed",
    "confirmed",
  ]);
  await itemStatus(page, itemId, "CONFIRMED");
  await expect(row.getByTestId("item-status")).toHaveText("confirmed");
  await expect(
    page.getByRole("cell", {
      name: `Item status changed (item ${itemId}): return requested → confirmed`,
    }),
  ).toBeVisible();
  await page.reload();
  await expect(row.getByTestId("item-status")).toHaveText("confirmed");
  await itemStatus(page, itemId, "RETURN_REQUESTED");
  await expect(row.getByTestId("item-status")).toHaveText("return requested");
});

test("staff search members and see the demo member's subscription", async ({ page, baseURL }) => {
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  await page.goto("/admin/members");
  await page.getByLabel("E-mail, name or postcode").fill(DEMO_MEMBER.email);
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("row").filter({ hasText: DEMO_MEMBER.email });
  await expect(found).toHaveCount(1);
  await found.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: "Subscription" })).toBeVisible();
  await expect(page.getByTestId("subscription-state")).toHaveText("Active");
  await expect(page.getByRole("heading", { level: 2, name: "Orders" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Grant staff access" })).toBeVisible();
});

test("staff finalising an active order are told what it does to the member and confirm (issue 23)", async ({
  page,
  baseURL,
}) => {
  // Hannah Whitfield's order (a seeded member no other browser test reads): active, three
  // garments with her, her subscription live.
  const hannah = "hannah.whitfield@example.co.uk";
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  await page.goto(`/admin/members?q=${encodeURIComponent(hannah)}`);
  await page.getByRole("row").filter({ hasText: hannah }).getByRole("link").click();
  await expect(page.getByTestId("subscription-state")).toHaveText("Active");
  const memberPage = page.url();

  await page.goto(`/admin/orders?q=${encodeURIComponent(hannah)}&status=ORDER_ACTIVE`);
  await page
    .getByRole("row")
    .filter({ hasText: hannah })
    .getByRole("link", { name: /^Order \d+$/ })
    .click();
  const heading = page.getByRole("heading", { level: 1, name: /^Order \d+$/ });
  await expect(heading).toBeVisible();
  const name = (await heading.innerText()).replace("O", "o");
  await page.getByLabel(`New status of ${name}`).selectOption("ORDER_FINALISED");
  await page.getByRole("button", { name: `Change status of ${name}` }).click();

  const confirm = page.getByRole("region", { name: `Mark ${name} finalised?` });
  await expect(confirm.getByRole("listitem")).toHaveText([
    "This is Hannah Whitfield's only active order: their account will show their subscription as 'Not active'.",
    "Their payments are not stopped: a membership is cancelled in the payment provider's portal.",
    "No garment moves: they keep the 3 garments with them or on their way.",
    "A finalised order cannot be moved to another status afterwards.",
  ]);
  // Not yet: nothing changed.
  await confirm.getByRole("button", { name: "Keep it as it is" }).click();
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("active");
  await expect(page.getByText("No changes by staff yet.")).toBeVisible();

  await page.getByLabel(`New status of ${name}`).selectOption("ORDER_FINALISED");
  await page.getByRole("button", { name: `Change status of ${name}` }).click();
  await confirm.getByRole("button", { name: `Yes, mark ${name} finalised` }).click();
  await expect(page.getByTestId("order-status")).toHaveText("finalised");
  await expect(
    page.getByRole("cell", { name: "Order status changed: active → finalised" }),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: STAFF_MEMBER.email }).first()).toBeVisible();

  // What staff were told is what the member's subscription now reads.
  await page.goto(memberPage);
  await expect(page.getByTestId("subscription-state")).toHaveText("Not active");
});
