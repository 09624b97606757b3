import { expect, test, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";

// Spec 2.9: a page's share fields, falling back to the settings' (site type website). The shop's
// own pages have no document, so the settings' fields are theirs; a product's own are its name,
// description and first image.
const SITE_TITLE = "Littlerobe | Baby & children's clothing rental";
const SITE_DESCRIPTION = /^Rent beautiful baby and children's clothes/;
const BLOUSE = "/products/hedgehog-print-organic-cotton-blouse";

async function head(page: Page) {
  const content = (selector: string) => page.locator(selector).getAttribute("content");
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    ogTitle: await content('meta[property="og:title"]'),
    ogDescription: await content('meta[property="og:description"]'),
    ogType: await content('meta[property="og:type"]'),
    ogImage: await content('meta[property="og:image"]'),
  };
}

test.beforeEach(async ({ page }) => {
  await suppressGuestPopup(page);
});

for (const path of ["/collection", "/checkout", "/account"]) {
  test(`${path} shares the settings' title, description and image`, async ({ page, baseURL }) => {
    if (path === "/account") await signIn(page.request, DEMO_MEMBER, baseURL!);
    await page.goto(path);
    const meta = await head(page);
    expect(meta.title).toBe(SITE_TITLE);
    expect(meta.ogTitle).toBe(SITE_TITLE);
    expect(meta.description).toMatch(SITE_DESCRIPTION);
    expect(meta.ogDescription).toBe(meta.description);
    expect(meta.ogType).toBe("website");
    expect(meta.ogImage).toBe(`${baseURL}/images/content/share.png?width=1200&resize=contain`);
  });
}

test("a product page shares its own name, description and first image", async ({
  page,
  baseURL,
}) => {
  await page.goto(BLOUSE);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const meta = await head(page);
  expect(meta.title).toBe(`${name} | Littlerobe`);
  expect(meta.ogTitle).toBe(meta.title);
  expect(meta.description).toBeTruthy();
  expect(meta.description).not.toMatch(SITE_DESCRIPTION);
  expect(meta.ogType).toBe("website");
  const firstImage = await page.locator(".product-detail__images img").first().getAttribute("src");
  const imagePath = new URL(firstImage!, baseURL).pathname;
  expect(meta.ogImage).toBe(`${baseURL}${imagePath}?width=1200&resize=contain`);
  expect((await page.request.get(meta.ogImage!)).headers()["content-type"]).toMatch(/^image\//);
});

test("a product page with no such product still shares the settings' fields", async ({ page }) => {
  const response = await page.goto("/products/no-such-product");
  expect(response?.status()).toBe(404);
  const meta = await head(page);
  expect(meta.ogTitle).toBe(SITE_TITLE);
  expect(meta.ogType).toBe("website");
});
