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
    expect(groups.find((g) => g.key === "size")?.options.map((o) => o.name)).toEqual(["Size A"]);
    expect(groups.find((g) => g.key === "brand")?.options.map((o) => o.name)).toEqual(["Acme"]);
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
