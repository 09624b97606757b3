import type { SortKey } from "./filter-query";

interface Sortable {
  price: number;
  product_variants: readonly { stock: number }[];
}

/** Whether any of the product's variants has stock (what 'In stock first' puts first). */
function inStock(product: Sortable): boolean {
  return product.product_variants.some((variant) => Number(variant.stock) > 0);
}

/**
 * The list in the order a parent chose (issue 13); without one, the shop's own order (orderKey,
 * spec 5) as listed. Sorting is stable: equals keep the shop's order.
 */
export function sortProducts<P extends Sortable>(
  products: readonly P[],
  sort: SortKey | undefined,
): P[] {
  const list = [...products];
  if (sort === "price-low") return list.sort((a, b) => a.price - b.price);
  if (sort === "price-high") return list.sort((a, b) => b.price - a.price);
  if (sort === "in-stock") return list.sort((a, b) => Number(inStock(b)) - Number(inStock(a)));
  return list;
}
