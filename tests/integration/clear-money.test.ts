import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextPayment } from "@/domain/member/billing";
import { paidInvoices, sandboxSubscriptions } from "@/server/db/schema";
import { loadAccountOverview } from "@/server/services/account/load-account-overview";
import { loadBillingHistory, loadReceiptMonth } from "@/server/services/account/load-billing";
import {
  CHANGE_REFUSALS,
  changeSubscription,
  type SubscriptionChange,
} from "@/server/services/subscription/change-subscription";
import { testDbKind } from "../helpers/test-db";
import {
  memberOf,
  openCheckoutShop,
  PLANS,
  subscriptionsOf,
  type CheckoutShop,
} from "./checkout-fixture";

// Issue 26, 'Clear money' (decision 065): the member's payments and receipts, theirs alone; the
// gift card credit left and the next payment; and the changes made from /account/subscription,
// refused when they no longer fit, through the sandbox as the provider.

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
}, 120_000);
afterAll(() => shop?.close());

async function payingMember() {
  const { member, orderId } = await shop.startSingleCheckout();
  await shop.pay(orderId);
  const change = (c: SubscriptionChange) =>
    changeSubscription(shop.db, shop.gateway, {
      userId: member.id,
      change: c,
      options: shop.settings.subscriptionOptions,
      now: shop.clock.now(),
    });
  const mirror = async () => (await subscriptionsOf(shop.db, member.id))[0]!;
  return { member, change, mirror };
}

describe(`payments and receipts on ${testDbKind}`, () => {
  it("lists the member's paid months, newest first; a receipt is read by its member only", async () => {
    const { member } = await payingMember();
    const other = await payingMember();
    const months = await loadBillingHistory(shop.db, member.id);
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({ amountPence: PLANS.single.pence, creditAppliedPence: 0 });
    const id = months[0]!.id;
    expect(await loadReceiptMonth(shop.db, member.id, id)).toEqual(months[0]);
    // Another member, with receipts of their own, reads none of this one's.
    expect(await loadReceiptMonth(shop.db, other.member.id, id)).toBeNull();
    expect(await loadReceiptMonth(shop.db, member.id, "in_local_unknown")).toBeNull();
    expect((await loadBillingHistory(shop.db, other.member.id)).map((m) => m.id)).not.toContain(id);
  });

  it("keeps what gift card credit paid of a renewal, and shows the credit left and the next payment", async () => {
    const { member, mirror } = await payingMember();
    const { payment_subscription_id: subscriptionId } = await memberOf(shop.db, member.id);
    await shop.db
      .update(sandboxSubscriptions)
      .set({ credit_pence: 2000 })
      .where(eq(sandboxSubscriptions.id, subscriptionId!));
    const before = await loadAccountOverview(shop.db, member.id, shop.gateway);
    expect(before!.creditPence).toBe(2000);
    const periodEnd = (await mirror()).current_period_end!;
    expect(nextPayment(before!.subscription!, PLANS.single.pence, 2000, shop.clock.now())).toEqual({
      date: periodEnd,
      pricePence: 1500,
      creditPence: 1500,
      cardPence: 0,
    });

    shop.clock.set(new Date(periodEnd.getTime() + 60_000));
    await shop.gateway.renewDueSubscriptions();
    const [renewal] = await loadBillingHistory(shop.db, member.id);
    expect(renewal).toMatchObject({
      amountPence: 1500,
      creditAppliedPence: 1500,
      periodStart: periodEnd,
    });
    const after = await loadAccountOverview(shop.db, member.id, shop.gateway);
    expect(after!.creditPence).toBe(500);
    shop.clock.set(new Date());
  });
});

describe(`changes from /account/subscription on ${testDbKind}`, () => {
  it("changes the plan at the provider, and the shop's copy follows", async () => {
    const { member, change, mirror } = await payingMember();
    expect(await change({ action: "change_plan", priceId: PLANS.pair.priceId })).toMatchObject({
      kind: "done",
    });
    expect((await mirror()).price_id).toBe(PLANS.pair.priceId);
    expect((await memberOf(shop.db, member.id)).payment_price_id).toBe(PLANS.pair.priceId);
    expect(await change({ action: "change_plan", priceId: PLANS.pair.priceId })).toEqual({
      kind: "refused",
      message: CHANGE_REFUSALS.samePlan,
    });
    expect(await change({ action: "change_plan", priceId: "price_nobody_offers" })).toEqual({
      kind: "unknown_plan",
    });
  });

  it("pauses and resumes, refusing a second pause and a resume of what is not paused", async () => {
    const { change, mirror } = await payingMember();
    expect(await change({ action: "resume" })).toEqual({
      kind: "refused",
      message: CHANGE_REFUSALS.notPaused,
    });
    expect(await change({ action: "pause", months: 2 })).toMatchObject({ kind: "done" });
    expect((await mirror()).paused_until).not.toBeNull();
    expect(await change({ action: "pause", months: 1 })).toEqual({
      kind: "refused",
      message: CHANGE_REFUSALS.paused,
    });
    expect(await change({ action: "resume" })).toMatchObject({ kind: "done" });
    expect((await mirror()).paused_until).toBeNull();
  });

  it("cancels at the period's end, and 'Keep my subscription' undoes it until then", async () => {
    const { change, mirror } = await payingMember();
    expect(await change({ action: "keep" })).toEqual({
      kind: "refused",
      message: CHANGE_REFUSALS.notCancelling,
    });
    expect(await change({ action: "cancel", reason: "Outgrown it" })).toMatchObject({
      kind: "done",
    });
    expect(await mirror()).toMatchObject({ cancel_at_period_end: true, status: "active" });
    for (const refusedWhileCancelling of [
      { action: "pause", months: 1 },
      { action: "change_plan", priceId: PLANS.pair.priceId },
    ] as const)
      expect(await change(refusedWhileCancelling)).toEqual({
        kind: "refused",
        message: CHANGE_REFUSALS.cancelling,
      });
    expect(await change({ action: "cancel", reason: "Again" })).toEqual({
      kind: "refused",
      message: CHANGE_REFUSALS.alreadyCancelling,
    });
    expect(await change({ action: "keep" })).toMatchObject({ kind: "done" });
    expect(await mirror()).toMatchObject({ cancel_at_period_end: false, status: "active" });
  });

  it("refuses every change once the membership has ended, and a member with no subscription", async () => {
    const { member, change } = await payingMember();
    const { payment_subscription_id: subscriptionId } = await memberOf(shop.db, member.id);
    await shop.db
      .update(sandboxSubscriptions)
      .set({ status: "canceled", cancel_at_period_end: true })
      .where(eq(sandboxSubscriptions.id, subscriptionId!));
    expect(await change({ action: "keep" })).toEqual({
      kind: "refused",
      message: CHANGE_REFUSALS.ended,
    });
    const newcomer = await shop.addMember();
    expect(
      await changeSubscription(shop.db, shop.gateway, {
        userId: newcomer.id,
        change: { action: "resume" },
        options: shop.settings.subscriptionOptions,
        now: shop.clock.now(),
      }),
    ).toEqual({ kind: "no_subscription" });
    // Nothing was paid by the newcomer: no receipts either.
    expect(
      await shop.db.select().from(paidInvoices).where(eq(paidInvoices.user_id, newcomer.id)),
    ).toEqual([]);
  });
});
