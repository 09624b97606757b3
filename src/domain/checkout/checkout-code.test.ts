import { describe, expect, it } from "vitest";
import {
  checkoutCodeRefusal,
  codeDescription,
  codeExpiredMessage,
  CODE_UNKNOWN_MESSAGE,
  CODE_USED_MESSAGE,
  GIFT_CARD_USED_MESSAGE,
} from "./checkout-code";

const now = new Date("2027-03-04T00:00:00Z");
const live = {
  giftCard: true,
  active: true,
  timesRedeemed: 0,
  maxRedemptions: 1,
  expiresAt: new Date("2027-03-04T00:00:01Z"),
};

describe("a code typed at checkout", () => {
  it("is accepted while live, unused and not expired", () => {
    expect(checkoutCodeRefusal(live, now)).toBeNull();
    expect(checkoutCodeRefusal({ ...live, expiresAt: null, maxRedemptions: null }, now)).toBeNull();
  });

  it("says plainly what is wrong: unknown, used, expired or switched off", () => {
    expect(checkoutCodeRefusal(null, now)).toBe(
      "We don't recognise this code. Please check it and try again.",
    );
    expect(checkoutCodeRefusal({ ...live, timesRedeemed: 1 }, now)).toBe(
      "This gift card has already been used.",
    );
    expect(
      checkoutCodeRefusal({ ...live, giftCard: false, timesRedeemed: 2, maxRedemptions: 2 }, now),
    ).toBe("This code has already been used.");
    expect(checkoutCodeRefusal({ ...live, active: false }, now)).toBe(CODE_UNKNOWN_MESSAGE);
  });

  it("has expired from the moment it stops working, and names its last day", () => {
    const midnight = new Date("2027-03-04T00:00:00Z");
    expect(checkoutCodeRefusal({ ...live, expiresAt: midnight }, now)).toBe(
      "This gift card expired on 3 March 2027.",
    );
    expect(checkoutCodeRefusal({ ...live, giftCard: false, expiresAt: midnight }, now)).toBe(
      "This code expired on 3 March 2027.",
    );
    // An expired card that was also used says it expired (the reason that cannot change).
    expect(checkoutCodeRefusal({ ...live, timesRedeemed: 1, expiresAt: midnight }, now)).toBe(
      codeExpiredMessage(true, midnight),
    );
    expect(checkoutCodeRefusal({ ...live, timesRedeemed: 1 }, now)).toBe(GIFT_CARD_USED_MESSAGE);
    expect(checkoutCodeRefusal({ ...live, giftCard: false, timesRedeemed: 1 }, now)).toBe(
      CODE_USED_MESSAGE,
    );
  });

  it("is described in the summary by what it takes off", () => {
    expect(codeDescription(true, 2500)).toBe("Gift card: £25 off your first payment");
    expect(codeDescription(false, 1250)).toBe("Promotion code: £12.50 off your first payment");
    expect(codeDescription(false, 0)).toBe("Promotion code: taken off your first payment");
  });
});
