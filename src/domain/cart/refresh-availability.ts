import { isListable, listVariants } from "@/domain/catalogue/list-products";
import type { CatalogueProduct } from "@/domain/catalogue/types";
import { toCartProduct, toSelectedVariant } from "./build-cart-item";
import type { CartItem } from "./types";

/** Deep equality of JSON-like values, ignoring key order. */
export function structurallyEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const bRecord = b as Record<string, unknown>;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every(
    (key) => Object.hasOwn(bRecord, key) && structurallyEqual(aRecord[key], bRecord[key]),
  );
}

/** Cart entries deduplicated by structural equality (spec 4.6); the first of equal entries stays. */
export function dedupeCart(cart: readonly CartItem[]): CartItem[] {
  const kept: CartItem[] = [];
  for (const item of cart) {
    if (!kept.some((other) => structurallyEqual(other, item))) kept.push(item);
  }
  return kept;
}

/**
 * Availability refresh (spec 4.6), after deduplication. Each item takes the current product data.
 * Picks of one variant are counted in cart order; an item becomes unavailable once its running
 * count exceeds the variant's stock. A product no longer listed, or a variant deleted or gone,
 * makes the item unavailable. Kept items are already with the member: they take no stock and stay
 * available.
 */
export function refreshAvailability(
  cart: readonly CartItem[],
  products: readonly CatalogueProduct[],
): CartItem[] {
  const byId = new Map(products.filter(isListable).map((product) => [product.id, product]));
  const counts = new Map<number, number>();
  return dedupeCart(cart).map((item) => {
    const product = byId.get(item.product.id);
    const variant = product
      ? listVariants(product.product_variants).find(
          (candidate) => candidate.id === item.selected_variant.id,
        )
      : undefined;
    if (!product || !variant) return { ...item, unavailable: !item.keptItem };
    const refreshed = {
      ...item,
      product: toCartProduct(product),
      selected_variant: toSelectedVariant(variant, product),
    };
    if (item.keptItem) return { ...refreshed, unavailable: false };
    const count = (counts.get(variant.id) ?? 0) + 1;
    counts.set(variant.id, count);
    return { ...refreshed, unavailable: count > variant.stock };
  });
}
