/** Builders of cart data for unit tests. */
import { option, product, variant } from "@/domain/catalogue/test-fixtures";
import type { CatalogueProduct } from "@/domain/catalogue/types";
import { buildCartItem } from "./build-cart-item";
import type { CartItem, UidGenerator } from "./types";

export function counterUid(prefix = "uid"): UidGenerator {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

export const small = option(10, "Small", 1);
export const large = option(11, "Large", 2);
export const red = option(1, "Red", 1);
export const blue = option(2, "Blue", 2);

/** A product whose variants are (id, stock) pairs, each a distinct size in red. */
export function productWithStock(
  id: number,
  stocks: Record<number, unknown>,
  fields: Partial<CatalogueProduct> = {},
): CatalogueProduct {
  return product(id, {
    product_variants: Object.entries(stocks).map(([variantId, stock], index) =>
      variant(Number(variantId), id, {
        stock,
        color: red,
        size: option(100 + index, `Size ${index}`, index),
      }),
    ),
    ...fields,
  });
}

/** A cart item picking the given variant of a product. */
export function pickOf(
  p: CatalogueProduct,
  variantId: number,
  uid: string,
  keptItem = false,
): CartItem {
  const chosen = p.product_variants.find((v) => v.id === variantId);
  if (!chosen) throw new Error(`variant ${variantId} not in product ${p.id}`);
  const item = buildCartItem(p, chosen.size?.name ?? null, chosen.color?.name ?? null, () => uid);
  if (item?.selected_variant.id !== variantId)
    throw new Error(`variant ${variantId} not selectable by its names`);
  return { ...item, keptItem };
}
