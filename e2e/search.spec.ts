import { expect, test, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 26, decision 064: the header's search box and /search.
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

const header = (page: Page) => page.getByRole("banner");
const cards = (page: Page) => page.getByTestId("product-card").filter({ visible: true });
const cardNames = (page: Page) => cards(page).locator(".product-card__name").allTextContents();
const count = (page: Page) => page.getByTestId("search-count");

async function matching(page: Page, text: string): Promise<number> {
  const shown = (await count(page).textContent()) ?? "";
  const found = shown.match(new RegExp(`^(\\d+) pieces? match(?:es)? ‘${text}’$`));
  expect(found, `the count reads '${shown}'`).not.toBeNull();
  return Number(found![1]);
}

test("a typo in the header's box finds the dungarees; a card opens its product", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const box = header(page).getByRole("searchbox", { name: "Search the collection" });
  await box.fill("dungares");
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search\?q=dungares$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await expect(page.getByRole("searchbox", { name: "Search the collection" }).last()).toHaveValue(
    "dungares",
  );
  const found = await matching(page, "dungares");
  expect(found).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(found);
  for (const name of await cardNames(page)) expect(name).toMatch(/ Dungarees$/);

  const [first] = await cardNames(page);
  await cards(page).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!);
});

test("on a phone the header's magnifying glass (44 × 44) opens /search, whose field searches", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/collection");
  // The form is for wider screens; a phone gets the glass.
  await expect(header(page).getByRole("searchbox")).toBeHidden();
  const glass = header(page).getByRole("link", { name: "Search" });
  const box = await glass.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await glass.click();

  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText("Looking for something? Try a category:")).toBeVisible();
  const field = page.getByRole("searchbox", { name: "Search the collection" });
  await field.fill("raincot");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=raincot$/);
  const found = await matching(page, "raincot");
  expect(found).toBeGreaterThan(0);
  for (const name of await cardNames(page)) expect(name).toMatch(/ Raincoat$/);
  // Nothing is wider than the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form searches, a short text is explained, nothing found offers categories", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/collection");
    const box = header(page).getByRole("searchbox", { name: "Search the collection" });
    await box.fill("Puddle Lane");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Puddle\+Lane$/);
    expect(await matching(page, "Puddle Lane")).toBeGreaterThan(0);

    const field = page.getByRole("main").getByRole("searchbox", { name: "Search the collection" });
    await field.fill("a");
    await field.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(
      "Type at least 2 letters or numbers to search.",
    );
    await expect(cards(page)).toHaveCount(0);

    await page.goto(`/search?q=${"dungarees ".repeat(11)}`);
    await expect(page.getByRole("alert")).toHaveText(
      "Please shorten your search to 8 words and 100 characters.",
    );

    await page.goto("/search?q=zebra+tuxedo");
    await expect(count(page)).toHaveText("No pieces match ‘zebra tuxedo’.");
    await expect(
      page.getByText("Check the spelling, use fewer words, or try a category:"),
    ).toBeVisible();
    const suggestions = page.getByRole("list", { name: "Suggestions" });
    await suggestions.getByRole("link", { name: "Knitwear" }).click();
    await expect(page).toHaveURL(/\/search\?q=Knitwear$/);
    expect(await matching(page, "Knitwear")).toBeGreaterThan(0);
  });
});

test("search engines are told not to index a search", async ({ page }) => {
  await page.goto("/search?q=navy");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
});
