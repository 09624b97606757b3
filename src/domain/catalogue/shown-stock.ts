import { normaliseStock } from "./list-products";

/** The part of a cart item this rule reads (see src/domain/cart/types.ts). */
export interface HeldCartItem {
  selected_variant: { id: number };
  keptItem: boolean;
}

/**
 * Stock shown to the user (spec 2.10): the variant's stock less the picks of that variant already
 * in the cart, never below 0. Kept items are already with the member, so they hold no stock.
 */
export function stockShownToUser(
  variant: { id: number; stock: unknown },
  cart: readonly HeldCartItem[],
): number {
  const held = cart.filter(
    (item) => !item.keptItem && item.selected_variant.id === variant.id,
  ).length;
  return Math.max(0, normaliseStock(variant.stock) - held);
}
