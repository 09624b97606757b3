import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dedupeCart, refreshAvailability, structurallyEqual } from "./refresh-availability";
import { pickOf, productWithStock } from "./test-fixtures";
import type { CartItem } from "./types";

describe("refreshAvailability (spec 4.6: an item becomes unavailable once its running count exceeds the variant's stock)", () => {
  it("counts repeated picks of one variant in cart order", () => {
    const p = productWithStock(1, { 10: 2, 11: 1 });
    const cart = [pickOf(p, 10, "a"), pickOf(p, 11, "b"), pickOf(p, 10, "c"), pickOf(p, 10, "d")];
    expect(refreshAvailability(cart, [p]).map((i) => [i.uid, i.unavailable])).toEqual([
      ["a", false],
      ["b", false],
      ["c", false],
      ["d", true],
    ]);
  });

  it("takes the current stock and product data", () => {
    const before = productWithStock(1, { 10: 3 });
    const cart = [pickOf(before, 10, "a")];
    const after = productWithStock(1, { 10: 0 }, { name: "Renamed", rrp: 55 });
    const [item] = refreshAvailability(cart, [after]);
    expect(item).toMatchObject({
      unavailable: true,
      product: { name: "Renamed", rrp: 55 },
      selected_variant: { stock: 0 },
    });
  });

  it("makes an item available again when stock returns", () => {
    const p = productWithStock(1, { 10: 0 });
    const [stale] = refreshAvailability([pickOf(p, 10, "a")], [p]);
    expect(stale?.unavailable).toBe(true);
    expect(
      refreshAvailability(stale ? [stale] : [], [productWithStock(1, { 10: 1 })])[0]?.unavailable,
    ).toBe(false);
  });

  it("marks items unavailable when the variant is deleted or gone, or the product is no longer listed", () => {
    const p = productWithStock(1, { 10: 5, 11: 5 });
    const cart = [pickOf(p, 10, "a"), pickOf(p, 11, "b")];
    const deleted = {
      ...p,
      product_variants: p.product_variants.map((v) =>
        v.id === 10 ? { ...v, deleted_at: "2024-05-01" } : v,
      ),
    };
    expect(refreshAvailability(cart, [deleted]).map((i) => i.unavailable)).toEqual([true, false]);
    expect(
      refreshAvailability(cart, [{ ...p, archived_at: "2024-05-01" }]).map((i) => i.unavailable),
    ).toEqual([true, true]);
    expect(refreshAvailability(cart, []).map((i) => i.unavailable)).toEqual([true, true]);
  });

  it("keeps kept items available and does not count them against stock", () => {
    const p = productWithStock(1, { 10: 1 });
    const cart = [pickOf(p, 10, "kept", true), pickOf(p, 10, "new")];
    expect(
      refreshAvailability(cart, [productWithStock(1, { 10: 1 })]).map((i) => i.unavailable),
    ).toEqual([false, false]);
    expect(refreshAvailability(cart, []).map((i) => i.unavailable)).toEqual([false, true]);
  });

  it("deduplicates entries by structural equality", () => {
    const p = productWithStock(1, { 10: 5 });
    const a = pickOf(p, 10, "a");
    const copy = JSON.parse(JSON.stringify(a)) as CartItem;
    expect(refreshAvailability([a, copy, pickOf(p, 10, "b")], [p]).map((i) => i.uid)).toEqual([
      "a",
      "b",
    ]);
  });
});

describe("dedupeCart / structurallyEqual", () => {
  it("ignores key order but not values", () => {
    expect(structurallyEqual({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(
      true,
    );
    expect(structurallyEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(structurallyEqual([1, 2], [2, 1])).toBe(false);
  });

  it("keeps the first of equal entries", () => {
    const p = productWithStock(1, { 10: 5 });
    expect(
      dedupeCart([pickOf(p, 10, "a"), pickOf(p, 10, "a"), pickOf(p, 10, "b")]).map((i) => i.uid),
    ).toEqual(["a", "b"]);
  });
});

describe("refreshAvailability properties", () => {
  const stockValue = fc.oneof(fc.integer({ min: -2, max: 4 }), fc.constantFrom("x", null, "2"));
  const scenario = fc.record({
    stocks: fc.array(stockValue, { minLength: 1, maxLength: 4 }),
    picks: fc.array(fc.record({ variant: fc.nat(3), kept: fc.boolean() }), { maxLength: 12 }),
  });
  const build = ({
    stocks,
    picks,
  }: {
    stocks: unknown[];
    picks: { variant: number; kept: boolean }[];
  }) => {
    const entries = Object.fromEntries(stocks.map((s, i) => [10 + i, s]));
    const p = productWithStock(1, entries);
    const cart = picks.map((pick, i) =>
      pickOf(p, 10 + (pick.variant % stocks.length), `u${i}`, pick.kept),
    );
    return { p, cart };
  };
  const expectedStock = (s: unknown) => {
    const n = typeof s === "number" ? s : s === "2" ? 2 : 0;
    return Math.max(0, n);
  };

  it("per variant, exactly the first min(picks, stock) picks stay available; kept items always do", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { p, cart } = build(input);
        const refreshed = refreshAvailability(cart, [p]);
        expect(refreshed).toHaveLength(cart.length);
        input.stocks.forEach((s, index) => {
          const picks = refreshed.filter(
            (item) => item.selected_variant.id === 10 + index && !item.keptItem,
          );
          const stock = expectedStock(s);
          picks.forEach((item, n) => expect(item.unavailable).toBe(n >= stock));
        });
        expect(refreshed.filter((item) => item.keptItem).every((item) => !item.unavailable)).toBe(
          true,
        );
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { p, cart } = build(input);
        const once = refreshAvailability(cart, [p]);
        expect(refreshAvailability(once, [p])).toEqual(once);
      }),
    );
  });
});

describe("two stored values are the same entry", () => {
  it("when equal in every field at any depth, whatever the key order", () => {
    expect(
      structurallyEqual({ a: [1, { b: null }], c: "x" }, { c: "x", a: [1, { b: null }] }),
    ).toBe(true);
    expect(structurallyEqual(Number.NaN, Number.NaN)).toBe(true);
  });

  it("not when a value is missing, of another kind, or null against an object", () => {
    expect(structurallyEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(structurallyEqual({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(structurallyEqual({ a: null }, { a: {} })).toBe(false);
    expect(structurallyEqual({ a: {} }, { a: null })).toBe(false);
    expect(structurallyEqual(1, { a: 1 })).toBe(false);
    expect(structurallyEqual({ a: 1 }, 1)).toBe(false);
    expect(structurallyEqual("1", 1)).toBe(false);
    expect(structurallyEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(structurallyEqual({ 0: 1, 1: 2 }, [1, 2])).toBe(false);
    expect(structurallyEqual([], {})).toBe(false);
  });

  it("compares dates by their moment", () => {
    expect(structurallyEqual(new Date(5), new Date(5))).toBe(true);
    expect(structurallyEqual(new Date(5), new Date(6))).toBe(false);
    expect(structurallyEqual(new Date(5), {})).toBe(false);
    expect(structurallyEqual({}, new Date(5))).toBe(false);
  });
});
