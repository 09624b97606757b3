/**
 * Stock in the chosen size (issue 26): with a size (or colour) chosen on /collection, 'In stock
 * only' keeps the garments that have a variant of that size and colour in stock, and each card
 * says whether that size is available. Matching is per variant, as the size and colour filters
 * themselves are (a legacy label such as '12-18m' stands for its age sizes, age-sizes.ts).
 */
import { ageSizesOf } from "./age-sizes";
import type { FilterGroup } from "./filter-groups";
import type { FilterQuery } from "./filter-query";
import type { ListedProduct, ListedVariant } from "./types";

/** The size filter values a variant stands for: its age sizes, else its own size's slug. */
export function sizeSlugsOf(variant: Pick<ListedVariant, "size">): string[] {
  if (!variant.size) return [];
  const ages = ageSizesOf(variant.size.name);
  return ages.length > 0 ? ages.map((age) => age.slug) : [variant.size.slug];
}

/** The sizes and colours chosen on /collection, and how a card names them ('3-6 months'). */
export interface VariantChoice {
  sizes: string[];
  colours: string[];
  /** The chosen sizes' names ('3-6 months or 6-9 months'), then the colours', comma-separated. */
  label: string;
}

/**
 * The variant choice of a filter state, or null when neither a size nor a colour is chosen. The
 * names come from the filter groups (a slug no listed garment has keeps its slug as its name).
 */
export function variantChoiceOf(
  query: FilterQuery,
  groups: readonly FilterGroup[],
): VariantChoice | null {
  const sizes = query.groups.size ?? [];
  const colours = query.groups.color ?? [];
  if (sizes.length === 0 && colours.length === 0) return null;
  const nameOf = (key: "size" | "color", slug: string) =>
    groups.find((group) => group.key === key)?.options.find((o) => o.value === slug)?.name ?? slug;
  const label = [
    sizes.map((slug) => nameOf("size", slug)).join(" or "),
    colours.map((slug) => nameOf("color", slug)).join(" or "),
  ]
    .filter(Boolean)
    .join(", ");
  return { sizes, colours, label };
}

/** The product's variants of the chosen sizes and colours (any size or colour when none is chosen). */
export function variantsOfChoice(
  product: Pick<ListedProduct, "product_variants">,
  choice: Pick<VariantChoice, "sizes" | "colours">,
): ListedVariant[] {
  return product.product_variants.filter(
    (variant) =>
      (choice.sizes.length === 0 || sizeSlugsOf(variant).some((s) => choice.sizes.includes(s))) &&
      (choice.colours.length === 0 ||
        (variant.color != null && choice.colours.includes(variant.color.slug))),
  );
}

/** Whether a variant of the chosen size and colour is in stock (stock above 0). */
export function inStockInChoice(
  product: Pick<ListedProduct, "product_variants">,
  choice: Pick<VariantChoice, "sizes" | "colours">,
): boolean {
  return variantsOfChoice(product, choice).some((variant) => variant.stock > 0);
}
