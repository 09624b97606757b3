import { describe, expect, it } from "vitest";
import { toOptions, toSizeOptions } from "./option-lists";
import { option, variant } from "./test-fixtures";

describe("toOptions (spec 3.3: generic options become {name, value: slug, meta: metadata}, filtered by type, sorted by order)", () => {
  const rows = [
    { name: "Blue", type: "Color", slug: "blue", order: 2, metadata: { hex: "#00f" } },
    { name: "Small", type: "Size", slug: "small", order: 1, metadata: {} },
    { name: "Red", type: "Color", slug: "red", order: 1, metadata: { hex: "#f00" } },
  ];

  it("keeps only the requested type, sorted by order", () => {
    expect(toOptions(rows, "Color")).toEqual([
      { name: "Red", value: "red", meta: { hex: "#f00" } },
      { name: "Blue", value: "blue", meta: { hex: "#00f" } },
    ]);
  });

  it("matches tag types stored upper-case against a lower-case filter type", () => {
    const tags = [
      { name: "Winter", type: "SEASON", slug: "winter", order: 2 },
      { name: "Summer", type: "SEASON", slug: "summer", order: 1 },
      { name: "Acme", type: "BRAND", slug: "acme", order: 0 },
    ];
    expect(toOptions(tags, "season").map((o) => o.value)).toEqual(["summer", "winter"]);
  });
});

describe("toSizeOptions (spec 3.3: size options become {name, value: slug, meta, stock}, sorted by size.order)", () => {
  const s = option(10, "Small", 2, { age: "0-3m" });
  const xs = option(11, "XS", 1);
  const red = option(1, "Red");
  const blue = option(2, "Blue");

  it("lists sizes by size.order with their stock", () => {
    expect(
      toSizeOptions([
        variant(1, 1, { size: s, color: red, stock: 3 }),
        variant(2, 1, { size: xs, color: red, stock: 0 }),
      ]),
    ).toEqual([
      { name: "XS", value: "xs", meta: {}, stock: 0 },
      { name: "Small", value: "small", meta: { age: "0-3m" }, stock: 3 },
    ]);
  });

  it("merges the colours of one size, or restricts to the chosen colour", () => {
    const variants = [
      variant(1, 1, { size: s, color: red, stock: 3 }),
      variant(2, 1, { size: s, color: blue, stock: 2 }),
      variant(3, 1, { size: s, color: blue, stock: 5, deleted_at: "2024-01-01" }),
    ];
    expect(toSizeOptions(variants).map((o) => o.stock)).toEqual([5]);
    expect(toSizeOptions(variants, "blue").map((o) => o.stock)).toEqual([2]);
  });
});
