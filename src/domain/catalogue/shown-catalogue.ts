/**
 * What /collection hands to its client components (issue 8, "the page weighs what it shows"): only
 * the fields a card or a filter renders, so the page's RSC payload carries no product data it does
 * not use (no descriptions, tags, option metadata, SKUs or sold-out variants).
 */
import { DEFAULT_PRODUCT_IMAGE } from "../images";
import type { FilterGroup, FilterGroupKey } from "./filter-groups";
import type { ListedProduct } from "./types";
import { variantsOfChoice, type VariantChoice } from "./variant-choice";

/** A card's stock input: a variant that has stock, and how much. */
export interface CardVariant {
  id: number;
  stock: number;
}

export interface CardProduct {
  slug: string;
  name: string;
  brand: string | null;
  price: number;
  /** The first picture's path (the default picture when the product has none). */
  image: string;
  /**
   * The variants with stock. A sold-out variant adds nothing to the card's count (spec 2.10: stock
   * less the cart's picks, never below 0), so it is left out.
   */
  variants: CardVariant[];
  /**
   * With a size (or colour) chosen on /collection: its name ('3-6 months'), and `variants` are only
   * the variants of that choice with stock, so the card says whether it is available in it.
   */
  choice?: string;
}

export function toCardProduct(
  product: ListedProduct,
  choice: VariantChoice | null = null,
): CardProduct {
  const variants = choice ? variantsOfChoice(product, choice) : product.product_variants;
  return {
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    price: product.price,
    image: product.images[0] ?? DEFAULT_PRODUCT_IMAGE,
    variants: variants
      .filter((variant) => variant.stock > 0)
      .map(({ id, stock }) => ({ id, stock })),
    ...(choice ? { choice: choice.label } : {}),
  };
}

export interface ShownFilterOption {
  name: string;
  value: string;
}

export interface ShownFilterGroup {
  key: FilterGroupKey;
  options: ShownFilterOption[];
}

/** Groups shown first: what parents filter by most. The others keep the order they came in. */
const FIRST_GROUPS: readonly FilterGroupKey[] = ["size", "color", "category", "brand"];

function rank(key: FilterGroupKey): number {
  const index = FIRST_GROUPS.indexOf(key);
  return index === -1 ? FIRST_GROUPS.length : index;
}

/** The filter groups in the order they are shown, each option only its label and its slug. */
export function toShownFilterGroups(groups: readonly FilterGroup[]): ShownFilterGroup[] {
  return [...groups]
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map((group) => ({
      key: group.key,
      options: group.options.map(({ name, value }) => ({ name, value })),
    }));
}

/**
 * The page numbers a pager links to: the first, the last, and the current one with its neighbours;
 * null stands for a gap of left-out pages. Empty when everything fits on one page.
 */
export function pagerPages(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 1) return [];
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const shown: (number | null)[] = [];
  for (const n of pages) {
    const previous = shown.at(-1);
    if (typeof previous === "number" && n - previous === 2) shown.push(previous + 1);
    else if (typeof previous === "number" && n - previous > 2) shown.push(null);
    shown.push(n);
  }
  return shown;
}
