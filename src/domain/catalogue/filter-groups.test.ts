import { describe, expect, it } from "vitest";
import { buildFilterGroups, filterProducts } from "./filter-groups";
import { listProducts } from "./list-products";
import { option, product, tag, variant } from "./test-fixtures";

const red = option(1, "Red", 2, { hex: "#f00" });
const blue = option(2, "Blue", 1, { hex: "#00f" });
const twelveMonths = option(10, "12m", 1);
const sizeA = option(11, "Size A", 2);
const sizeB = option(12, "Size B", 3);
const acme = tag(1, "Acme", "BRAND");
const bobo = tag(2, "Bobo", "BRAND");
const dresses = tag(3, "Dresses", "CATEGORY");
const winter = tag(4, "Winter", "SEASON");

const products = listProducts([
  product(1, {
    product_tags: [{ tag: acme }, { tag: dresses }],
    product_variants: [
      variant(1, 1, { color: red, size: sizeA, stock: 0 }),
      variant(2, 1, { color: red, size: twelveMonths, stock: 0 }),
    ],
  }),
  product(2, {
    product_tags: [{ tag: bobo }, { tag: winter }],
    product_variants: [variant(3, 2, { color: blue, size: sizeB, stock: 2 })],
  }),
  product(3, {
    product_tags: [{ tag: acme }, { tag: winter }],
    product_variants: [variant(4, 3, { color: blue, size: sizeA, stock: 1 })],
  }),
]);

describe("buildFilterGroups (spec 2.10: filters are built from filter_tags; hidden labels are hidden)", () => {
  it("lists per group the options present in the listed products, sorted by order", () => {
    const groups = buildFilterGroups(products, []);
    expect(groups.map((g) => g.key)).toEqual(["brand", "category", "season", "color", "size"]);
    expect(groups.find((g) => g.key === "color")?.options).toEqual([
      { name: "Blue", value: "blue", meta: { hex: "#00f" } },
      { name: "Red", value: "red", meta: { hex: "#f00" } },
    ]);
    expect(groups.find((g) => g.key === "brand")?.options.map((o) => o.value)).toEqual([
      "acme",
      "bobo",
    ]);
  });

  it("hides options whose lower-cased name or slug is in the hidden labels", () => {
    const groups = buildFilterGroups(products, ["12m", "bobo", "size b"]);
    // '12m' (hidden) is never an option; its garment is under the age size it stands for.
    expect(groups.find((g) => g.key === "size")?.options.map((o) => o.name)).toEqual([
      "9-12 months",
      "Size A",
    ]);
    expect(groups.find((g) => g.key === "brand")?.options.map((o) => o.name)).toEqual(["Acme"]);
  });
});

describe("sizes as one age-ordered set (issue 13)", () => {
  const legacy = listProducts([
    product(1, { product_variants: [variant(1, 1, { size: option(20, "12-18 months", 60) })] }),
    product(2, { product_variants: [variant(2, 2, { size: option(21, "12-18m", 65) })] }),
    product(3, { product_variants: [variant(3, 3, { size: option(22, "6m", 35) })] }),
    product(4, { product_variants: [variant(4, 4, { size: option(23, "Newborn", 10) })] }),
    product(5, { product_variants: [variant(5, 5, { size: option(24, "One size", 1) })] }),
    product(6, { product_variants: [variant(6, 6, { size: option(25, "80/86 (12-18m)", 66) })] }),
  ]);

  it("lists the age sizes smallest first, then sizes that name no age; hidden labels never show", () => {
    const groups = buildFilterGroups(legacy, ["12-18m", "6m", "80/86 (12-18m)"]);
    expect(groups.find((g) => g.key === "size")?.options.map((o) => o.name)).toEqual([
      "Newborn",
      "3-6 months",
      "12-18 months",
      "One size",
    ]);
  });

  it("finds garments with legacy labels under their age size", () => {
    const ids = (selected: string[]) => filterProducts(legacy, selected).map((p) => p.id);
    expect(ids(["12-18-months"])).toEqual([1, 2, 6]);
    expect(ids(["3-6-months"])).toEqual([3]);
    expect(ids(["one-size"])).toEqual([5]);
  });
});

describe("filterProducts", () => {
  const ids = (selected: string[]) => filterProducts(products, selected).map((p) => p.id);

  it("shows everything when nothing is selected", () => {
    expect(ids([])).toEqual([1, 2, 3]);
  });

  it("ORs options within one group", () => {
    expect(ids(["acme", "bobo"])).toEqual([1, 2, 3]);
    expect(ids(["red"])).toEqual([1]);
  });

  it("ANDs across groups", () => {
    expect(ids(["acme", "winter"])).toEqual([3]);
    expect(ids(["acme", "blue", "size-a"])).toEqual([3]);
  });

  it("'product-available' keeps only products with stock", () => {
    expect(ids(["product-available"])).toEqual([2, 3]);
    expect(ids(["product-available", "acme"])).toEqual([3]);
  });

  it("an unknown slug matches nothing", () => {
    expect(ids(["no-such-tag"])).toEqual([]);
  });
});
