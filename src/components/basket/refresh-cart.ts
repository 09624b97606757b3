import { refreshAvailability } from "@/domain/cart/refresh-availability";
import type { CartItem } from "@/domain/cart/types";
import type { CatalogueProduct } from "@/domain/catalogue/types";

/**
 * The cart refreshed against current product data (spec 4.6) from
 * GET /api/catalogue/availability. Without an answer the cart is returned as it is.
 */
export async function refreshCart(cart: readonly CartItem[]): Promise<CartItem[]> {
  if (cart.length === 0) return [...cart];
  const ids = [...new Set(cart.map((item) => item.product.id))].join(",");
  try {
    const response = await fetch(`/api/catalogue/availability?product_ids=${ids}`, { cache: "no-store" });
    if (!response.ok) return [...cart];
    const body = (await response.json()) as { products: CatalogueProduct[] };
    return refreshAvailability(cart, body.products);
  } catch {
    return [...cart];
  }
}
