import { describe, expect, it } from "vitest";
import type { CartPlan } from "@/domain/cart/types";
import { gateCheckout } from "./gate-checkout";
import { ITEMS_NOT_AVAILALE } from "./messages";

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

describe("ITEMS_NOT_AVAILALE (spec 8)", () => {
  it("reads 'Some items are not available anymore'", () => {
    expect(ITEMS_NOT_AVAILALE).toBe("Some items are not available anymore");
  });
});
