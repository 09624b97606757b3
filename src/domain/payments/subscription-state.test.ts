import { describe, expect, it } from "vitest";
import { isSubscriptionActive, membershipState, pauseEnd } from "./subscription-state";

const NOW = new Date("2026-11-24T12:00:00Z");
const LATER = new Date("2026-12-24T12:00:00Z");
const EARLIER = new Date("2026-10-24T12:00:00Z");

describe("subscription state (issue 9)", () => {
  it("is live while active or trialing and not inside a pause", () => {
    expect(isSubscriptionActive({ status: "active", pausedUntil: null }, NOW)).toBe(true);
    expect(isSubscriptionActive({ status: "trialing", pausedUntil: null }, NOW)).toBe(true);
    expect(isSubscriptionActive({ status: "active", pausedUntil: LATER }, NOW)).toBe(false);
    expect(isSubscriptionActive({ status: "active", pausedUntil: EARLIER }, NOW)).toBe(true);
    expect(isSubscriptionActive({ status: "active", pausedUntil: NOW }, NOW)).toBe(true);
    for (const status of ["canceled", "past_due", "incomplete", "unpaid", "paused"])
      expect(isSubscriptionActive({ status, pausedUntil: null }, NOW)).toBe(false);
  });

  it("reads as active, paused, cancelling or ended", () => {
    const base = { status: "active", pausedUntil: null, cancelAtPeriodEnd: false };
    expect(membershipState(base, NOW)).toBe("active");
    expect(membershipState({ ...base, pausedUntil: LATER }, NOW)).toBe("paused");
    expect(membershipState({ ...base, cancelAtPeriodEnd: true }, NOW)).toBe("cancelling");
    expect(membershipState({ ...base, status: "canceled" }, NOW)).toBe("ended");
    expect(membershipState({ ...base, status: "canceled", pausedUntil: LATER }, NOW)).toBe("ended");
  });

  it("pauses for whole months, on the same day or the month's last", () => {
    expect(pauseEnd(new Date("2026-11-24T10:00:00Z"), 1).toISOString()).toBe(
      "2026-12-24T10:00:00.000Z",
    );
    expect(pauseEnd(new Date("2026-11-24T10:00:00Z"), 2).toISOString()).toBe(
      "2027-01-24T10:00:00.000Z",
    );
    expect(pauseEnd(new Date("2027-01-31T10:00:00Z"), 1).toISOString()).toBe(
      "2027-02-28T10:00:00.000Z",
    );
    expect(pauseEnd(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe(
      "2028-02-29T10:00:00.000Z",
    );
  });
});
