import { describe, expect, it } from "vitest";
import {
  applyPromotion,
  PROMOTION_CODE_REFUSED_MESSAGE,
  promotionCodeRefusal,
} from "./sandbox-promotion";

const now = new Date("2026-01-10T12:00:00Z");
const fresh = { timesRedeemed: 0, maxRedemptions: 1, expiresAt: null };

describe("sandbox promotion codes", () => {
  it("accepts a live code and refuses unknown and used ones with the same words", () => {
    expect(promotionCodeRefusal(fresh, now)).toBeNull();
    expect(PROMOTION_CODE_REFUSED_MESSAGE).toBe(
      "This promotion code is not valid, or has already been used.",
    );
    expect(promotionCodeRefusal(null, now)).toBe(PROMOTION_CODE_REFUSED_MESSAGE);
    expect(promotionCodeRefusal({ ...fresh, timesRedeemed: 1 }, now)).toBe(
      PROMOTION_CODE_REFUSED_MESSAGE,
    );
    expect(promotionCodeRefusal({ ...fresh, expiresAt: now }, now)).toBe(
      "This promotion code expired on 10 January 2026.",
    );
    expect(
      promotionCodeRefusal({ ...fresh, expiresAt: new Date(now.getTime() + 1000) }, now),
    ).toBeNull();
  });

  it("takes the value off and keeps what is left as credit", () => {
    expect(applyPromotion(2500, 5000)).toEqual({
      discountPence: 2500,
      totalPence: 0,
      creditPence: 2500,
    });
    expect(applyPromotion(7500, 5000)).toEqual({
      discountPence: 5000,
      totalPence: 2500,
      creditPence: 0,
    });
    expect(applyPromotion(2500, 0)).toEqual({ discountPence: 0, totalPence: 2500, creditPence: 0 });
  });
});

describe("a promotion code's limits", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("is used up once redeemed as often as allowed, and live before that", () => {
    expect(
      promotionCodeRefusal({ timesRedeemed: 1, maxRedemptions: 2, expiresAt: null }, now),
    ).toBeNull();
    expect(
      promotionCodeRefusal({ timesRedeemed: 2, maxRedemptions: 2, expiresAt: null }, now),
    ).toBe(PROMOTION_CODE_REFUSED_MESSAGE);
    expect(
      promotionCodeRefusal({ timesRedeemed: 3, maxRedemptions: 2, expiresAt: null }, now),
    ).toBe(PROMOTION_CODE_REFUSED_MESSAGE);
  });

  it("has expired from its expiry moment on, and says on which day", () => {
    const state = { timesRedeemed: 0, maxRedemptions: 1 };
    // A gift card's expiry is midnight UK time at the end of its last day.
    const midnight = new Date("2027-03-04T00:00:00Z");
    expect(promotionCodeRefusal({ ...state, expiresAt: midnight }, midnight)).toBe(
      "This promotion code expired on 3 March 2027.",
    );
    expect(
      promotionCodeRefusal({ ...state, expiresAt: midnight }, new Date(midnight.getTime() - 1)),
    ).toBeNull();
  });

  it("never takes more off than the payment, nor a negative value", () => {
    expect(applyPromotion(2500, -100)).toEqual({
      discountPence: 0,
      totalPence: 2500,
      creditPence: 0,
    });
    expect(applyPromotion(2500, 2500)).toEqual({
      discountPence: 2500,
      totalPence: 0,
      creditPence: 0,
    });
    expect(applyPromotion(0, 1000)).toEqual({ discountPence: 0, totalPence: 0, creditPence: 1000 });
  });
});
