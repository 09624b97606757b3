import { describe, expect, it } from "vitest";
import { buildFilterGroups } from "./filter-groups";
import { listProducts } from "./list-products";
import { pagerPages, toCardProduct, toShownFilterGroups } from "./shown-catalogue";
import { option, product, tag, variant } from "./test-fixtures";

const size3m = option(1, "3-6 months", 2, { legacy: "3m" });
const size0m = option(2, "0-3 months", 1);
const blue = option(3, "Blue", 1, { hex: "#00f" });

const [romper] = listProducts([
  product(7, {
    name: "Striped romper",
    slug: "striped-romper",
    images: ["products/romper/1.png", "products/romper/2.png"],
    rrp: "31.5",
    description: "A long description nobody sees on a card.",
    product_tags: [
      { tag: tag(1, "Pip & Bramble", "BRAND") },
      { tag: tag(2, "Rompers", "CATEGORY") },
    ],
    product_variants: [
      variant(10, 7, { size: size0m, color: blue, stock: 3 }),
      variant(11, 7, { size: size3m, color: blue, stock: 0 }),
      variant(12, 7, { size: size3m, stock: "oops" }),
    ],
  }),
]);

describe("toCardProduct: a card carries what it shows and nothing else", () => {
  it("keeps the name, brand, price, first picture and the variants that have stock", () => {
    expect(toCardProduct(romper!)).toEqual({
      slug: "striped-romper",
      name: "Striped romper",
      brand: "Pip & Bramble",
      price: 31.5,
      image: "products/romper/1.png",
      variants: [{ id: 10, stock: 3 }],
    });
  });

  it("uses the default picture when the product has none, and an empty list when all is sold out", () => {
    const [bare] = listProducts([
      product(8, { images: [], product_variants: [variant(20, 8, { stock: 0 })] }),
    ]);
    const card = toCardProduct(bare!);
    expect(card.image).toBe("defaults/product.png");
    expect(card.variants).toEqual([]);
    expect(card.brand).toBeNull();
  });
});

describe("toShownFilterGroups: size, colour, category and brand first, options without metadata", () => {
  it("orders the groups and drops each option's meta", () => {
    const shown = toShownFilterGroups(buildFilterGroups([romper!], []));
    expect(shown).toEqual([
      {
        key: "size",
        options: [
          { name: "0-3 months", value: "0-3-months" },
          { name: "3-6 months", value: "3-6-months" },
        ],
      },
      { key: "color", options: [{ name: "Blue", value: "blue" }] },
      { key: "category", options: [{ name: "Rompers", value: "rompers" }] },
      { key: "brand", options: [{ name: "Pip & Bramble", value: "pip-bramble" }] },
    ]);
    expect(JSON.stringify(shown)).not.toContain("hex");
  });
});

describe("pagerPages: first, last, the current page and its neighbours", () => {
  it("is empty for a single page", () => {
    expect(pagerPages(1, 1)).toEqual([]);
    expect(pagerPages(1, 0)).toEqual([]);
  });

  it("lists every page of a short catalogue", () => {
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(3, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("marks gaps with null, and never hides a single page behind a gap", () => {
    expect(pagerPages(1, 42)).toEqual([1, 2, null, 42]);
    expect(pagerPages(20, 42)).toEqual([1, null, 19, 20, 21, null, 42]);
    expect(pagerPages(42, 42)).toEqual([1, null, 41, 42]);
    expect(pagerPages(4, 42)).toEqual([1, 2, 3, 4, 5, null, 42]);
  });
});
