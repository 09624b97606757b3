import { describe, expect, it } from "vitest";
import {
  isListable,
  listProducts,
  normaliseStock,
  rrpAsNumber,
  toListedProduct,
} from "./list-products";
import { option, product, tag, variant } from "./test-fixtures";

const red = option(1, "Red");
const blue = option(2, "Blue");
const small = option(10, "Small");
const large = option(11, "Large");

describe("listProducts (spec 5: only products that are not deleted, not archived and published are listed)", () => {
  it("lists only products that are not deleted, not archived and published, ordered by orderKey ascending", () => {
    const listed = listProducts([
      product(1, { orderKey: 30 }),
      product(2, { orderKey: 10 }),
      product(3, { deleted_at: "2024-02-01" }),
      product(4, { archived_at: new Date() }),
      product(5, { published_at: null }),
      product(6, { orderKey: 20 }),
    ]);
    expect(listed.map((p) => p.id)).toEqual([2, 6, 1]);
  });

  it("keeps equal orderKeys in a stable id order", () => {
    expect(
      listProducts([product(9, { orderKey: 1 }), product(3, { orderKey: 1 })]).map((p) => p.id),
    ).toEqual([3, 9]);
  });

  it("removes deleted variants", () => {
    const [listed] = listProducts([
      product(1, {
        product_variants: [variant(1, 1), variant(2, 1, { deleted_at: "2024-03-01" })],
      }),
    ]);
    expect(listed?.product_variants.map((v) => v.id)).toEqual([1]);
  });
});

describe("normaliseStock (spec 5: stock that is not numeric, or is below 0, counts as 0)", () => {
  it.each([
    [5, 5],
    ["3", 3],
    [-2, 0],
    ["abc", 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    ["", 0],
    ["  ", 0],
    [0, 0],
    [2.7, 2],
    [" 4 ", 4],
  ])("%s counts as %s", (input, expected) => {
    expect(normaliseStock(input)).toBe(expected);
  });
});

describe("rrpAsNumber (the price: a number or a numeric string, anything else 0)", () => {
  it.each([
    [45, 45],
    ["45.00", 45],
    [" 39.5 ", 39.5],
    ["", 0],
    ["  ", 0],
    ["abc", 0],
    [null, 0],
    [undefined, 0],
  ])("%s is %s", (input, expected) => {
    expect(rrpAsNumber(input)).toBe(expected);
  });
});

describe("derived fields (spec 3.3)", () => {
  const base = product(1, {
    rrp: "45.00",
    product_tags: [{ tag: tag(1, "Organic Co", "BRAND") }, { tag: tag(2, "Dresses", "CATEGORY") }],
    product_variants: [
      variant(1, 1, { size: small, color: red, stock: 2 }),
      variant(2, 1, { size: large, color: blue, stock: -1 }),
      variant(3, 1, { size: large, color: red, stock: "x" }),
    ],
  });

  it("filter_tags: tag slugs, each variant's colour and size slug, 'product-available' when total stock is above 0, no duplicates", () => {
    const listed = toListedProduct(base);
    expect(listed.filter_tags.sort()).toEqual(
      ["organic-co", "dresses", "red", "small", "blue", "large", "product-available"].sort(),
    );
  });

  it("has no 'product-available' tag when total stock is 0", () => {
    const listed = toListedProduct(
      product(1, { product_variants: [variant(1, 1, { size: small, stock: 0 })] }),
    );
    expect(listed.filter_tags).not.toContain("product-available");
    expect(listed.totalAvailability).toBe(0);
  });

  it("brand is the name of the tag whose type is BRAND", () => {
    expect(toListedProduct(base).brand).toBe("Organic Co");
    expect(toListedProduct(product(2)).brand).toBeNull();
    // The tag type is read without regard to case.
    expect(
      toListedProduct(product(3, { product_tags: [{ tag: tag(4, "Little Fox", "brand") }] })).brand,
    ).toBe("Little Fox");
  });

  it("price is the rrp when at least one variant has a size, otherwise 0", () => {
    expect(toListedProduct(base).price).toBe(45);
    expect(
      toListedProduct(product(2, { rrp: 20, product_variants: [variant(5, 2, { color: red })] }))
        .price,
    ).toBe(0);
  });

  it("totalAvailability sums the variants' stock, after bad values count as 0", () => {
    expect(toListedProduct(base).totalAvailability).toBe(2);
  });
});

describe("isListable", () => {
  it("needs published_at set", () => {
    expect(isListable({ deleted_at: null, archived_at: null, published_at: null })).toBe(false);
    expect(isListable({ deleted_at: null, archived_at: null, published_at: "2024-01-01" })).toBe(
      true,
    );
  });
});
