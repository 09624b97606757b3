import { describe, expect, it } from "vitest";
import type { SubscriptionOption } from "@/domain/content/settings";
import {
  cancellationUndoable,
  memberPlan,
  membershipNote,
  subscriptionState,
} from "./account-plan";

const options: SubscriptionOption[] = [
  { plan: "Little", limit: 5, price: 30, paymentPriceId: "price_little" },
  { plan: "Bigger", limit: 10, price: 50, paymentPriceId: "price_bigger" },
  { plan: "No price yet", limit: 3, price: 20, paymentPriceId: "" },
];
const order = (id: number, subscription_type: string | null, status = "ORDER_ACTIVE") => ({
  id,
  subscription_type,
  status,
});

describe("the plan on /account", () => {
  it("is the offered option the member pays for", () => {
    const plan = memberPlan(options, "price_bigger", [order(1, "Little")]);
    expect(plan.label).toBe("Bigger");
    expect(plan.option?.limit).toBe(10);
  });

  it("falls back to the plan named on the latest subscription order (highest id)", () => {
    const orders = [order(3, "Little"), order(7, "Grown-up"), order(5, "Bigger")];
    expect(memberPlan(options, "price_retired", orders)).toEqual({
      label: "Grown-up",
      option: undefined,
    });
    expect(memberPlan(options, null, orders).label).toBe("Grown-up");
  });

  it("never matches an option by an empty price", () => {
    expect(memberPlan(options, "", []).option).toBeUndefined();
    expect(memberPlan(options, "  ", [order(1, "Little")]).label).toBe("Little");
  });

  it("says 'No plan chosen yet' when nothing names a plan", () => {
    expect(memberPlan(options, null, [])).toEqual({
      label: "No plan chosen yet",
      option: undefined,
    });
    expect(memberPlan([], "price_little", [order(2, null), order(1, "Little")]).label).toBe(
      "No plan chosen yet",
    );
    expect(memberPlan(options, undefined, [order(1, " ")]).label).toBe("No plan chosen yet");
  });
});

describe("the subscription line on /account", () => {
  const subscribed = { payment_subscription_id: "sub_local_demo", order: [order(1, "Little")] };

  it("is 'No subscription yet' without a subscription id, whatever the provider says", () => {
    expect(subscriptionState({ payment_subscription_id: null, order: [] }, true)).toBe(
      "No subscription yet",
    );
    expect(
      subscriptionState({ payment_subscription_id: "", order: [order(1, "Little")] }, false),
    ).toBe("No subscription yet");
  });

  it("is 'Active' only when the member is subscribed and the provider reports it live", () => {
    expect(subscriptionState(subscribed, true)).toBe("Active");
    expect(subscriptionState(subscribed, false)).toBe("Not active");
    // No order at all: not subscribed (spec 4.3), whatever the provider says.
    expect(subscriptionState({ payment_subscription_id: "sub_1", order: [] }, true)).toBe(
      "Not active",
    );
  });

  it("is 'Not active' once no active order is left, even if the provider says live", () => {
    const finalised = {
      payment_subscription_id: "sub_1",
      order: [
        order(1, "Little", "ORDER_FINALISED"),
        order(2, "Little", "ORDER_PLACED_PAYMENT_PENDING"),
      ],
    };
    expect(subscriptionState(finalised, true)).toBe("Not active");
    const olderLive = {
      ...finalised,
      order: [order(1, "Little"), order(2, "Little", "FINALISED")],
    };
    expect(subscriptionState(olderLive, true)).toBe("Active");
  });
});

describe("the membership line on /account (issue 9)", () => {
  const NOW = new Date("2026-11-24T12:00:00Z");
  const base = {
    status: "active",
    pausedUntil: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: new Date("2026-12-20T00:00:00Z"),
  };
  it("says nothing for an active membership", () => {
    expect(membershipNote(base, NOW)).toBeNull();
  });
  it("names the day a pause ends and the day a cancelled membership ends", () => {
    expect(membershipNote({ ...base, pausedUntil: new Date("2027-01-24T12:00:00Z") }, NOW)).toBe(
      "Paused until 24 January 2027",
    );
    expect(membershipNote({ ...base, cancelAtPeriodEnd: true }, NOW)).toBe(
      "Cancelled: your membership ends on 20 December 2026",
    );
    expect(membershipNote({ ...base, cancelAtPeriodEnd: true, currentPeriodEnd: null }, NOW)).toBe(
      "Cancelled: your membership ends at the end of this month",
    );
    expect(membershipNote({ ...base, status: "canceled" }, NOW)).toBe("Ended");
  });
  it("says a cancellation made while paused at once, with its end day (issue 23)", () => {
    const paused = { ...base, pausedUntil: new Date("2026-12-10T12:00:00Z") };
    expect(membershipNote({ ...paused, cancelAtPeriodEnd: true }, NOW)).toBe(
      "Cancelled: your membership ends on 20 December 2026 (paused until 10 December 2026)",
    );
    const longPause = { ...base, pausedUntil: new Date("2027-01-24T12:00:00Z") };
    expect(membershipNote({ ...longPause, cancelAtPeriodEnd: true }, NOW)).toBe(
      "Cancelled: your membership ends on 20 December 2026",
    );
    expect(membershipNote({ ...longPause, cancelAtPeriodEnd: true, status: "canceled" }, NOW)).toBe(
      "Ended",
    );
    expect(cancellationUndoable({ ...longPause, cancelAtPeriodEnd: true })).toBe(true);
    expect(cancellationUndoable({ ...base, cancelAtPeriodEnd: true, status: "canceled" })).toBe(
      false,
    );
    expect(cancellationUndoable(base)).toBe(false);
  });
});

describe("the membership line at its edges", () => {
  const NOW = new Date("2026-11-24T12:00:00Z");
  const END = new Date("2026-12-20T00:00:00Z");
  const cancelled = { status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: END };

  it("leaves out a pause that is already over, or ends the day the membership does", () => {
    expect(
      membershipNote({ ...cancelled, pausedUntil: new Date("2026-11-01T00:00:00Z") }, NOW),
    ).toBe("Cancelled: your membership ends on 20 December 2026");
    expect(membershipNote({ ...cancelled, pausedUntil: END }, NOW)).toBe(
      "Cancelled: your membership ends on 20 December 2026",
    );
  });

  it("mentions a pause beside a cancellation with no end day known", () => {
    expect(
      membershipNote(
        { ...cancelled, currentPeriodEnd: null, pausedUntil: new Date("2026-12-10T12:00:00Z") },
        NOW,
      ),
    ).toBe(
      "Cancelled: your membership ends at the end of this month (paused until 10 December 2026)",
    );
  });

  it("says nothing of a pause that is over when nothing was cancelled", () => {
    expect(
      membershipNote(
        { ...cancelled, cancelAtPeriodEnd: false, pausedUntil: new Date("2026-11-01T00:00:00Z") },
        NOW,
      ),
    ).toBeNull();
  });

  it("lets a member on a trial undo a cancellation", () => {
    expect(cancellationUndoable({ status: "trialing", cancelAtPeriodEnd: true })).toBe(true);
    expect(cancellationUndoable({ status: "past_due", cancelAtPeriodEnd: true })).toBe(false);
  });

  it("matches the member's price written with spaces around it", () => {
    expect(memberPlan(options, " price_little ", []).label).toBe("Little");
  });
});
