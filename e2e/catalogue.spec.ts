import { expect, test, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

// Keep the guest newsletter popup (5 s) out of the way of these tests.
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

const filters = (page: Page) => page.getByRole("navigation", { name: "Filters" });
// Visible ones only: after a client-side navigation the router may keep the previous view in the
// page, hidden (React Activity), so hidden copies of the list are left out.
const countText = (page: Page) => page.getByTestId("catalogue-count").filter({ visible: true });
const cardsOf = (page: Page) => page.getByTestId("product-card").filter({ visible: true });

/** Cards on one page of /collection (CATALOGUE_PAGE_SIZE); the demo shop's 64 products make 3 pages. */
const PAGE_SIZE = 24;
const cardsOnFirstPage = (matching: number) => Math.min(matching, PAGE_SIZE);
/** A filtered or later page's address: the whole first page alone is the shared /collection. */
const VIEW = "/collection/browse";
const viewUrl = (search: string) => new RegExp(`${VIEW}\\?${search}$`);

async function shownCount(page: Page): Promise<number> {
  const text = (await countText(page).textContent()) ?? "";
  return Number(text.match(/^(\d+)/)?.[1] ?? Number.NaN);
}

test("filters narrow the list, live in the URL and survive a reload", async ({ page }) => {
  await page.goto("/collection");
  const total = await shownCount(page);
  expect(total).toBe(64);

  await filters(page).getByRole("checkbox", { name: "0-3 months", exact: true }).click();
  await expect(page).toHaveURL(viewUrl("size=0-3-months"));
  await expect(
    filters(page).getByRole("checkbox", { name: "0-3 months", exact: true }),
  ).toHaveAttribute("aria-checked", "true");
  const bySize = await shownCount(page);
  expect(bySize).toBeGreaterThan(0);
  expect(bySize).toBeLessThan(total);
  await expect(cardsOf(page)).toHaveCount(cardsOnFirstPage(bySize));

  // A second group narrows further (AND across groups).
  await filters(page).locator("summary", { hasText: "Colour" }).click();
  const colour = filters(page).getByRole("list", { name: "Colour" }).getByRole("checkbox").first();
  await colour.click();
  await expect(page).toHaveURL(/size=0-3-months/);
  await expect(page).toHaveURL(/color=[a-z]+/);
  const both = await shownCount(page);
  expect(both).toBeLessThanOrEqual(bySize);

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  expect(await shownCount(page)).toBe(both);
  await expect(
    filters(page).getByRole("checkbox", { name: "0-3 months", exact: true }),
  ).toHaveAttribute("aria-checked", "true");

  // The filtered list is in the server's HTML: a shared link shows the same view.
  const html = await (await page.request.get(url)).text();
  expect((html.match(/data-testid="product-card"/g) ?? []).length).toBe(cardsOnFirstPage(both));

  await filters(page).getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  expect(await shownCount(page)).toBe(total);
});

test("the legacy size labels never appear as filter options", async ({ page }) => {
  await page.goto("/collection");
  const sizes = filters(page).getByRole("list", { name: "Size" }).getByRole("checkbox");
  const names = (await sizes.allTextContents()).map((n) => n.trim());
  expect(names).toContain("0-3 months");
  for (const legacy of ["3m", "6m", "12-18m", "2y"]) expect(names).not.toContain(legacy);
  // Settings' hiddenFilters ('One size', 'Unisex') are hidden too, in any group.
  const everything = (await filters(page).getByRole("checkbox").allTextContents()).map((n) =>
    n.trim().toLowerCase(),
  );
  expect(everything).not.toContain("one size");
  expect(everything).not.toContain("unisex");
});

test("'In stock only' leaves out the sold-out products", async ({ page }) => {
  await page.goto("/collection");
  await expect(page.getByText("Out of stock").first()).toBeVisible();
  const total = await shownCount(page);
  await filters(page).getByRole("checkbox", { name: "In stock only" }).click();
  await expect(page).toHaveURL(/available=1/);
  await expect(filters(page).getByRole("checkbox", { name: "In stock only" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  const inStock = await shownCount(page);
  expect(inStock).toBeLessThan(total);
  await expect(cardsOf(page)).toHaveCount(cardsOnFirstPage(inStock));
  await expect(page.getByText("Out of stock").filter({ visible: true })).toHaveCount(0);
});

test("the collection is paged: 24 cards a page, the next page shows others, filters are kept", async ({
  page,
}) => {
  await page.goto("/collection");
  expect(await shownCount(page)).toBe(64);
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(PAGE_SIZE);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  const firstNames = await cards.getByRole("heading").allTextContents();

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(viewUrl("page=2"));
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(cards).toHaveCount(PAGE_SIZE);
  const secondNames = await cards.getByRole("heading").allTextContents();
  expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([]);

  // The last page holds the rest, and has no Next link.
  await pager.getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(viewUrl("page=3"));
  await expect(cards).toHaveCount(64 - 2 * PAGE_SIZE);
  await expect(pager.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(viewUrl("page=2"));

  // A shared link to page 2 is the same page, server-rendered.
  const html = await (await page.request.get(`${VIEW}?page=2`)).text();
  for (const name of secondNames.slice(0, 3)) expect(html).toContain(name);

  // Filtering goes back to the first page; the pager keeps the filters in its links.
  await filters(page).getByRole("checkbox", { name: "In stock only" }).click();
  await expect(page).toHaveURL(viewUrl("available=1"));
  const inStock = await shownCount(page);
  expect(inStock).toBeGreaterThan(PAGE_SIZE);
  await expect(pager.getByRole("link", { name: "Next page" })).toHaveAttribute(
    "href",
    `${VIEW}?available=1&page=2`,
  );
});

test("the collection's HTML weighs at most 100 KB, on every page and filtered", async ({
  request,
}) => {
  for (const path of ["/collection", `${VIEW}?page=2`, `${VIEW}?available=1&page=3`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const bytes = (await response.body()).byteLength;
    expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(100_000);
  }
});

test("the plan picker shows each plan's limit and price, and the choice persists across a reload", async ({
  page,
}) => {
  await page.goto("/collection#plans");
  const picker = page.getByRole("region", { name: "Choose your plan" });
  await expect(picker.getByRole("button", { name: /Subscription A/ })).toContainText(
    "5 items a month, £25.00 a month",
  );
  await expect(picker.getByRole("button", { name: /Subscription C/ })).toContainText(
    "15 items a month, £60.00 a month",
  );
  await picker.getByRole("button", { name: /Subscription B/ }).click();
  await expect(picker.getByRole("button", { name: /Subscription B/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const banner = page.getByTestId("subscription-banner");
  await expect(banner.getByRole("button", { name: "Subscription B" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "0 of 10 picked" })).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Choose your plan" })
      .getByRole("button", { name: /Subscription B/ }),
  ).toHaveAttribute("aria-pressed", "true");
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("subscriptionOptionNew") ?? "null"),
  );
  expect(stored).toMatchObject({ plan: "Subscription B", limit: 10, price: 45 });
});

test("an older /collection link with filters moves for good to the filtered view, query kept", async ({
  request,
}) => {
  const response = await request.get("/collection?size=0-3-months&page=2", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()["location"]).toBe(`${VIEW}?size=0-3-months&page=2`);
  // A campaign link stays on the shared first page.
  expect((await request.get("/collection?subscribe2023", { maxRedirects: 0 })).status()).toBe(200);
});
