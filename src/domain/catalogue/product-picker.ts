/**
 * The product page's colour and size pickers and the 'Add to wardrobe' rule (spec 2.10, 4.6): what
 * each choice shows, which variant the choices select, and why it cannot be added.
 */
import { toSizeOptions } from "./option-lists";
import { stockShownToUser, type HeldCartItem } from "./shown-stock";
import type { ListedVariant } from "./types";

export const PICKER_MESSAGES = {
  chooseSize: "Choose a size to add it to your wardrobe",
  unavailable: "This combination is not available",
  outOfStock: "This size is out of stock",
  allInWardrobe: "Every one we have in this size is already in your wardrobe",
} as const;

/** '3 left' or 'sold out'. */
export function stockLabel(stock: number): string {
  return stock > 0 ? `${stock} left` : "sold out";
}

/** One colour or size to pick, with the stock shown to the user summed over its variants. */
export interface PickerChoice {
  value: string;
  name: string;
  stock: number;
}

export interface PickerState {
  colours: PickerChoice[];
  /** The sizes of the chosen colour; empty when the product has no sizes. */
  sizes: PickerChoice[];
  /** The variant the choices point at. */
  selected: ListedVariant | undefined;
  /** Why 'Add to wardrobe' is refused; null when the selected variant may be added. */
  refusal: string | null;
  /** The line under the button: the refusal, or the selected size's stock. */
  note: string;
}

const shownSum = (variants: readonly ListedVariant[], cart: readonly HeldCartItem[]) =>
  variants.reduce((sum, variant) => sum + stockShownToUser(variant, cart), 0);

/** The product's colours, each once, by option order then name. */
function colourRefs(variants: readonly ListedVariant[]) {
  const bySlug = new Map<string, NonNullable<ListedVariant["color"]>>();
  for (const variant of variants) {
    if (variant.color && !bySlug.has(variant.color.slug))
      bySlug.set(variant.color.slug, variant.color);
  }
  return [...bySlug.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** The colour chosen when the page opens: the first with stock, else the first; null without colours. */
export function initialColour(variants: readonly ListedVariant[]): string | null {
  const colours = colourRefs(variants);
  const inStock = colours.find((c) =>
    variants.some((v) => v.color?.slug === c.slug && v.stock > 0),
  );
  return (inStock ?? colours[0])?.slug ?? null;
}

/** The size kept after choosing another colour: kept only when that colour has it. */
export function sizeAfterColourChange(
  variants: readonly ListedVariant[],
  colour: string,
  size: string | null,
): string | null {
  return variants.some((v) => v.color?.slug === colour && v.size?.slug === size) ? size : null;
}

/**
 * Everything the pickers show for the chosen colour and size, given the cart (whose picks lower
 * the stock shown, spec 2.10). A variant is refused when no size is chosen although the product
 * has sizes, when no variant has this combination, when it has no stock, or when the cart
 * already holds all of it.
 */
export function pickerState(
  variants: readonly ListedVariant[],
  cart: readonly HeldCartItem[],
  colour: string | null,
  size: string | null,
): PickerState {
  const colours = colourRefs(variants).map((c) => ({
    value: c.slug,
    name: c.name,
    stock: shownSum(
      variants.filter((v) => v.color?.slug === c.slug),
      cart,
    ),
  }));
  const ofColour = variants.filter((v) => colour === null || v.color?.slug === colour);
  const sizes = toSizeOptions(ofColour).map((option) => ({
    value: option.value,
    name: option.name,
    stock: shownSum(
      ofColour.filter((v) => v.size?.slug === option.value),
      cart,
    ),
  }));
  const needsSize = sizes.length > 0;
  const selected = ofColour.find((v) => (needsSize ? v.size?.slug === size : true));
  const selectedStock = selected ? stockShownToUser(selected, cart) : 0;

  let refusal: string | null = null;
  if (needsSize && size === null) refusal = PICKER_MESSAGES.chooseSize;
  else if (!selected) refusal = PICKER_MESSAGES.unavailable;
  else if (selected.stock === 0) refusal = PICKER_MESSAGES.outOfStock;
  else if (selectedStock === 0) refusal = PICKER_MESSAGES.allInWardrobe;

  const note = refusal ?? (selected ? `${stockLabel(selectedStock)} in this size` : "");
  return { colours, sizes, selected, refusal, note };
}

/** The confirmation after adding, e.g. 'Added to your wardrobe: Sage romper, 3-6 months'. */
export function addedMessage(productName: string, variant: Pick<ListedVariant, "size">): string {
  return `Added to your wardrobe: ${productName}, ${variant.size?.name ?? "one size"}`;
}

/** The status line: the confirmation, if any, then the note. */
export function pickerStatus(added: string | null, state: Pick<PickerState, "note">): string {
  return [added, state.note].filter(Boolean).join(". ");
}
