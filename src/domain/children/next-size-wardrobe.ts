/**
 * Sizes ahead of time (issue 27, docs/growing.md part 'sizes-ahead'): the next-size wardrobe a
 * family is offered three weeks before their child's predicted next size, picked from their
 * favourites, then their past choices, then what is in stock in that size. Pure and deterministic:
 * the same catalogue and family give the same pieces.
 */
import { ageSizesOf } from "@/domain/catalogue/age-sizes";

/** The offer comes this many days before the child's predicted next size (G2-1). */
export const NEXT_SIZE_LEAD_DAYS = 21;

export type PieceSource = "favourite" | "past" | "stock";

/** A variant as the chooser needs it: its stock and its size option's name and slug. */
export interface WardrobeVariant {
  id: number;
  stock: number;
  size: { name: string; slug: string } | null;
}

export interface WardrobeProduct {
  id: number;
  variants: readonly WardrobeVariant[];
}

export interface NextSizePiece {
  productId: number;
  variantId: number;
  source: PieceSource;
}

/** The size slugs a variant counts under: its age sizes, or its own slug for a label of no age. */
function sizeSlugs(variant: WardrobeVariant): string[] {
  if (!variant.size) return [];
  const ages = ageSizesOf(variant.size.name);
  return ages.length > 0 ? ages.map((age) => age.slug) : [variant.size.slug];
}

/** Whether a variant is of the size (an age-size slug, legacy labels included). */
export function inSize(variant: WardrobeVariant, sizeSlug: string): boolean {
  return sizeSlugs(variant).includes(sizeSlug);
}

/** A product's variants of the size with stock: the most stock first, then the lowest id. */
export function variantsInStock(
  product: WardrobeProduct,
  sizeSlug: string,
): readonly WardrobeVariant[] {
  return product.variants
    .filter((variant) => variant.stock > 0 && inSize(variant, sizeSlug))
    .sort((a, b) => b.stock - a.stock || a.id - b.id);
}

/** A product's stock in the size, all its variants of the size together. */
export function stockInSize(product: WardrobeProduct, sizeSlug: string): number {
  return variantsInStock(product, sizeSlug).reduce((sum, variant) => sum + variant.stock, 0);
}

export interface WardrobeChoiceInput {
  /** The plan's garment limit: at most this many pieces. */
  limit: number;
  /** The next size's slug (an age size, e.g. '3-4-years'). */
  sizeSlug: string;
  /** The family's favourites, the most recent first. */
  favouriteProductIds: readonly number[];
  /** Products the family rented before, the most recent first. */
  pastProductIds: readonly number[];
  /** The listed products (any order). */
  products: readonly WardrobeProduct[];
  /** Products already in the wardrobe, never picked again. */
  excludeProductIds?: readonly number[];
}

/**
 * Up to `limit` pieces, one a product, each a variant of the size with stock: first the
 * favourites, then the past choices (each in the family's order), then the other products with the
 * most stock in that size (ties: the lowest product id). Within a product, the variant with the
 * most stock (ties: the lowest id).
 */
export function pickNextSizeWardrobe(input: WardrobeChoiceInput): NextSizePiece[] {
  const byId = new Map(input.products.map((product) => [product.id, product]));
  const used = new Set<number>(input.excludeProductIds);
  const pieces: NextSizePiece[] = [];
  const offer = (productIds: readonly number[], source: PieceSource) => {
    for (const productId of productIds) {
      if (pieces.length >= input.limit) return;
      const product = byId.get(productId);
      if (!product || used.has(productId)) continue;
      const variant = variantsInStock(product, input.sizeSlug)[0];
      if (!variant) continue;
      used.add(productId);
      pieces.push({ productId, variantId: variant.id, source });
    }
  };
  offer(input.favouriteProductIds, "favourite");
  offer(input.pastProductIds, "past");
  const byStock = [...input.products]
    .map((product) => ({ id: product.id, stock: stockInSize(product, input.sizeSlug) }))
    .sort((a, b) => b.stock - a.stock || a.id - b.id)
    .map((product) => product.id);
  offer(byStock, "stock");
  return pieces;
}

export interface ShownPiece extends NextSizePiece {
  /** The stored piece's place in the proposal (what a change names). */
  position: number;
  /** The piece as stored: 'kept' in stock, 'replaced' by another (see `was`), or 'dropped'. */
  state: "kept" | "replaced" | "dropped";
  /** For a replaced or dropped piece: the variant that went out of stock. */
  was: { productId: number; variantId: number } | null;
}

/**
 * The proposal's stored pieces against today's stock (G2-5): a piece in stock stays; one out of
 * stock in its variant becomes another colour of the same product in the size with stock, else the
 * next pick of the same order (favourites, past, stock) among products not in the proposal, else it
 * is dropped. Dropped pieces come last, with no variant to take.
 */
export function refreshPieces(
  stored: readonly NextSizePiece[],
  input: Omit<WardrobeChoiceInput, "limit" | "excludeProductIds">,
): ShownPiece[] {
  const byId = new Map(input.products.map((product) => [product.id, product]));
  const stockOf = (piece: NextSizePiece) =>
    byId.get(piece.productId)?.variants.find((variant) => variant.id === piece.variantId)?.stock ??
    0;
  const used = stored.map((piece) => piece.productId);
  const shown: ShownPiece[] = [];
  const dropped: ShownPiece[] = [];
  for (const [position, piece] of stored.entries()) {
    if (stockOf(piece) > 0) {
      shown.push({ ...piece, position, state: "kept", was: null });
      continue;
    }
    const was = { productId: piece.productId, variantId: piece.variantId };
    const product = byId.get(piece.productId);
    const sameProduct = product ? variantsInStock(product, input.sizeSlug)[0] : undefined;
    const next = sameProduct
      ? { productId: piece.productId, variantId: sameProduct.id, source: piece.source }
      : pickNextSizeWardrobe({ ...input, limit: 1, excludeProductIds: used })[0];
    if (next) {
      used.push(next.productId);
      shown.push({ ...next, position, state: "replaced", was });
    } else dropped.push({ ...piece, position, state: "dropped", was });
  }
  return [...shown, ...dropped];
}

export type PieceChangeProblem = "no_such_piece" | "not_in_size" | "out_of_stock" | "already_in";

/**
 * Whether the piece at `position` may become `variantId`: a variant of the size with stock, of a
 * product no other piece of the proposal holds.
 */
export function checkPieceChange(
  pieces: readonly NextSizePiece[],
  position: number,
  change: { productId: number; variant: WardrobeVariant },
  sizeSlug: string,
): PieceChangeProblem | null {
  if (!Number.isInteger(position) || position < 0 || position >= pieces.length)
    return "no_such_piece";
  if (!inSize(change.variant, sizeSlug)) return "not_in_size";
  if (change.variant.stock <= 0) return "out_of_stock";
  const other = pieces.some(
    (piece, index) => index !== position && piece.productId === change.productId,
  );
  return other ? "already_in" : null;
}

/** What the member is told when a change is refused. */
export const PIECE_CHANGE_MESSAGES: Record<PieceChangeProblem, string> = {
  no_such_piece: "That piece is not in this wardrobe any more. Please reload the page.",
  not_in_size: "That garment is not in your child's next size.",
  out_of_stock: "Sorry, that garment has just gone out of stock in this size.",
  already_in: "That garment is already in this wardrobe.",
};

/**
 * The other garments a piece may become: every variant of the size with stock of a product that no
 * other piece holds (the piece's own product in another colour included), its own variant left
 * out; by the products' stock in the size (ties: the lowest id), at most `max`.
 */
export function swapChoices(
  pieces: readonly NextSizePiece[],
  position: number,
  products: readonly WardrobeProduct[],
  sizeSlug: string,
  max: number,
): { productId: number; variantId: number }[] {
  const others = new Set(
    pieces.filter((_, index) => index !== position).map((piece) => piece.productId),
  );
  const current = pieces[position]?.variantId;
  return products
    .filter((product) => !others.has(product.id))
    .map((product) => ({ product, stock: stockInSize(product, sizeSlug) }))
    .sort((a, b) => b.stock - a.stock || a.product.id - b.product.id)
    .flatMap(({ product }) =>
      variantsInStock(product, sizeSlug)
        .filter((variant) => variant.id !== current)
        .map((variant) => ({ productId: product.id, variantId: variant.id })),
    )
    .slice(0, max);
}

/** The day the offer is due: `NEXT_SIZE_LEAD_DAYS` before the next size (ISO days, UTC). */
export function offerDay(nextFrom: string): string {
  const day = new Date(`${nextFrom}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - NEXT_SIZE_LEAD_DAYS);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether a child is in the offer's window on `today` (ISO days): from 21 days before the next
 * size up to the day before it. From that day on the child wears it and the offer is late.
 */
export function inOfferWindow(nextFrom: string, today: string): boolean {
  return offerDay(nextFrom) <= today && today < nextFrom;
}

/**
 * The wardrobe 'Accept' puts in the basket (G2-6): the proposal's pieces, then garments the family
 * holds now, kept, until the plan's limit, so the swap can be confirmed at once; never more than
 * the limit.
 */
export function acceptedWardrobe<T>(pieces: readonly T[], kept: readonly T[], limit: number): T[] {
  const taken = pieces.slice(0, limit);
  // `taken` is at most `limit` long, so what is left is never negative.
  return [...taken, ...kept.slice(0, limit - taken.length)];
}
