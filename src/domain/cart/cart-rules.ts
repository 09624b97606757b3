import type { CartItem, CartPlan } from "./types";

export interface AddToCartResult {
  cart: CartItem[];
  added: boolean;
  /** The basket modal opens when the cart size then equals the plan limit. */
  openBasket: boolean;
}

/**
 * Adding (spec 4.6): added only when the selected variant's stock is above 0; a kept item is
 * always added. The basket opens when the new cart size equals the chosen plan's limit.
 */
export function addToCart(
  cart: readonly CartItem[],
  item: CartItem,
  plan: CartPlan | null,
): AddToCartResult {
  if (!item.keptItem && !(item.selected_variant.stock > 0)) {
    return { cart: [...cart], added: false, openBasket: false };
  }
  const next = [...cart, item];
  return { cart: next, added: true, openBasket: plan !== null && next.length === plan.limit };
}

export function removeFromCart(cart: readonly CartItem[], uid: string): CartItem[] {
  return cart.filter((item) => item.uid !== uid);
}

/** rrp taken as an integer, as parseInt reads it; unreadable values add nothing. */
function rrpAsInteger(rrp: number | string | null): number {
  const n = Number.parseInt(String(rrp ?? ""), 10);
  return Number.isNaN(n) ? 0 : n;
}

/** Cart total (spec 4.6): the sum of the products' rrp, taken as integers. */
export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + rrpAsInteger(item.product.rrp), 0);
}
