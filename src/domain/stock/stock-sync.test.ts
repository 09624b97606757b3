import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeStockSync, type StockSyncInput } from "./stock-sync";

const base: StockSyncInput = {
  currentVariantIds: [1, 2, 2, 3],
  previousVariantIds: [3, 4],
  currentStock: new Map<number, unknown>([
    [1, 5],
    [2, 4],
    [3, 9],
    [4, 1],
  ]),
  addStock: false,
  ignoreUpdate: false,
};

describe("computeStockSync (spec 4.8)", () => {
  it("classifies variants in both orders as overlapping, only-current as unique, only-previous as old", () => {
    const plan = computeStockSync(base);
    expect(plan.overlapping).toEqual([3]);
    expect(plan.unique).toEqual([
      { variantId: 1, count: 1 },
      { variantId: 2, count: 2 },
    ]);
    expect(plan.old).toEqual([4]);
  });

  it("takes each unique variant's count out of stock when addStock is false", () => {
    expect(computeStockSync(base).writes).toEqual([
      { variantId: 1, oldStock: 5, newStock: 4 },
      { variantId: 2, oldStock: 4, newStock: 2 },
    ]);
  });

  it("adds the counts back when addStock is true", () => {
    expect(computeStockSync({ ...base, addStock: true }).writes).toEqual([
      { variantId: 1, oldStock: 5, newStock: 6 },
      { variantId: 2, oldStock: 4, newStock: 6 },
    ]);
  });

  it("writes nothing with ignoreUpdate but still reports the computation", () => {
    const plan = computeStockSync({ ...base, ignoreUpdate: true });
    expect(plan.writes).toEqual([]);
    expect(plan.changes.map((c) => [c.variantId, c.newStock])).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });

  it("treats every variant as unique without a previous order", () => {
    expect(
      computeStockSync({ ...base, previousVariantIds: [] }).unique.map((u) => u.variantId),
    ).toEqual([1, 2, 3]);
  });

  it("collects an error per variant without stopping the others", () => {
    const plan = computeStockSync({
      ...base,
      currentVariantIds: [1, 6, 7, 2],
      currentStock: new Map<number, unknown>([
        [1, 5],
        [2, 4],
        [7, "lots"],
      ]),
    });
    expect(plan.errors).toEqual([
      { variantId: 6, message: "No current stock found for variant 6" },
      { variantId: 7, message: "Current stock of variant 7 is not a whole number: lots" },
    ]);
    expect(plan.writes.map((w) => w.variantId)).toEqual([1, 2]);
  });
});

describe("computeStockSync properties", () => {
  const ids = fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 15 });
  const input = fc.record({
    current: ids,
    previous: ids,
    stock: fc.array(fc.integer({ min: -5, max: 50 }), { minLength: 8, maxLength: 8 }),
    addStock: fc.boolean(),
  });
  const toInput = (i: {
    current: number[];
    previous: number[];
    stock: number[];
    addStock: boolean;
  }): StockSyncInput => ({
    currentVariantIds: i.current,
    previousVariantIds: i.previous,
    currentStock: new Map(i.stock.map((s, index) => [index + 1, s])),
    addStock: i.addStock,
    ignoreUpdate: false,
  });

  it("moves each variant only in the current order by exactly its count, in the chosen direction", () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = computeStockSync(toInput(i));
        const onlyCurrent = new Set(i.current.filter((id) => !i.previous.includes(id)));
        expect(new Set(plan.writes.map((w) => w.variantId))).toEqual(onlyCurrent);
        for (const write of plan.writes) {
          const count = i.current.filter((id) => id === write.variantId).length;
          expect(write.oldStock).toBe(i.stock[write.variantId - 1]);
          expect(write.newStock - write.oldStock).toBe(i.addStock ? count : -count);
        }
        expect(plan.errors).toEqual([]);
      }),
    );
  });

  it("adding back what was taken out restores the stock", () => {
    fc.assert(
      fc.property(input, (i) => {
        const out = computeStockSync({ ...toInput(i), addStock: false });
        const after = new Map(i.stock.map((s, index) => [index + 1, s]));
        for (const w of out.writes) after.set(w.variantId, w.newStock);
        const back = computeStockSync({ ...toInput(i), currentStock: after, addStock: true });
        for (const w of back.writes) expect(w.newStock).toBe(i.stock[w.variantId - 1]);
      }),
    );
  });

  it("partitions the variant ids: overlapping, unique and old are disjoint and cover both orders", () => {
    fc.assert(
      fc.property(input, (i) => {
        const plan = computeStockSync(toInput(i));
        const all = [...plan.overlapping, ...plan.unique.map((u) => u.variantId), ...plan.old];
        expect(new Set(all).size).toBe(all.length);
        expect(new Set(all)).toEqual(new Set([...i.current, ...i.previous]));
      }),
    );
  });
});
