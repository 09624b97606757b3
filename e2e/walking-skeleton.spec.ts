import { expect, test } from "./support/shop-test";

test("the collection lists the demo shop's published products, server-rendered", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/collection")).text();
  // Server-rendered: the product names are in the HTML before any script runs.
  expect(html).toContain('data-testid="product-card"');
  await page.goto("/collection");
  // 64 products, 24 to a page (CATALOGUE_PAGE_SIZE).
  await expect(page.getByTestId("catalogue-count")).toHaveText("64 pieces to rent");
  await expect(page.getByTestId("product-card")).toHaveCount(24);
});

test("a product card opens its product page with name, sizes and images", async ({ page }) => {
  await page.goto("/collection");
  const first = page.getByTestId("product-card").first();
  const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const image = page.locator("article img").first();
  await expect(image).toBeVisible();
  // The picture really arrives from the image endpoint (decoded, with a width).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("an unknown product and an unknown page show the 404 page", async ({ page }) => {
  const product = await page.goto("/products/no-such-product");
  expect(product?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const other = await page.goto("/no-such-page");
  expect(other?.status()).toBe(404);
});
