import { AGE_SIZES, ageSizesOf } from "./age-sizes";
import type { ListedProduct, OptionEntry } from "./types";
import { PRODUCT_AVAILABLE_TAG } from "./types";

/** Filter groups of the catalogue UI: the taxonomy types of spec 3.3 plus colour and size. */
export const FILTER_GROUP_KEYS = [
  "brand",
  "category",
  "concept",
  "material",
  "pattern",
  "season",
  "sleeve_length",
  "tag",
  "type",
  "fit",
  "color",
  "size",
] as const;
export type FilterGroupKey = (typeof FILTER_GROUP_KEYS)[number];

export interface FilterGroup {
  key: FilterGroupKey;
  options: OptionEntry[];
}

/** Age sizes sort before every other size option. */
const AGE_SIZE_ORDER = Number.MIN_SAFE_INTEGER / 2;

interface RankedOption extends OptionEntry {
  order: number;
}

/** Every option a product carries, by group (tags by lower-cased type, variants by colour and size). */
function optionsOf(product: ListedProduct): Map<FilterGroupKey, RankedOption[]> {
  const groups = new Map<FilterGroupKey, RankedOption[]>();
  const add = (key: string, entry: RankedOption) => {
    if (!(FILTER_GROUP_KEYS as readonly string[]).includes(key)) return;
    const list = groups.get(key as FilterGroupKey) ?? [];
    list.push(entry);
    groups.set(key as FilterGroupKey, list);
  };
  for (const { tag } of product.product_tags) {
    add(tag.type.toLowerCase(), { name: tag.name, value: tag.slug, meta: null, order: tag.order });
  }
  for (const variant of product.product_variants) {
    if (variant.color)
      add("color", {
        name: variant.color.name,
        value: variant.color.slug,
        meta: variant.color.metadata,
        order: variant.color.order,
      });
    if (variant.size) {
      // Sizes are one age-ordered set: a label that names an age ('12-18m', '6m') is filed under
      // the age sizes it stands for, before any size that names no age ('One size').
      const ages = ageSizesOf(variant.size.name);
      for (const age of ages)
        add("size", {
          name: age.name,
          value: age.slug,
          meta: age.slug === variant.size.slug ? variant.size.metadata : null,
          order: AGE_SIZE_ORDER - AGE_SIZES.length + AGE_SIZES.indexOf(age),
        });
      if (ages.length === 0)
        add("size", {
          name: variant.size.name,
          value: variant.size.slug,
          meta: variant.size.metadata,
          order: variant.size.order,
        });
    }
  }
  return groups;
}

/**
 * The options present in the listed products, per group, sorted by order then name.
 * An option is hidden when its lower-cased name or slug is in hiddenLabels (already lower-cased:
 * the built-in size list of spec 9 plus settings.hiddenFilters). Empty groups are left out. A size
 * label naming an age is never an option itself: its garments are under the age sizes (age-sizes.ts),
 * so a hidden legacy label ('12-18m') hides the label, not the garment.
 */
export function buildFilterGroups(
  products: readonly ListedProduct[],
  hiddenLabels: readonly string[],
): FilterGroup[] {
  const hidden = new Set(hiddenLabels.map((label) => label.trim().toLowerCase()));
  const collected = new Map<FilterGroupKey, Map<string, RankedOption>>();
  for (const product of products) {
    for (const [key, entries] of optionsOf(product)) {
      const bySlug = collected.get(key) ?? new Map<string, RankedOption>();
      for (const entry of entries) {
        if (hidden.has(entry.name.trim().toLowerCase()) || hidden.has(entry.value.toLowerCase()))
          continue;
        if (!bySlug.has(entry.value)) bySlug.set(entry.value, entry);
      }
      collected.set(key, bySlug);
    }
  }
  return FILTER_GROUP_KEYS.flatMap((key) => {
    const entries = [...(collected.get(key)?.values() ?? [])];
    if (entries.length === 0) return [];
    entries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
    return [{ key, options: entries.map(({ name, value, meta }) => ({ name, value, meta })) }];
  });
}

/**
 * Products matching the selected filter slugs: OR within a group, AND across groups.
 * 'product-available' is a group of its own (total stock above 0). A slug is assigned to the first
 * group (in FILTER_GROUP_KEYS order) that holds it in any listed product; an unknown slug must
 * simply be among the product's filter_tags. Matching is per product, not per variant.
 */
export function filterProducts(
  products: readonly ListedProduct[],
  selected: readonly string[],
): ListedProduct[] {
  if (selected.length === 0) return [...products];
  const perProduct = products.map((product) => {
    const slugs = new Map<string, Set<string>>();
    for (const [key, entries] of optionsOf(product))
      slugs.set(key, new Set(entries.map((e) => e.value)));
    return slugs;
  });
  const groupOf = (slug: string): string => {
    if (slug === PRODUCT_AVAILABLE_TAG) return PRODUCT_AVAILABLE_TAG;
    for (const key of FILTER_GROUP_KEYS) {
      if (perProduct.some((groups) => groups.get(key)?.has(slug))) return key;
    }
    return `unknown:${slug}`;
  };
  const wanted = new Map<string, string[]>();
  for (const slug of new Set(selected)) {
    const key = groupOf(slug);
    wanted.set(key, [...(wanted.get(key) ?? []), slug]);
  }
  return products.filter((product, index) =>
    [...wanted].every(([key, slugs]) => {
      if (!(FILTER_GROUP_KEYS as readonly string[]).includes(key)) {
        return slugs.some((slug) => product.filter_tags.includes(slug));
      }
      const own = perProduct[index]?.get(key as FilterGroupKey);
      return slugs.some((slug) => own?.has(slug) ?? false);
    }),
  );
}
