import { expect, test, type Page } from "./support/shop-test";
import { newPaidFamily } from "./support/checkout-journey";
import { runJobsAt } from "./support/dev-jobs";
import { suppressGuestPopup } from "./support/suppress-popup";
import { clean, deliver, dispatch, receiveReturns } from "./support/warehouse";

// Issue 11: a family's garments go round the whole cycle on the simulated warehouse, driven the
// way its clock would drive it: paid, handed over, dispatched, delivered, sent back, received,
// cleaned and on the shelf again. Products used only by this spec.
const CANDIDATES = [
  { path: "/products/breton-stripe-merino-jumper", size: "3-4 years" },
  { path: "/products/fox-print-organic-cotton-sleepsuit", size: "6-9 months" },
  { path: "/products/raindrop-spot-organic-cotton-sleepsuit", size: "12-18 months" },
  { path: "/products/seaside-stripe-bamboo-long-sleeve-top", size: "18-24 months" },
  { path: "/products/seaside-stripe-recycled-shell-jacket", size: "18-24 months" },
  { path: "/products/tartan-merino-pramsuit", size: "6-9 months" },
  { path: "/products/waffle-knit-bamboo-bubble-romper", size: "Newborn" },
];

test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

const main = (page: Page) => page.getByRole("main");
const list = (page: Page, name: string) => main(page).getByRole("region", { name });
const states = (page: Page, name: string) => list(page, name).getByTestId("garment-state");

/** What the product page says of the first candidate's size: '3-4 years (4 left)'. */
async function firstSizeLabel(page: Page) {
  await page.goto(CANDIDATES[0]!.path);
  const label = page.getByTestId("size-option").filter({ hasText: CANDIDATES[0]!.size }).first();
  return (await label.innerText()).trim();
}

test("a member's paid order is dispatched, shows on /account, is sent back, cleaned and back in stock", async ({
  page,
}) => {
  const before = await firstSizeLabel(page);
  expect(before).toMatch(/\(\d+ left\)$/);

  const { email } = await newPaidFamily(page, CANDIDATES, { postcode: "M1 1AE", estimate: "4d" });
  expect(await firstSizeLabel(page)).not.toBe(before);

  // Paid: at the warehouse, being packed.
  await page.goto("/account");
  await expect(states(page, "On the way")).toHaveText(Array(5).fill("Being packed"));

  // Handed over, then dispatched two hours later: with the member's name on it, on its way.
  await dispatch(page);
  await page.reload();
  await expect(states(page, "With you now")).toHaveText(Array(5).fill("On its way"));
  await expect(list(page, "On the way").getByRole("listitem")).toHaveCount(0);
  const track = main(page)
    .getByTestId("account-deliveries")
    .getByRole("link", { name: /Track parcel/ });
  await expect(track).toHaveAttribute("href", /^https:\/\/www\.royalmail\.com\/track-your-item#/);

  // Delivered the next day.
  await deliver(page);
  await page.reload();
  await expect(states(page, "With you now")).toHaveText(Array(5).fill("With you"));

  // The member sends everything back.
  const form = main(page).getByRole("form", { name: "Send items back" });
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: "Send back 5 items" }).click();
  // The confirmation stays once the list it emptied is gone.
  await expect(
    main(page)
      .getByRole("status")
      .filter({ hasText: /^Return LR-R-/ }),
  ).toContainText(/Return LR-R-\d{6} is booked\. Please post it by /);
  await expect(states(page, "Being returned")).toHaveText(Array(5).fill("On its way back"));
  await expect(
    main(page)
      .getByRole("status")
      .filter({ hasText: /^Return LR-R-/ }),
  ).toBeVisible();
  const returns = main(page).getByTestId("account-returns");
  await expect(returns).toContainText("Waiting for your parcel");
  await expect(main(page).getByRole("heading", { name: "How to send things back" })).toBeVisible();

  // The e-mail with what to do arrives.
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await outbox.json()) as { messages: { subject: string }[] };
      return messages.filter((m) => m.subject.startsWith("Sending your Littlerobe clothes back"))
        .length;
    })
    .toBe(1);

  // Its prepaid label (issue 25), made by the queue: a PDF to print, the QR code for the counter.
  await runJobsAt(page, new Date());
  await page.reload();
  const label = returns.getByRole("link", { name: "Print prepaid label (PDF)" });
  await expect(label).toBeVisible();
  const pdf = await page.request.get((await label.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const reference = (await returns.getByRole("cell", { name: /^LR-R-\d{6}$/ }).innerText()).trim();
  expect((await pdf.body()).toString("latin1")).toMatch(
    new RegExp(`^%PDF-1\\.4[\\s\\S]*\\(${reference}\\) Tj`),
  );
  await returns.getByText("No printer? Show a QR code at the Post Office").click();
  const qr = returns.getByRole("img", { name: `QR code for return ${reference}` });
  await expect(qr).toBeVisible();
  // Loaded (it is lazy until shown), and an image: the SVG the route serves.
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The warehouse takes the return, receives the parcel two days later, and cleans it the day after.
  await receiveReturns(page);
  await page.reload();
  await expect(returns).toContainText("Received, thank you");
  await expect(list(page, "Being returned").getByRole("listitem")).toHaveCount(0);
  await clean(page);
  await page.reload();
  await expect(returns).toContainText("Finished");

  // On the shelf again: the size shows the stock it had before the order.
  expect(await firstSizeLabel(page)).toBe(before);
});
