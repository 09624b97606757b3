import { expect, test } from "./support/shop-test";
import { asStaff } from "./support/accounts";
import { newPaidFamily } from "./support/checkout-journey";
import { payWith, sandboxLine, SUCCESS_CARD } from "./support/sandbox";
import { deliver, dispatch } from "./support/warehouse";

// Issue 27, 'Buy to keep' and 'What the family's wardrobe did' (docs/growing.md): a family sees a
// price to keep each garment at home (its shop price less the rent they paid for it, never below
// 30 %), pays it on the sandbox page and finds it kept; and reads what their wardrobe did.
// A family of its own (keeping a garment changes what it holds), with sizes no other spec picks.
const CANDIDATES = [
  { path: "/products/scalloped-organic-cotton-dress", size: "2-3 years" },
  { path: "/products/little-bee-cotton-jersey-pinafore-dress", size: "18-24 months" },
  { path: "/products/classic-organic-cotton-pyjama-set", size: "0-3 months" },
  { path: "/products/seaside-stripe-needlecord-trousers", size: "3-4 years" },
  { path: "/products/scalloped-recycled-shell-raincoat", size: "3-6 months" },
  { path: "/products/classic-recycled-shell-raincoat", size: "6-9 months" },
];

const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, "")) * 100);

test("a family keeps a garment at its price less the rent paid, pays on the sandbox page, and sees it kept; staff see the sale", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Paid, and their garments delivered: at home, to keep or send back.
  await newPaidFamily(page, CANDIDATES);
  await dispatch(page);
  await deliver(page);
  await page.goto("/account");
  const main = page.getByRole("main");

  // What the wardrobe did: counted figures only.
  const impact = main.getByRole("region", { name: "What your wardrobe did" });
  await expect(impact.getByTestId("impact-not-bought")).toHaveText(
    /^Your family wore \d+ garments? without having to buy (it|them)\.$/,
  );
  await expect(impact.getByTestId("impact-garments").getByRole("listitem").first()).toHaveText(
    /(You were the first to wear it|\d+ famil(y|ies) before you)/,
  );
  await expect(impact).not.toContainText(/carbon|CO2|water/i);

  // The first garment at home: its price is its shop price less the rent paid, or the floor.
  const offers = main.getByTestId("keep-offers").getByRole("listitem");
  const offer = offers.first();
  const name = (await offer.locator(".keep-offer__name").textContent())!;
  const sum = (await offer.getByTestId("keep-sum").textContent())!;
  const [, rrp, rent] = /^Shop price (£[\d.]+), less (£[\d.]+) rent paid/.exec(sum)!;
  const expected = Math.max(pence(rrp!) - pence(rent!), Math.ceil((pence(rrp!) * 30) / 100));
  const button = offer.getByRole("button", { name: /^Buy .+ to keep for £/ });
  const price = (await button.textContent())!.replace("Buy to keep for ", "");
  expect(pence(price)).toBe(expected);

  await button.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_local_/);
  await expect(sandboxLine(page, "sandbox-amount")).toHaveText(
    `£${Number.isInteger(expected / 100) ? expected / 100 : (expected / 100).toFixed(2)}`,
  );
  await payWith(page, SUCCESS_CARD);

  // Back on /account: kept, no longer with them to send back, and counted as kept.
  await expect(page).toHaveURL(/\/account#account-keep$/);
  const kept = main.getByTestId("kept-garments");
  await expect(kept.getByRole("listitem").filter({ hasText: name })).toContainText(
    new RegExp(
      `Kept: no need to send it back\\. Paid ${price.replace(".", "\\.")} on .+, receipt LR-K-\\d{6}\\.`,
    ),
  );
  await expect(
    main.getByRole("form", { name: "Send items back" }).getByLabel(name, { exact: false }),
  ).toHaveCount(0);
  await expect(impact).toContainText("You kept 1 garment for good.");
  const receipt = /receipt (LR-K-\d{6})\./.exec((await kept.textContent())!)![1]!;

  // Staff find the sale under 'Kept garments'.
  await asStaff(browser, baseURL!, async (staff) => {
    await staff.goto("/admin/kept-garments");
    const row = staff.getByRole("row").filter({ hasText: receipt });
    await expect(row).toContainText(price);
    await expect(row).toContainText("Paid: the family keeps it");
  });
});
