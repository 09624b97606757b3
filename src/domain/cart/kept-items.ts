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

/**
 * The wardrobe for this period: the held garments, then the new picks already in the cart. A pick
 * the member now holds (the order that took it has been placed) is one of the held garments, so it
 * is not counted again, one pick per held garment of its variant.
 */
export function startWardrobe(cart: readonly CartItem[], kept: readonly CartItem[]): CartItem[] {
  const held = new Map<number, number>();
  for (const item of kept)
    held.set(item.selected_variant.id, (held.get(item.selected_variant.id) ?? 0) + 1);
  const picks = cart.filter((item) => {
    if (item.keptItem) return false;
    const left = held.get(item.selected_variant.id) ?? 0;
    if (left === 0) return true;
    held.set(item.selected_variant.id, left - 1);
    return false;
  });
  return [...kept, ...picks];
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
