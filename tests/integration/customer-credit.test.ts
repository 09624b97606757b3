import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pauseEnd } from "@/domain/payments/subscription-state";
import { users } from "@/server/db/schema";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, PLANS, type CheckoutShop } from "./checkout-fixture";

// Issue 27 (docs/growing.md, part:referrals): the payment interface's credit grant on the local
// sandbox. A grant is money off the customer's next payments, once per idempotency key, also when
// the same grant arrives twice at once; the sandbox's renewals take it off the next invoices.
// (The Stripe adapter's grant is tested against the Stripe stand-in next to the adapter.)

describe(`the sandbox's customer credit (issue 27) on ${testDbKind}`, () => {
  let shop: CheckoutShop;

  beforeAll(async () => {
    shop = await openCheckoutShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A member who paid for the Single plan (£15 a month): their customer and subscription. */
  async function payingCustomer() {
    const { orderId } = await shop.startSingleCheckout();
    expect(await shop.pay(orderId)).toMatchObject({ kind: "paid" });
    const session = await shop.gateway.getCheckoutSession(await shop.sessionOf(orderId));
    return { customerId: session!.customerId!, subscriptionId: session!.subscriptionId! };
  }

  const grant = (customerId: string, pence: number, key: string) =>
    shop.gateway.addCustomerCredit({
      customerId,
      pence,
      idempotencyKey: key,
      description: "A month for a friend",
    });

  it("credits once per key, answers the balance, and the next renewal takes it off", async () => {
    const { customerId, subscriptionId } = await payingCustomer();
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(0);
    expect(await grant(customerId, 2500, `k1-${customerId}`)).toEqual({ balancePence: 2500 });
    expect(await grant(customerId, 2500, `k1-${customerId}`)).toEqual({ balancePence: 2500 });
    expect(await grant(customerId, 700, `k2-${customerId}`)).toEqual({ balancePence: 3200 });
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(3200);

    // A month later the £15 invoice is paid from the credit, the rest stays for the next one.
    const subscription = await shop.gateway.getSubscription(subscriptionId);
    shop.clock.set(new Date(subscription!.currentPeriodEnd!.getTime() + 1000));
    const invoices = await shop.gateway.renewDueSubscriptions();
    const mine = invoices.filter((invoice) => invoice.subscriptionId === subscriptionId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      amountDuePence: PLANS.single.pence,
      creditAppliedPence: PLANS.single.pence,
      amountPaidPence: 0,
    });
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(3200 - PLANS.single.pence);
  });

  it("keeps a grant for a customer with no live subscription until their next one starts", async () => {
    const member = await shop.addMember();
    const { customerId } = await shop.gateway.ensureCustomer({
      userId: member.id,
      email: member.email,
    });
    await shop.db
      .update(users)
      .set({ payment_customer_id: customerId })
      .where(eq(users.id, member.id));
    expect(await grant(customerId, 1800, `w-${customerId}`)).toEqual({ balancePence: 1800 });
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(1800);

    // Their first subscription takes it: still 1,800 in all, now on the subscription.
    const started = await shop.checkout(
      member.id,
      shop.request({
        plan: PLANS.single.plan,
        lines: [(await shop.addProduct([1])).variantIds[0]!],
      }),
    );
    if (started.kind !== "payment") throw new Error(`Expected a payment, got ${started.kind}`);
    expect(await shop.pay(started.orderId)).toMatchObject({ kind: "paid" });
    const session = await shop.gateway.getCheckoutSession(await shop.sessionOf(started.orderId));
    expect(session!.customerId).toBe(customerId);
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(1800);
    const subscription = await shop.gateway.getSubscription(session!.subscriptionId!);
    shop.clock.set(pauseEnd(subscription!.currentPeriodEnd!, 0));
    shop.clock.advanceMinutes(1);
    const [invoice] = (await shop.gateway.renewDueSubscriptions()).filter(
      (i) => i.subscriptionId === session!.subscriptionId,
    );
    expect(invoice).toMatchObject({ creditAppliedPence: 1500, amountPaidPence: 0 });
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(300);
  });

  it("credits once when the same grant arrives several times at once", async () => {
    const { customerId } = await payingCustomer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => grant(customerId, 1500, `c-${customerId}`)),
    );
    expect(answers.map((a) => a.balancePence)).toEqual(Array(6).fill(1500));
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(1500);
  });

  it("refuses an amount that is not whole pence above 0, a key reused otherwise, and a stranger", async () => {
    const { customerId } = await payingCustomer();
    for (const pence of [0, -100, 12.5, Number.NaN])
      await expect(grant(customerId, pence, `bad-${pence}-${customerId}`)).rejects.toThrow(
        RangeError,
      );
    await grant(customerId, 1, `r-${customerId}`);
    await expect(grant(customerId, 2, `r-${customerId}`)).rejects.toThrow(/other parameters/);
    await expect(grant("cus_local_nobody", 100, `n-${customerId}`)).rejects.toThrow(
      /No such customer/,
    );
    expect(await shop.gateway.getCustomerCredit(customerId)).toBe(1);
  });
});
