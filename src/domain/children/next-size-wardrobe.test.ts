import { describe, expect, it } from "vitest";
import {
  acceptedWardrobe,
  checkPieceChange,
  inOfferWindow,
  inSize,
  NEXT_SIZE_LEAD_DAYS,
  offerDay,
  pickNextSizeWardrobe,
  PIECE_CHANGE_MESSAGES,
  refreshPieces,
  stockInSize,
  swapChoices,
  variantsInStock,
  type WardrobeProduct,
  type WardrobeVariant,
} from "./next-size-wardrobe";

const size = (name: string, slug = name.toLowerCase().replaceAll(" ", "-")) => ({ name, slug });
const v = (id: number, stock: number, name = "3-4 years"): WardrobeVariant => ({
  id,
  stock,
  size: size(name),
});
const p = (id: number, ...variants: WardrobeVariant[]): WardrobeProduct => ({ id, variants });
const NEXT = "3-4-years";

describe("inSize", () => {
  it("matches the age size by name, legacy labels included", () => {
    expect(inSize(v(1, 1, "3-4 years"), NEXT)).toBe(true);
    expect(inSize(v(1, 1, "3-4y"), NEXT)).toBe(true);
    expect(inSize(v(1, 1, "2-4y"), NEXT)).toBe(true);
    expect(inSize(v(1, 1, "2-3 years"), NEXT)).toBe(false);
  });
  it("matches a label of no age by its own slug, and a variant with no size never", () => {
    expect(inSize({ id: 1, stock: 1, size: { name: "One size", slug: "one" } }, "one")).toBe(true);
    expect(inSize({ id: 1, stock: 1, size: { name: "One size", slug: "one" } }, NEXT)).toBe(false);
    expect(inSize({ id: 1, stock: 1, size: null }, NEXT)).toBe(false);
  });
});

describe("variantsInStock and stockInSize", () => {
  it("keeps the size's variants with stock, the most stock first, then the lowest id", () => {
    const product = p(1, v(5, 1), v(4, 3), v(3, 0), v(2, 1), v(1, 9, "2-3 years"));
    expect(variantsInStock(product, NEXT).map((x) => x.id)).toEqual([4, 2, 5]);
    expect(stockInSize(product, NEXT)).toBe(5);
    expect(stockInSize(p(2, v(1, 0)), NEXT)).toBe(0);
  });
});

describe("pickNextSizeWardrobe", () => {
  const products = [
    p(10, v(101, 1), v(102, 2)), // favourite; variant 102 has more
    p(20, v(201, 0)), // favourite, out of stock in the size
    p(30, v(301, 5, "2-3 years")), // past, not in the size
    p(40, v(401, 1)), // past
    p(50, v(501, 2)), // stock
    p(60, v(601, 7)), // stock, the most
    p(70, v(701, 2)), // stock, ties with 50: lower id first
  ];
  const base = {
    sizeSlug: NEXT,
    favouriteProductIds: [20, 10, 99],
    pastProductIds: [30, 10, 40],
    products,
  };

  it("takes favourites, then past choices, then the most stock in the size", () => {
    expect(pickNextSizeWardrobe({ ...base, limit: 10 })).toEqual([
      { productId: 10, variantId: 102, source: "favourite" },
      { productId: 40, variantId: 401, source: "past" },
      { productId: 60, variantId: 601, source: "stock" },
      { productId: 50, variantId: 501, source: "stock" },
      { productId: 70, variantId: 701, source: "stock" },
    ]);
  });

  it("stops at the plan's limit", () => {
    expect(pickNextSizeWardrobe({ ...base, limit: 2 }).map((x) => x.productId)).toEqual([10, 40]);
    expect(pickNextSizeWardrobe({ ...base, limit: 1 }).map((x) => x.productId)).toEqual([10]);
    expect(pickNextSizeWardrobe({ ...base, limit: 3 }).map((x) => x.productId)).toEqual([
      10, 40, 60,
    ]);
    expect(pickNextSizeWardrobe({ ...base, limit: 0 })).toEqual([]);
  });

  it("never picks an excluded product, nor one twice", () => {
    const pieces = pickNextSizeWardrobe({ ...base, limit: 10, excludeProductIds: [10, 60] });
    expect(pieces.map((x) => x.productId)).toEqual([40, 50, 70]);
    expect(pieces[0]!.source).toBe("past");
  });

  it("is the same whatever order the products come in", () => {
    const reversed = pickNextSizeWardrobe({
      ...base,
      limit: 10,
      products: [...products].reverse(),
    });
    expect(reversed).toEqual(pickNextSizeWardrobe({ ...base, limit: 10 }));
  });

  it("is empty when nothing is in stock in the size", () => {
    expect(
      pickNextSizeWardrobe({ ...base, limit: 5, products: [p(1, v(1, 0)), p(2, v(2, 3, "1-2y"))] }),
    ).toEqual([]);
  });
});

describe("refreshPieces", () => {
  const input = {
    sizeSlug: NEXT,
    favouriteProductIds: [3],
    pastProductIds: [],
    products: [p(1, v(11, 1)), p(2, v(21, 0), v(22, 0), v(23, 2)), p(3, v(31, 1)), p(4, v(41, 4))],
  };

  it("keeps a piece in stock as it is", () => {
    expect(refreshPieces([{ productId: 1, variantId: 11, source: "stock" }], input)).toEqual([
      { productId: 1, variantId: 11, source: "stock", position: 0, state: "kept", was: null },
    ]);
  });

  it("replaces a sold-out variant with the same product's variant in stock", () => {
    expect(refreshPieces([{ productId: 2, variantId: 21, source: "past" }], input)).toEqual([
      {
        productId: 2,
        variantId: 23,
        source: "past",
        position: 0,
        state: "replaced",
        was: { productId: 2, variantId: 21 },
      },
    ]);
  });

  it("else with the next pick not in the proposal, favourites first", () => {
    const sold = {
      ...input,
      products: [...input.products.slice(0, 3).map(soldOut), p(4, v(41, 4))],
    };
    sold.products[2] = input.products[2]!; // product 3, a favourite, in stock
    const shown = refreshPieces(
      [
        { productId: 1, variantId: 11, source: "stock" },
        { productId: 2, variantId: 21, source: "stock" },
      ],
      sold,
    );
    expect(shown).toEqual([
      {
        productId: 3,
        variantId: 31,
        source: "favourite",
        position: 0,
        state: "replaced",
        was: { productId: 1, variantId: 11 },
      },
      {
        productId: 4,
        variantId: 41,
        source: "stock",
        position: 1,
        state: "replaced",
        was: { productId: 2, variantId: 21 },
      },
    ]);
  });

  it("drops a piece nothing can replace, and lists it last", () => {
    const products = [p(1, v(11, 0)), p(2, v(21, 1))];
    expect(
      refreshPieces(
        [
          { productId: 1, variantId: 11, source: "favourite" },
          { productId: 2, variantId: 21, source: "stock" },
        ],
        { ...input, favouriteProductIds: [], products },
      ),
    ).toEqual([
      { productId: 2, variantId: 21, source: "stock", position: 1, state: "kept", was: null },
      {
        productId: 1,
        variantId: 11,
        source: "favourite",
        position: 0,
        state: "dropped",
        was: { productId: 1, variantId: 11 },
      },
    ]);
  });

  it("treats a variant no longer listed as out of stock", () => {
    const shown = refreshPieces([{ productId: 2, variantId: 29, source: "stock" }], input);
    expect(shown[0]).toMatchObject({ productId: 2, variantId: 23, state: "replaced" });
  });

  it("treats a product no longer listed as out of stock", () => {
    const shown = refreshPieces([{ productId: 9, variantId: 91, source: "stock" }], {
      ...input,
      favouriteProductIds: [],
      products: [p(4, v(41, 1))],
    });
    expect(shown[0]).toMatchObject({ productId: 4, state: "replaced", was: { productId: 9 } });
  });
});

function soldOut(product: WardrobeProduct): WardrobeProduct {
  return { ...product, variants: product.variants.map((x) => ({ ...x, stock: 0 })) };
}

describe("checkPieceChange", () => {
  const pieces = [
    { productId: 1, variantId: 11, source: "stock" as const },
    { productId: 2, variantId: 21, source: "stock" as const },
  ];
  it("accepts a variant of the size in stock of a product not in the other pieces", () => {
    expect(checkPieceChange(pieces, 0, { productId: 3, variant: v(31, 1) }, NEXT)).toBeNull();
    // The piece's own product in another colour.
    expect(checkPieceChange(pieces, 0, { productId: 1, variant: v(12, 1) }, NEXT)).toBeNull();
  });
  it("refuses a position outside the proposal", () => {
    for (const position of [-1, 2, 0.5])
      expect(checkPieceChange(pieces, position, { productId: 3, variant: v(31, 1) }, NEXT)).toBe(
        "no_such_piece",
      );
    expect(checkPieceChange(pieces, 1, { productId: 3, variant: v(31, 1) }, NEXT)).toBeNull();
  });
  it("refuses another size, no stock, or a product another piece holds", () => {
    expect(
      checkPieceChange(pieces, 0, { productId: 3, variant: v(31, 1, "2-3 years") }, NEXT),
    ).toBe("not_in_size");
    expect(checkPieceChange(pieces, 0, { productId: 3, variant: v(31, 0) }, NEXT)).toBe(
      "out_of_stock",
    );
    expect(checkPieceChange(pieces, 0, { productId: 2, variant: v(22, 1) }, NEXT)).toBe(
      "already_in",
    );
  });
  it("has a message for each refusal", () => {
    expect(PIECE_CHANGE_MESSAGES.already_in).toBe("That garment is already in this wardrobe.");
    expect(PIECE_CHANGE_MESSAGES.out_of_stock).toBe(
      "Sorry, that garment has just gone out of stock in this size.",
    );
    expect(PIECE_CHANGE_MESSAGES.not_in_size).toBe(
      "That garment is not in your child's next size.",
    );
    expect(PIECE_CHANGE_MESSAGES.no_such_piece).toBe(
      "That piece is not in this wardrobe any more. Please reload the page.",
    );
  });
});

describe("swapChoices", () => {
  const pieces = [
    { productId: 1, variantId: 11, source: "stock" as const },
    { productId: 2, variantId: 21, source: "stock" as const },
  ];
  const products = [
    p(1, v(11, 1), v(12, 2)),
    p(2, v(21, 5)),
    p(3, v(31, 1)),
    p(4, v(41, 3), v(42, 0)),
    p(5, v(51, 3, "2-3 years")),
    p(6, v(61, 1)),
  ];
  it("offers the size's variants in stock of products no other piece holds, by stock", () => {
    expect(swapChoices(pieces, 0, products, NEXT, 10)).toEqual([
      { productId: 1, variantId: 12 },
      { productId: 4, variantId: 41 },
      { productId: 3, variantId: 31 },
      { productId: 6, variantId: 61 },
    ]);
    // Product 2's only variant is the piece's own; product 1 is the other piece's.
    expect(swapChoices(pieces, 1, products, NEXT, 10).map((x) => x.productId)).toEqual([4, 3, 6]);
  });
  it("ties go to the lowest product id, whatever order the products come in", () => {
    expect(
      swapChoices(pieces, 0, [...products].reverse(), NEXT, 10).map((x) => x.productId),
    ).toEqual([1, 4, 3, 6]);
  });
  it("for a position outside the proposal, offers what no piece holds", () => {
    expect(swapChoices(pieces, 5, products, NEXT, 10).map((x) => x.productId)).toEqual([4, 3, 6]);
  });
  it("offers at most `max`", () => {
    expect(swapChoices(pieces, 0, products, NEXT, 2)).toHaveLength(2);
  });
});

describe("the offer's window", () => {
  it("opens 21 days before the next size and closes the day it comes", () => {
    expect(NEXT_SIZE_LEAD_DAYS).toBe(21);
    expect(offerDay("2027-03-22")).toBe("2027-03-01");
    expect(offerDay("2027-01-10")).toBe("2026-12-20");
    expect(inOfferWindow("2027-03-22", "2027-02-28")).toBe(false);
    expect(inOfferWindow("2027-03-22", "2027-03-01")).toBe(true);
    expect(inOfferWindow("2027-03-22", "2027-03-21")).toBe(true);
    expect(inOfferWindow("2027-03-22", "2027-03-22")).toBe(false);
  });
});

describe("acceptedWardrobe", () => {
  it("is the pieces, then kept garments up to the limit", () => {
    expect(acceptedWardrobe(["a", "b"], ["k1", "k2", "k3"], 3)).toEqual(["a", "b", "k1"]);
    expect(acceptedWardrobe(["a", "b"], ["k1"], 4)).toEqual(["a", "b", "k1"]);
    expect(acceptedWardrobe(["a", "b", "c"], ["k1"], 2)).toEqual(["a", "b"]);
    expect(acceptedWardrobe(["a", "b"], ["k1"], 2)).toEqual(["a", "b"]);
  });
});
