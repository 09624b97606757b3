import { callApi } from "@/components/api/call-api";
import { cartAvailabilityContract } from "@/domain/api/cart-availability-contract";
import { refreshAvailability } from "@/domain/cart/refresh-availability";
import type { CartItem } from "@/domain/cart/types";

/**
 * The cart refreshed against current product data (spec 4.6) from
 * GET /api/catalogue/availability. Without an answer the cart is returned as it is.
 */
export async function refreshCart(cart: readonly CartItem[]): Promise<CartItem[]> {
  if (cart.length === 0) return [...cart];
  const ids = [...new Set(cart.map((item) => item.product.id))].join(",");
  const result = await callApi(cartAvailabilityContract, { product_ids: ids });
  return result.ok ? refreshAvailability(cart, result.data.products) : [...cart];
}
