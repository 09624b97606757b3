/**
 * The monthly cycle in the browser (issue 9): a live member's wardrobe starts from the garments they
 * hold, each a kept item ('In your Wardrobe'); they remove the ones to swap and pick new ones.
 */
import type { CatalogueProduct } from "@/domain/catalogue/types";
import type { CartPlan, CartItem, UidGenerator } from "./types";
import { toCartProduct, toSelectedVariant } from "./build-cart-item";
import type { SubscriptionOption } from "@/domain/content/settings";

export interface HeldGarmentRef {
  variantId: number;
  productId: number;
}

/** One kept item per held garment; a garment whose product is no longer listed is left out. */
export function keptItemsFromProducts(
  held: readonly HeldGarmentRef[],
  products: readonly CatalogueProduct[],
  newUid: UidGenerator,
): CartItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return held.flatMap(({ variantId, productId }) => {
    const product = byId.get(productId);
    const variant = product?.product_variants.find((v) => v.id === variantId);
    if (!product || !variant) return [];
    return [
      {
        product: toCartProduct(product),
        selected_variant: toSelectedVariant(variant, product),
        uid: newUid(),
        unavailable: false,
        keptItem: true,
      },
    ];
  });
}

/** The wardrobe for this period: the held garments, then the new picks already in the cart. */
export function startWardrobe(cart: readonly CartItem[], kept: readonly CartItem[]): CartItem[] {
  return [...kept, ...cart.filter((item) => !item.keptItem)];
}

/** Identifies what the member held when their wardrobe was last started, so it starts once. */
export function wardrobeKey(userId: string, held: readonly HeldGarmentRef[]): string {
  const ids = held.map((g) => g.variantId).sort((a, b) => a - b);
  return `${userId}:${ids.join(",")}`;
}

/** The member's plan as the basket holds it, from the price they pay. */
export function memberCartPlan(
  options: readonly SubscriptionOption[],
  paymentPriceId: string | null,
): CartPlan | null {
  const option = options.find((o) => o.paymentPriceId === paymentPriceId);
  return option ? { ...option } : null;
}
