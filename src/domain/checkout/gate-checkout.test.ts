import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartPlan } from "@/domain/cart/types";
import { gateCheckout } from "./gate-checkout";

const plan: CartPlan = { plan: "Subscription A", limit: 3, price: 25, paymentPriceId: "price_a" };
const items = (n: number, unavailableAt = -1) =>
  Array.from({ length: n }, (_, i) => ({ unavailable: i === unavailableAt }));

describe("gateCheckout (spec 4.7, checked in order when 'Proceed to checkout' is pressed)", () => {
  it("1. blocks any unavailable item first, even at the plan limit or without a plan", () => {
    const expected = {
      kind: "blocked",
      reason: "unavailable",
      message: "Your bag has unavailable items",
    };
    expect(gateCheckout(items(3, 1), plan)).toEqual(expected);
    expect(gateCheckout(items(1, 0), null)).toEqual(expected);
  });

  it("2. goes to /checkout when the count equals the plan limit", () => {
    expect(gateCheckout(items(3), plan)).toEqual({ kind: "proceed", href: "/checkout" });
  });

  it("3. blocks over the limit with the over-limit message and an 'Upgrade your plan' button to /collection", () => {
    expect(gateCheckout(items(5), plan)).toEqual({
      kind: "blocked",
      reason: "over-limit",
      message:
        "You have 2 items more than are available in your plan, consider choosing a new plan or removing some items",
      action: { label: "Upgrade your plan", href: "/collection" },
    });
  });

  it("4. blocks under the limit with the items-left message", () => {
    expect(gateCheckout(items(1), plan)).toMatchObject({
      kind: "blocked",
      message: "You still have 2 items left to pick",
    });
    expect(gateCheckout([], plan)).toMatchObject({
      message: "You still have 3 items left to pick",
    });
  });

  it("5. without a plan asks for one", () => {
    expect(gateCheckout(items(2), null)).toEqual({
      kind: "blocked",
      reason: "no-plan",
      message: "Please pick a subscription plan before checking out",
    });
    expect(gateCheckout([], null)).toMatchObject({
      message: "Please pick a subscription plan before checking out",
    });
  });
});

// The spec 8 texts, written out here rather than taken from messages.ts, so a changed word fails;
// '{n} items' reads '1 item' in the singular (issue 13).
const nItems = (n: number) => (n === 1 ? "1 item" : `${n} items`);
const spec = {
  itemsLeft: (n: number) => `You still have ${nItems(n)} left to pick`,
  overLimit: (n: number) =>
    `You have ${nItems(n)} more than are available in your plan, consider choosing a new plan or removing some items`,
};

describe("gateCheckout for every plan limit and item count (property)", () => {
  const limit = fc.integer({ min: 1, max: 12 });
  // Where the count sits against the limit: below, exactly at, one over (the limit+1 edge), or further over.
  const countFor = (max: number) =>
    fc.oneof(
      fc.integer({ min: 0, max: max - 1 }).map((count) => ({ count, where: "below" as const })),
      fc.constant({ count: max, where: "at" as const }),
      fc.constant({ count: max + 1, where: "one over" as const }),
      fc
        .integer({ min: max + 2, max: max + 10 })
        .map((count) => ({ count, where: "above" as const })),
    );
  const planWith = (n: number): CartPlan => ({ ...plan, limit: n });

  it("proceeds only at the limit; under it counts the items left, over it the items too many", () => {
    fc.assert(
      fc.property(
        limit.chain((max) => countFor(max).map((c) => ({ max, ...c }))),
        ({ max, count, where }) => {
          const decision = gateCheckout(items(count), planWith(max));
          if (where === "at") {
            expect(decision).toEqual({ kind: "proceed", href: "/checkout" });
          } else if (where === "below") {
            expect(decision).toEqual({
              kind: "blocked",
              reason: "under-limit",
              message: spec.itemsLeft(max - count),
            });
          } else {
            expect(decision).toEqual({
              kind: "blocked",
              reason: "over-limit",
              message: spec.overLimit(count - max),
              action: { label: "Upgrade your plan", href: "/collection" },
            });
            if (where === "one over")
              expect(decision).toMatchObject({ message: spec.overLimit(1) });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("blocks any cart holding an unavailable item, whatever the count, and any cart without a plan", () => {
    fc.assert(
      fc.property(
        limit,
        fc.integer({ min: 1, max: 20 }),
        fc.nat(),
        fc.boolean(),
        (max, count, at, withPlan) => {
          const decision = gateCheckout(items(count, at % count), withPlan ? planWith(max) : null);
          expect(decision).toEqual({
            kind: "blocked",
            reason: "unavailable",
            message: "Your bag has unavailable items",
          });
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (count) => {
        expect(gateCheckout(items(count), null)).toEqual({
          kind: "blocked",
          reason: "no-plan",
          message: "Please pick a subscription plan before checking out",
        });
      }),
    );
  });

  it("names the limit+1 case with the spec's words, '1 item' in the singular (issue 13)", () => {
    expect(gateCheckout(items(4), plan)).toMatchObject({
      reason: "over-limit",
      message:
        "You have 1 item more than are available in your plan, consider choosing a new plan or removing some items",
    });
  });
});
