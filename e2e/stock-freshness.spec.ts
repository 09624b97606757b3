import { expect, test, type APIRequestContext } from "@playwright/test";
import { signIn, STAFF_MEMBER } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 8: pages are cached and shared, yet a stock change shows on the very next visit: the write
// invalidates the cached pages that show it, in the same code path. No timer is waited for.

const SLUG = "hedgehog-print-organic-cotton-blouse";
// Demo shop (deterministic seed): Rose only; 0-3 months 1 in stock, 3-6 months 6, 6-9 months 5.

interface Variant {
  id: number;
  stock: number;
  size: { name: string } | null;
}

async function blouseVariant(request: APIRequestContext, sizeName: string): Promise<Variant> {
  const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(",");
  const answer = await request.get(`/api/catalogue/availability?product_ids=${ids}`);
  expect(answer.status()).toBe(200);
  const { products } = (await answer.json()) as {
    products: { slug: string; product_variants: Variant[] }[];
  };
  const variant = products
    .find((product) => product.slug === SLUG)
    ?.product_variants.find((v) => v.size?.name === sizeName);
  expect(variant, `${SLUG} ${sizeName}`).toBeTruthy();
  return variant!;
}

test("a staff stock change shows at once on the shared product and collection pages", async ({
  page,
  playwright,
  baseURL,
}) => {
  await suppressGuestPopup(page);
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  const variant = await blouseVariant(staff, "0-3 months");
  const setStock = async (stock: number) => {
    const response = await staff.patch(`/api/staff/variants/${variant.id}`, {
      data: { stock },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(200);
  };
  const label = page.getByTestId("size-option").filter({ hasText: "0-3 months" });
  const card = page
    .getByTestId("product-card")
    .filter({ visible: true })
    .filter({ hasText: /Hedgehog Print Organic Cotton Blouse/i });
  try {
    // Both pages are cached before the change.
    await page.goto(`/products/${SLUG}`);
    await expect(label).toHaveText(`0-3 months (${variant.stock} left)`);
    await page.goto("/collection");
    await expect(card).toContainText(/\d+ available/);
    const before = Number((await card.textContent())!.match(/(\d+) available/)![1]);

    await setStock(0);
    await page.goto(`/products/${SLUG}`);
    await expect(label).toHaveText("0-3 months (sold out)", { timeout: 1_000 });
    await page.goto("/collection");
    await expect(card).toContainText(`${before - variant.stock} available`, { timeout: 1_000 });
  } finally {
    await setStock(variant.stock);
    await staff.dispose();
  }
  await page.goto(`/products/${SLUG}`);
  await expect(label).toHaveText(`0-3 months (${variant.stock} left)`, { timeout: 1_000 });
});
