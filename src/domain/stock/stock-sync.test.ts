import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitOrderVariants } from "./stock-sync";

describe("splitOrderVariants (spec 4.8 step 2)", () => {
  it("classifies variants in both orders as overlapping, only-current as unique with their counts, only-previous as old", () => {
    expect(splitOrderVariants([1, 2, 2, 3, 3], [3, 4])).toEqual({
      overlapping: [3],
      unique: [
        { variantId: 1, count: 1 },
        { variantId: 2, count: 2 },
      ],
      old: [4],
    });
  });

  it("treats every variant as unique without a previous order", () => {
    expect(splitOrderVariants([1, 2, 3], []).unique.map((u) => u.variantId)).toEqual([1, 2, 3]);
  });
});

describe("splitOrderVariants properties", () => {
  const ids = fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 15 });

  it("partitions the variant ids: overlapping, unique and old are disjoint and cover both orders", () => {
    fc.assert(
      fc.property(ids, ids, (current, previous) => {
        const split = splitOrderVariants(current, previous);
        const all = [...split.overlapping, ...split.unique.map((u) => u.variantId), ...split.old];
        expect(new Set(all).size).toBe(all.length);
        expect(new Set(all)).toEqual(new Set([...current, ...previous]));
      }),
    );
  });

  it("counts each unique variant as often as the current order names it", () => {
    fc.assert(
      fc.property(ids, ids, (current, previous) => {
        for (const { variantId, count } of splitOrderVariants(current, previous).unique) {
          expect(previous).not.toContain(variantId);
          expect(count).toBe(current.filter((id) => id === variantId).length);
        }
      }),
    );
  });
});
