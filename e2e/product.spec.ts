import { expect, test, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

test.beforeEach(async ({ page }) => suppressGuestPopup(page));

// Demo shop (deterministic seed): Rose only; 0-3 months 1 in stock, 3-6 months 6, 6-9 months 5.
const BLOUSE = "/products/hedgehog-print-organic-cotton-blouse";
// Mustard 12-18 months has none in stock.
const PYJAMAS = "/products/meadow-floral-bamboo-pyjama-set";

const size = (page: Page, name: string) =>
  page.getByRole("radio", { name: new RegExp(`^${name}`) });
const sizeLabel = (page: Page, name: string) =>
  page.getByTestId("size-option").filter({ hasText: name });
const addButton = (page: Page) => page.getByRole("button", { name: "Add to wardrobe" });

test("the pickers show each option's stock, and adding decreases the stock shown", async ({
  page,
}) => {
  await page.goto(BLOUSE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Hedgehog Print/i);
  await expect(sizeLabel(page, "0-3 months")).toHaveText("0-3 months (1 left)");
  await expect(sizeLabel(page, "3-6 months")).toHaveText("3-6 months (6 left)");
  await expect(page.getByRole("radio", { name: /^Rose/ })).toBeChecked();
  await expect(addButton(page)).toBeDisabled(); // no size chosen yet

  await size(page, "3-6 months").check();
  await addButton(page).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Added to your wardrobe" }),
  ).toBeVisible();
  await expect(sizeLabel(page, "3-6 months")).toHaveText("3-6 months (5 left)");
  await expect(page.getByRole("radio", { name: /^Rose/ })).toHaveAccessibleName(/11 left/);

  // The card in the collection shows the stock less the cart's pick too.
  await page.goto("/collection");
  const card = page
    .getByTestId("product-card")
    .filter({ hasText: /Hedgehog Print Organic Cotton Blouse/i });
  await expect(card).toContainText("11 available");
});

test("a sold-out size cannot be added, nor the last one twice", async ({ page }) => {
  await page.goto(PYJAMAS);
  await page.getByRole("radio", { name: /^Mustard/ }).check();
  await expect(sizeLabel(page, "12-18 months")).toHaveText("12-18 months (sold out)");
  await size(page, "12-18 months").check();
  await expect(addButton(page)).toBeDisabled();
  await expect(page.getByText("This size is out of stock")).toBeVisible();

  await page.goto(BLOUSE);
  await size(page, "0-3 months").check();
  await addButton(page).click();
  await expect(sizeLabel(page, "0-3 months")).toHaveText("0-3 months (sold out)");
  await expect(addButton(page)).toBeDisabled();
  await expect(
    page.getByText("Every one we have in this size is already in your wardrobe"),
  ).toBeVisible();
  const cart = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem("cart") ?? "[]") as unknown[],
  );
  expect(cart).toHaveLength(1);
});

test("a guest's favourite heart opens the sign-in prompt", async ({ page }) => {
  await page.goto(BLOUSE);
  await page.getByRole("button", { name: "Add to favourites" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to favourites" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("the product page's Back button scrolls to the top, then after 10 ms goes back (spec 2.4)", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/collection");
  await page.getByTestId("product-card").nth(2).getByRole("link").click();
  await expect(page).toHaveURL(/\/products\//);
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(scrollY).toBeGreaterThan(0);
  // The clock held: the 10 ms run only when the test moves it on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect.poll(scrollY).toBe(0);
  await expect(page).toHaveURL(/\/products\//);
  await page.clock.runFor(10);
  await expect(page).toHaveURL(/\/collection$/);
});
