import { describe, expect, it } from "vitest";
import { buildProductPlans } from "./build-products";
import { createRandom } from "./random";

describe("buildProductPlans", () => {
  it("gives every product 3 to 8 variants, unique slugs and SKUs, even at benchmark scale", () => {
    const plans = buildProductPlans(createRandom(), 1000);
    expect(plans).toHaveLength(1006);
    for (const plan of plans) {
      expect(plan.variants.length).toBeGreaterThanOrEqual(3);
      expect(plan.variants.length).toBeLessThanOrEqual(8);
      expect(Number(plan.rrp)).toBeGreaterThanOrEqual(18);
      expect(Number(plan.rrp)).toBeLessThanOrEqual(95.5);
    }
    expect(new Set(plans.map((p) => p.slug)).size).toBe(plans.length);
    const skus = plans.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it("is the same on every run and differs for another seed", () => {
    const names = (seed: number) =>
      buildProductPlans(createRandom(seed), 20).map(
        (p) => `${p.name}:${p.variants.map((v) => v.stock).join(",")}`,
      );
    expect(names(1)).toEqual(names(1));
    expect(names(1)).not.toEqual(names(2));
  });

  it("adds two unpublished, two archived and two deleted products after the listed ones", () => {
    const plans = buildProductPlans(createRandom(), 60);
    expect(plans.slice(60).map((p) => p.visibility)).toEqual([
      "unpublished",
      "unpublished",
      "archived",
      "archived",
      "deleted",
      "deleted",
    ]);
    expect(plans.slice(60, 62).every((p) => p.publishedAt === null)).toBe(true);
    for (const plan of plans.slice(62))
      expect((plan.archivedAt ?? plan.deletedAt)!.getTime()).toBeGreaterThan(
        plan.publishedAt!.getTime(),
      );
  });
});
