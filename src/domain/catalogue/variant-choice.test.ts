import { describe, expect, it } from "vitest";
import { buildFilterGroups } from "./filter-groups";
import { parseFilterQuery } from "./filter-query";
import { listProducts } from "./list-products";
import { toCardProduct } from "./shown-catalogue";
import { option, product, variant } from "./test-fixtures";
import { inStockInChoice, sizeSlugsOf, variantChoiceOf, variantsOfChoice } from "./variant-choice";

const size3m = option(1, "3-6 months", 2);
const legacy12m = option(2, "12-18m", 5);
const oneSize = option(3, "One size", 9);
const blue = option(4, "Blue", 1);
const sage = option(5, "Sage", 2);

const [romper, cardigan] = listProducts([
  product(1, {
    product_variants: [
      variant(10, 1, { size: size3m, color: blue, stock: 0 }),
      variant(11, 1, { size: size3m, color: sage, stock: 2 }),
      variant(12, 1, { size: legacy12m, color: blue, stock: 4 }),
    ],
  }),
  product(2, {
    product_variants: [
      variant(20, 2, { size: size3m, color: blue, stock: 0 }),
      variant(21, 2, { size: oneSize, color: blue, stock: 3 }),
    ],
  }),
]);
const groups = buildFilterGroups([romper!, cardigan!], []);

describe("a variant's sizes", () => {
  it("are its age sizes, or its own size when it names no age", () => {
    expect(sizeSlugsOf(romper!.product_variants[2]!)).toEqual(["12-18-months"]);
    expect(sizeSlugsOf(cardigan!.product_variants[1]!)).toEqual(["one-size"]);
    expect(sizeSlugsOf({ size: null })).toEqual([]);
  });
});

describe("the chosen size and colour", () => {
  it("is null without a size or colour, and named from the filter groups", () => {
    expect(variantChoiceOf(parseFilterQuery({ brand: "x" }), groups)).toBeNull();
    expect(
      variantChoiceOf(parseFilterQuery({ size: ["3-6-months", "12-18-months"] }), groups),
    ).toEqual({
      sizes: ["3-6-months", "12-18-months"],
      colours: [],
      label: "3-6 months or 12-18 months",
    });
    expect(
      variantChoiceOf(parseFilterQuery({ size: "3-6-months", color: "sage" }), groups)?.label,
    ).toBe("3-6 months, Sage");
    expect(variantChoiceOf(parseFilterQuery({ size: "made-up" }), groups)?.label).toBe("made-up");
  });

  it("is in stock only when a variant of that size (and colour) has stock", () => {
    const choice = variantChoiceOf(parseFilterQuery({ size: "3-6-months" }), groups)!;
    expect(inStockInChoice(romper!, choice)).toBe(true);
    expect(inStockInChoice(cardigan!, choice)).toBe(false);
    const blue3m = variantChoiceOf(
      parseFilterQuery({ size: "3-6-months", color: "blue" }),
      groups,
    )!;
    expect(inStockInChoice(romper!, blue3m)).toBe(false);
    expect(variantsOfChoice(romper!, blue3m).map((v) => v.id)).toEqual([10]);
    const legacy = variantChoiceOf(parseFilterQuery({ size: "12-18-months" }), groups)!;
    expect(inStockInChoice(romper!, legacy)).toBe(true);
  });

  it("gives a card the stock of that size only, and its name", () => {
    const choice = variantChoiceOf(parseFilterQuery({ size: "3-6-months" }), groups)!;
    expect(toCardProduct(romper!, choice)).toMatchObject({
      choice: "3-6 months",
      variants: [{ id: 11, stock: 2 }],
    });
    expect(toCardProduct(cardigan!, choice)).toMatchObject({ choice: "3-6 months", variants: [] });
  });
});
