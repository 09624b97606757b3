import { expect, test, type APIRequestContext, type Page } from "./support/shop-test";
import {
  chooseDelivery,
  fillAddressAndDay,
  signUpAtCheckout,
  unique,
} from "./support/checkout-journey";
import { suppressGuestPopup } from "./support/suppress-popup";
import { basket, choosePlanA } from "./support/wardrobe";

test.beforeEach(async ({ page }) => suppressGuestPopup(page));

// Demo shop: this blouse has 6 of '3-6 months' in stock, enough to fill Subscription A (5 items).
const BLOUSE = "/products/hedgehog-print-organic-cotton-blouse";
const PLAN_A = {
  plan: "Subscription A",
  limit: 5,
  price: 25,
  paymentPriceId: "price_local_subscription_a",
};
const GREEN = "rgb(46, 125, 79)";
const RED = "rgb(179, 38, 30)";

const banner = (page: Page) => page.getByTestId("subscription-banner");

async function addBlouse(page: Page, times: number) {
  await page.goto(BLOUSE);
  await page.getByRole("radio", { name: /^3-6 months/ }).check();
  for (let i = 0; i < times; i++) {
    await page.getByRole("button", { name: "Add to wardrobe" }).click();
    if (await basket(page).isVisible())
      await basket(page).getByRole("button", { name: "Close" }).click();
  }
}

async function proceed(page: Page) {
  await basket(page).getByRole("button", { name: "Proceed to checkout" }).click();
}

test("without a plan: 'Select a plan below to get started', and checkout asks for a plan", async ({
  page,
}) => {
  await addBlouse(page, 1);
  await expect(banner(page).getByRole("button", { name: /picked/ })).toHaveCount(0); // no plan, no count
  await page.goto("/collection");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Wardrobe \(1\)/ })
    .click(); // the header's cart label
  await expect(basket(page)).toBeVisible();
  await expect(basket(page)).toContainText("Select a plan below to get started");
  await proceed(page);
  const message = basket(page).getByRole("button", {
    name: "Please pick a subscription plan before checking out",
  });
  await expect(message).toBeVisible();
  await message.click(); // dismissed by clicking it
  await expect(message).toHaveCount(0);
  await basket(page).getByRole("button", { name: "Select a plan", exact: true }).click();
  await expect(basket(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/collection#plans$/);
});

test("the banner and basket count, the automatic basket at the limit, and each gating message in order", async ({
  page,
}) => {
  await choosePlanA(page);
  await expect(banner(page).getByRole("button", { name: "0 of 5 picked" })).toBeVisible();

  // Adding the fifth item (the plan's limit) opens the basket by itself.
  await page.goto(BLOUSE);
  await page.getByRole("radio", { name: /^3-6 months/ }).check();
  for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Add to wardrobe" }).click();
  await expect(basket(page)).toHaveCount(0);
  await expect(banner(page).getByRole("button", { name: "4 of 5 picked" })).toBeVisible();
  await page.getByRole("button", { name: "Add to wardrobe" }).click();
  await expect(basket(page)).toBeVisible();
  await expect(basket(page).getByText("5 out of 5 picked")).toHaveCSS("color", GREEN);
  await expect(basket(page)).toContainText("Subscription A");
  await expect(basket(page).getByTestId("basket-item")).toHaveCount(5);
  await expect(basket(page).getByTestId("basket-item").first()).toContainText("3-6 months");
  await expect(basket(page).getByTestId("basket-item").first().getByRole("link")).toHaveAttribute(
    "href",
    BLOUSE,
  );
  await expect(basket(page).getByRole("button", { name: "Change plan" })).toBeVisible();
  await basket(page).getByRole("button", { name: "Close" }).click();

  // Over the limit: flagged in the banner and the basket, and checkout offers an upgrade.
  await page.getByRole("button", { name: "Add to wardrobe" }).click();
  const over = banner(page).getByRole("button", { name: "6 of 5 picked" });
  await expect(over).toHaveCSS("color", RED);
  await expect(over).toHaveAttribute("data-error", "true");
  await over.click(); // either banner text opens the basket
  await expect(basket(page).getByText("6 out of 5 picked")).toHaveCSS("color", RED);
  await proceed(page);
  await expect(
    basket(page).getByText(
      "You have 1 item more than are available in your plan, consider choosing a new plan or removing some items",
    ),
  ).toBeVisible();
  await basket(page).getByRole("button", { name: "Upgrade your plan" }).click();
  await expect(basket(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/collection$/);

  // Under the limit after removing two.
  await banner(page).getByRole("button", { name: "Subscription A" }).click();
  await basket(page)
    .getByRole("button", { name: /^Remove/ })
    .first()
    .click();
  await basket(page)
    .getByRole("button", { name: /^Remove/ })
    .first()
    .click();
  await expect(basket(page).getByTestId("basket-item")).toHaveCount(4);
  await expect(basket(page).getByText("4 out of 5 picked")).not.toHaveCSS("color", GREEN);
  await proceed(page);
  await expect(basket(page).getByText("You still have 1 item left to pick")).toBeVisible();

  // The cart and plan persist under 'cart' and 'subscriptionOptionNew'.
  await page.reload();
  const stored = await page.evaluate(() => ({
    cart: JSON.parse(window.localStorage.getItem("cart") ?? "[]") as {
      selected_variant: { size: { name: string } };
    }[],
    plan: JSON.parse(window.localStorage.getItem("subscriptionOptionNew") ?? "null") as unknown,
  }));
  expect(stored.cart).toHaveLength(4);
  expect(stored.cart[0]?.selected_variant.size.name).toBe("3-6 months");
  expect(stored.plan).toMatchObject({ plan: "Subscription A", limit: 5 });
  await expect(banner(page).getByRole("button", { name: "4 of 5 picked" })).toBeVisible();

  // Equal to the limit: on to /checkout.
  await page.goto(BLOUSE);
  await page.getByRole("radio", { name: /^3-6 months/ }).check();
  await page.getByRole("button", { name: "Add to wardrobe" }).click();
  await expect(basket(page)).toBeVisible();
  await proceed(page);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-plan")).toHaveText(
    "Subscription A · £25 a month · 5 items",
  );
});

interface ListedVariant {
  id: number;
  stock: number;
  size: { name: string; slug: string; order: number; metadata: unknown };
  color: { name: string };
}

/**
 * Stores a cart, as the browser keeps it, whose first item's variant has no stock left (sold out
 * since it was picked) followed by `inStock` picks of a variant with stock, and the plan of that
 * size. `keptFirst` makes the first in-stock pick a kept item.
 */
async function storeStaleCart(
  page: Page,
  request: APIRequestContext,
  inStock: number,
  keptFirst = false,
) {
  const ids = Array.from({ length: 64 }, (_, i) => i + 1).join(",");
  const { products } = (await (
    await request.get(`/api/catalogue/availability?product_ids=${ids}`)
  ).json()) as {
    products: {
      id: number;
      slug: string;
      name: string;
      images: string[];
      rrp: string;
      product_variants: ListedVariant[];
    }[];
  };
  const product = products.find(
    (p) =>
      p.product_variants.some((v) => v.stock === 0) &&
      p.product_variants.some((v) => v.stock > inStock),
  )!;
  const soldOut = product.product_variants.find((v) => v.stock === 0)!;
  const available = product.product_variants.find((v) => v.stock > inStock)!;
  const item = (variant: ListedVariant, uid: string, keptItem = false) => ({
    product: {
      slug: product.slug,
      name: product.name,
      images: product.images,
      id: product.id,
      rrp: product.rrp,
      product_variants: product.product_variants,
    },
    // The browser remembers the stock as it was when the item was picked.
    selected_variant: {
      id: variant.id,
      stock: 3,
      size: variant.size,
      color: { name: variant.color.name },
      product: { id: product.id, slug: product.slug, name: product.name },
    },
    uid,
    unavailable: false,
    keptItem,
  });
  const cart = [
    item(soldOut, "stale-1"),
    ...Array.from({ length: inStock }, (_, i) =>
      item(available, `pick-${i}`, keptFirst && i === 0),
    ),
  ];
  await page.addInitScript(
    ([cartJson, planJson]) => {
      window.localStorage.setItem("cart", cartJson!);
      window.localStorage.setItem("subscriptionOptionNew", planJson!);
    },
    [JSON.stringify(cart), JSON.stringify({ ...PLAN_A, limit: cart.length })],
  );
  return { rrp: product.rrp };
}

test("a stored cart whose variant has no stock left is caught: 'Your bag has unavailable items'", async ({
  page,
  request,
}) => {
  await storeStaleCart(page, request, 1, true);
  await page.goto("/collection");
  await banner(page).getByRole("button", { name: "2 of 2 picked" }).click();
  await expect(
    basket(page).getByTestId("basket-item").filter({ hasText: "In your Wardrobe" }),
  ).toHaveCount(1);
  await proceed(page);
  await expect(basket(page).getByText("Your bag has unavailable items")).toBeVisible();
  await expect(basket(page).getByText("No longer available")).toHaveCount(1);
  await expect(page).toHaveURL(/\/collection$/);
});

test("a garment sold out since it was picked, caught at payment: 'Some items are not available anymore', marked on /checkout (spec 8)", async ({
  page,
  request,
}) => {
  const { rrp } = await storeStaleCart(page, request, 4); // Subscription A's five
  await page.goto("/checkout");
  await signUpAtCheckout(page, unique());
  await fillAddressAndDay(page);
  await chooseDelivery(page);
  // The cart total (spec 4.6): the products' rrp taken as integers, summed.
  await expect(page.getByTestId("summary-worth")).toHaveText(`£${5 * Number.parseInt(rrp, 10)}`);
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Some items are not available anymore. Swap the marked items in the collection",
  );
  const marked = page.getByTestId("checkout-item").filter({ hasText: "No longer available" });
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute("data-unavailable", "true");
  await expect(page.getByTestId("checkout-item")).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
  await page.getByRole("link", { name: "Swap the marked items in the collection" }).click();
  await expect(page).toHaveURL(/\/collection$/);
});
