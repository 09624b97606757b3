import { describe, expect, it } from "vitest";
import { membershipChanges, type SubscriptionSnapshot } from "./subscription-change";

const at = new Date("2026-12-01T10:00:00Z");
const live: SubscriptionSnapshot = {
  priceId: "price_a",
  status: "active",
  pausedUntil: null,
  cancelAtPeriodEnd: false,
};

describe("what a subscription event changed for the member", () => {
  it("tells nothing for a new subscription, a renewal or an ended one", () => {
    expect(membershipChanges(null, live, at)).toEqual([]);
    expect(membershipChanges(live, { ...live }, at)).toEqual([]);
    expect(membershipChanges(live, { ...live, status: "canceled" }, at)).toEqual([]);
  });

  it("tells a plan change, a pause, a resume and a cancellation", () => {
    const paused = { ...live, pausedUntil: new Date("2027-01-01T10:00:00Z") };
    expect(membershipChanges(live, { ...live, priceId: "price_b" }, at)).toEqual(["plan_changed"]);
    expect(membershipChanges(live, paused, at)).toEqual(["paused"]);
    expect(membershipChanges(paused, live, at)).toEqual(["resumed"]);
    expect(membershipChanges(live, { ...live, cancelAtPeriodEnd: true }, at)).toEqual([
      "cancelling",
    ]);
  });

  it("does not tell a pause that has already run out, nor its end as a resume", () => {
    const over = { ...live, pausedUntil: new Date("2026-11-30T10:00:00Z") };
    expect(membershipChanges(live, over, at)).toEqual([]);
    expect(membershipChanges(over, live, at)).toEqual([]);
  });

  it("tells a longer pause again, and an undone cancellation not at all", () => {
    const paused = { ...live, pausedUntil: new Date("2027-01-01T10:00:00Z") };
    const longer = { ...live, pausedUntil: new Date("2027-02-01T10:00:00Z") };
    expect(membershipChanges(paused, longer, at)).toEqual(["paused"]);
    expect(membershipChanges({ ...live, cancelAtPeriodEnd: true }, live, at)).toEqual([]);
  });
});
