import sharp from "sharp";
import { asStaff } from "./support/accounts";
import { newPaidFamily } from "./support/checkout-journey";
import { runJobsAt } from "./support/dev-jobs";
import { expect, test } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";
import { undersizedTargets } from "./support/thumb";

// Issue 27, "Trade in what they outgrew" (docs/growing.md, part:trade-in): a family offers a piece
// with a photo and gets a prepaid label, staff receive the parcel and grade the piece into a
// garment, and the family sees the credit on /account. A family of its own: the credit changes
// what their next payment is, which other specs read of the demo member's.
const CANDIDATES = [
  { path: "/products/seaside-stripe-needlecord-trousers", size: "2-3 years" },
  { path: "/products/seaside-stripe-bamboo-long-sleeve-top", size: "4-5 years" },
  { path: "/products/scalloped-cotton-jersey-pinafore-dress", size: "2-3 years" },
  { path: "/products/pointelle-organic-cotton-jumper", size: "4-5 years" },
  { path: "/products/pointelle-organic-cotton-cardigan", size: "9-12 months" },
  { path: "/products/meadow-floral-organic-cotton-cardigan", size: "4-5 years" },
  { path: "/products/gingham-cotton-jersey-leggings", size: "12-18 months" },
];

test("a family trades in a piece with a photo, staff grade it, and the family sees the credit", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await suppressGuestPopup(page);
  await newPaidFamily(page, CANDIDATES);
  // On a phone: every control on the offer page fits a thumb (issue 26's sizes).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Trade in what they outgrew" });
  await section.getByRole("link", { name: /Trade in outgrown clothes|Offer more clothes/ }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Trade in what they outgrew" }),
  ).toBeVisible();

  // Nothing chosen: each answer says what is missing, and nothing is sent.
  await page.getByRole("button", { name: "Send my offer" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please check the highlighted answers." }),
  ).toBeVisible();
  await expect(page.getByText("Please add a photo of this piece.")).toBeVisible();
  expect(await undersizedTargets(page)).toEqual([]);

  const brand = `Hand-me-down ${Date.now().toString(36)}`;
  const piece = page.getByRole("group", { name: "Piece 1" });
  await piece.getByLabel("Brand").fill(brand);
  await piece.getByLabel("What it is").selectOption({ label: "Rompers" });
  await piece.getByLabel("Size on the label").selectOption({ label: "12-18 months" });
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  await piece
    .getByLabel("Photo (PNG, JPEG or WebP, up to 1 MB)")
    .setInputFiles({ name: "romper.png", mimeType: "image/png", buffer: png });
  await expect(piece.getByText("Photo added.")).toBeVisible();
  await page.getByLabel("Recycle them responsibly").check();
  await page.getByRole("button", { name: "Send my offer" }).click();
  const booked = page.getByRole("status").filter({ hasText: "is booked" });
  await expect(booked).toContainText(/Trade-in LR-T-\d{6} is booked/);
  const reference = /LR-T-\d{6}/.exec(await booked.innerText())![0];

  // The label is made by the queue; the offer waits for the parcel.
  await runJobsAt(page, new Date());
  await page.reload();
  const offer = page.getByTestId(`trade-in-${reference}`);
  await expect(offer.getByTestId("trade-in-state")).toHaveText(
    "Sent: we are waiting for your parcel.",
  );
  const label = offer.getByRole("link", { name: "Print the label" });
  await expect(label).toBeVisible();
  expect(
    (await page.request.get((await label.getAttribute("href"))!)).headers()["content-type"],
  ).toBe("application/pdf");

  await asStaff(browser, baseURL!, async (staff) => {
    await staff.goto(`/admin/trade-ins?q=${reference}`);
    await staff.getByRole("link", { name: reference }).click();
    await expect(
      staff.getByRole("heading", { level: 1, name: `Trade-in ${reference}` }),
    ).toBeVisible();
    await staff.getByRole("button", { name: "Mark the parcel received" }).click();
    await expect(staff.getByTestId("trade-in-status")).toHaveText("Received (to grade)");
    const sku = await staff.locator("#trade-in-variants option").first().getAttribute("value");
    const form = staff.getByRole("form", { name: /Grade piece/ });
    await form.getByLabel("Variant SKU it becomes").fill(sku!);
    await form.getByLabel("Estimated resale value (£)").fill("20.00");
    await form.getByRole("button", { name: "Save grade" }).click();
    await expect(staff.getByText(/Accepted at £20\.00: garment/)).toBeVisible();
    await expect(staff.getByTestId("trade-in-credit")).toContainText("£8.00 (40% of £20.00)");
  });

  // The credit is granted by the queue and shown on /account.
  await runJobsAt(page, new Date());
  await page.goto("/account");
  const graded = page.getByTestId(`trade-in-${reference}`);
  await expect(graded.getByTestId("trade-in-state")).toHaveText(
    "Graded: 1 accepted with £8.00 credit.",
  );
  await expect(graded.getByTestId("trade-in-credit")).toHaveText(
    "£8.00 credit added: it comes off your next payment.",
  );
  expect(await undersizedTargets(page)).toEqual([]);
});
