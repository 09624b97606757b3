import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROMOTION_CODE_REFUSED_MESSAGE } from "@/domain/payments/sandbox-promotion";
import { giftDeliveryDays } from "@/domain/gifting/gift-request";
import type { GiftRequest } from "@/domain/gifting/gift-request-schema";
import { giftCardExpiresAt, lastDayText } from "@/domain/gifting/gift-card-expiry";
import {
  jobs,
  orderGifting,
  paidInvoices,
  paymentEvents,
  sandboxCheckoutSessions,
  sandboxCoupons,
  sandboxSubscriptions,
} from "@/server/db/schema";
import { giftIssueCouponJob } from "@/server/jobs/gift-issue-coupon";
import { giftReceiptJob } from "@/server/jobs/gift-receipt";
import { giftRecipientEmailJob } from "@/server/jobs/gift-recipient-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs, type JobHandlers } from "@/server/queue/job-queue";
import { confirmGift } from "@/server/services/gifting/confirm-gift";
import { getGiftOrder } from "@/server/services/gifting/gift-orders";
import { startGiftCheckout } from "@/server/services/gifting/start-gift-checkout";
import { testDbKind } from "../helpers/test-db";
import {
  APP_URL,
  emailsTo,
  openCheckoutShop,
  PLANS,
  RESERVATION_MINUTES,
  SUCCESS_CARD,
  type CheckoutShop,
} from "./checkout-fixture";

let counter = 0;
function giftRequest(shop: CheckoutShop, overrides: Partial<GiftRequest> = {}): GiftRequest {
  counter += 1;
  return {
    giftAmount: "50",
    sender: {
      title: "Mrs",
      firstName: "Margaret",
      lastName: "Hart",
      email: `margaret-${counter}@example.co.uk`,
      phoneNumber: "",
    },
    recipient: {
      title: "",
      firstName: "Rosie",
      lastName: "Lane",
      email: `rosie-${counter}@example.co.uk`,
      phoneNumber: "",
    },
    message: "Congratulations on little Arlo!",
    deliveryDay: giftDeliveryDays(shop.clock.now())[1]!,
    ...overrides,
  };
}

async function buyGift(shop: CheckoutShop, overrides: Partial<GiftRequest> = {}) {
  const request = giftRequest(shop, overrides);
  const started = await startGiftCheckout(shop.db, shop.gateway, {
    request,
    now: shop.clock.now(),
    appUrl: APP_URL,
    reservationMinutes: RESERVATION_MINUTES,
  });
  if (!started.ok) throw new Error(`Gift not started: ${JSON.stringify(started.errors)}`);
  const gift = (await getGiftOrder(shop.db, started.order_id))!;
  return { started, gift, request, sessionId: gift.checkout_id! };
}

const couponsCoded = (shop: CheckoutShop, code: string) =>
  shop.db.select().from(sandboxCoupons).where(eq(sandboxCoupons.code, code));

describe(`gift cards (issue 10) on ${testDbKind}`, () => {
  let shop: CheckoutShop;
  let handlers: JobHandlers;
  const runJobs = (at?: Date) =>
    runDueJobs(shop.db, handlers, { now: () => at ?? shop.clock.now() });

  beforeAll(async () => {
    shop = await openCheckoutShop();
    handlers = jobHandlers([giftIssueCouponJob, giftReceiptJob, giftRecipientEmailJob], {
      payments: shop.gateway,
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("refuses a bad gift with the section-5 messages and stores nothing", async () => {
    const before = await shop.db.select().from(orderGifting);
    const result = await startGiftCheckout(shop.db, shop.gateway, {
      request: giftRequest(shop, {
        giftAmount: "fifty",
        message: "x".repeat(501),
        deliveryDay: "2000-01-01",
        recipient: { firstName: "", lastName: "Lane", email: "rosie@example.co.uk" },
      }),
      now: shop.clock.now(),
      appUrl: APP_URL,
      reservationMinutes: RESERVATION_MINUTES,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        giftAmount: "Value must be a number",
        message: "Maximum 500 characters",
        "recipient.firstName": "required field",
        deliveryDay: "Please choose one of the delivery days offered",
      },
    });
    expect(await shop.db.select().from(orderGifting)).toHaveLength(before.length);
  });

  it("a paid gift makes one PAID gift, one coupon worth its amount and the sender's receipt", async () => {
    const { started, gift, request, sessionId } = await buyGift(shop);
    expect(started).toMatchObject({ ok: true, message: "order place successfully" });
    expect(started.ok && started.url).toBe(`${APP_URL}/sandbox/checkout/${sessionId}`);
    expect(gift).toMatchObject({ status: "PAYMENT_PENDING", coupon_value: "50.00" });
    expect(gift.delivery_date).toMatch(/^\w+day, \w+ \d+(st|nd|rd|th) \d{4}, 8:00:00 am$/);
    const [session] = await shop.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    expect(session).toMatchObject({
      mode: "payment",
      amount_pence: 5000,
      metadata: { gift_order_id: String(gift.id) },
    });

    const paid = await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
    expect(paid).toEqual({
      kind: "paid",
      redirect: `${APP_URL}/gifting/thank-you?session_id=${sessionId}`,
    });
    expect(await getGiftOrder(shop.db, gift.id)).toMatchObject({
      status: "PAID",
      payment_id: expect.stringMatching(/^pi_local_/),
    });

    await runJobs();
    const settled = (await getGiftOrder(shop.db, gift.id))!;
    expect(settled.coupon_id).toMatch(/^co_local_/);
    expect(settled.coupon_code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const coupons = await couponsCoded(shop, settled.coupon_code!);
    expect(coupons).toEqual([
      expect.objectContaining({ id: settled.coupon_id, amount_off_pence: 5000, times_redeemed: 0 }),
    ]);
    const receipts = await emailsTo(shop.db, request.sender.email!);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("Thank you for your gift of £50 to Rosie Lane.");
    expect(receipts[0]!.text).not.toContain(settled.coupon_code!);
    expect(await emailsTo(shop.db, request.recipient.email!)).toHaveLength(0);

    expect(await confirmGift(shop.db, shop.gateway, sessionId, shop.clock.now())).toEqual({
      id: gift.id,
      paid: true,
      amountPounds: 50,
      recipientFirstName: "Rosie",
      deliveryDate: gift.delivery_date,
    });
  });

  it("a repeated webhook (and the thank-you page's reconciliation) gives one gift and one coupon", async () => {
    shop.delivery = "capture";
    shop.captured.length = 0;
    const { gift, request, sessionId } = await buyGift(shop);
    try {
      await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
    } finally {
      shop.delivery = "process";
    }
    const completed = shop.captured.filter((e) => e.body.includes("checkout.session.completed"));
    expect(completed).toHaveLength(1);
    // The thank-you page arrives first, then the webhook twice, one of them at the same moment.
    await confirmGift(shop.db, shop.gateway, sessionId, shop.clock.now());
    const results = await Promise.all([
      shop.webhook(completed[0]!.body, completed[0]!.signature),
      shop.webhook(completed[0]!.body, completed[0]!.signature),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["duplicate", "processed"]);
    expect(results.find((r) => r.status === "processed")).toMatchObject({
      gift: { kind: "unchanged" },
    });
    await runJobs();
    await runJobs();
    const settled = (await getGiftOrder(shop.db, gift.id))!;
    expect(settled.status).toBe("PAID");
    expect(await couponsCoded(shop, settled.coupon_code!)).toHaveLength(1);
    const giftJobs = await shop.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'giftId' = ${String(gift.id)}`);
    expect(giftJobs.map((j) => j.type).sort()).toEqual(
      [giftIssueCouponJob.name, giftReceiptJob.name, giftRecipientEmailJob.name].sort(),
    );
    expect(await emailsTo(shop.db, request.sender.email!)).toHaveLength(1);
  });

  it("a coupon job retried after the provider answered but before we stored it reuses the coupon", async () => {
    const { gift, sessionId } = await buyGift(shop);
    await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
    // The provider made the coupon, then the worker died before storing coupon_id.
    await shop.db
      .update(orderGifting)
      .set({ coupon_code: `GIFT-TEST-${gift.id}` })
      .where(eq(orderGifting.id, gift.id));
    await shop.gateway.createCoupon({
      amountOffPence: 5000,
      name: "x",
      code: `GIFT-TEST-${gift.id}`,
    });
    await runJobs();
    const settled = (await getGiftOrder(shop.db, gift.id))!;
    const coupons = await couponsCoded(shop, `GIFT-TEST-${gift.id}`);
    expect(coupons).toHaveLength(1);
    expect(settled.coupon_id).toBe(coupons[0]!.id);
  });

  it("the recipient's e-mail goes only once its day has come, with the code, the sender and the message", async () => {
    const { gift, request, sessionId } = await buyGift(shop);
    await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
    await runJobs();
    expect(await emailsTo(shop.db, request.recipient.email!)).toHaveLength(0);
    const due = (await getGiftOrder(shop.db, gift.id))!.delivery_at!;
    expect(due.getTime()).toBeGreaterThan(shop.clock.now().getTime());
    await runJobs(new Date(due.getTime() - 60_000));
    expect(await emailsTo(shop.db, request.recipient.email!)).toHaveLength(0);
    await runJobs(due);
    await runJobs(new Date(due.getTime() + 86_400_000));
    const sent = await emailsTo(shop.db, request.recipient.email!);
    expect(sent).toHaveLength(1);
    const settled = (await getGiftOrder(shop.db, gift.id))!;
    expect(settled.status).toBe("SENT");
    expect(sent[0]!.subject).toBe("Margaret sent you a Littlerobe gift card");
    expect(sent[0]!.text).toContain(`Your code: ${settled.coupon_code}`);
    expect(sent[0]!.text).toContain("Margaret Hart has sent you a Littlerobe gift card worth £50.");
    expect(sent[0]!.text).toContain("Congratulations on little Arlo!");
    // 12 months from purchase (issue 25): our table, the provider's coupon and the e-mail agree.
    const expiresAt = giftCardExpiresAt(shop.clock.now());
    expect(settled.expires_at).toEqual(expiresAt);
    expect((await couponsCoded(shop, settled.coupon_code!))[0]!.expires_at).toEqual(expiresAt);
    const lastDay = `The gift card can be used until ${lastDayText(expiresAt)}.`;
    expect(sent[0]!.text).toContain(lastDay);
    expect(sent[0]!.html).toContain(lastDay);
  });

  it("a gift for today is e-mailed to the recipient at once", async () => {
    const today = giftDeliveryDays(shop.clock.now())[0]!;
    const { request, sessionId } = await buyGift(shop, { deliveryDay: today });
    await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
    await runJobs();
    expect(await emailsTo(shop.db, request.recipient.email!)).toHaveLength(1);
  });

  it.skipIf(testDbKind !== "postgres")(
    "two workers polling the same queue send each recipient exactly one e-mail",
    async () => {
      const bought = [];
      for (let i = 0; i < 6; i += 1) bought.push(await buyGift(shop));
      for (const { sessionId } of bought) await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
      const far = new Date(shop.clock.now().getTime() + 3 * 86_400_000);
      const counts = await Promise.all([runJobs(far), runJobs(far), runJobs(far)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(bought.length * 3);
      for (const { request } of bought) {
        expect(await emailsTo(shop.db, request.recipient.email!)).toHaveLength(1);
        expect(await emailsTo(shop.db, request.sender.email!)).toHaveLength(1);
      }
    },
  );

  it("the code takes its value off at the sandbox's page once; the second time it is refused", async () => {
    const { gift, sessionId } = await buyGift(shop, { giftAmount: "10" });
    await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
    await runJobs();
    const code = (await getGiftOrder(shop.db, gift.id))!.coupon_code!;
    const product = await shop.addProduct([5, 5]);

    const first = await shop.addMember();
    const started = await shop.checkout(
      first.id,
      shop.request({ plan: PLANS.single.plan, lines: [product.variantIds[0]!] }),
    );
    if (started.kind !== "payment") throw new Error(JSON.stringify(started));
    const firstSession = await shop.sessionOf(started.orderId);
    expect(await shop.gateway.previewPromotion(firstSession, "nope")).toEqual({
      kind: "refused",
      message: PROMOTION_CODE_REFUSED_MESSAGE,
    });
    expect(await shop.gateway.previewPromotion(firstSession, code.toLowerCase())).toEqual({
      kind: "applies",
      discountPence: 1000,
      totalPence: 500,
      creditPence: 0,
    });
    expect(await shop.gateway.payCheckout(firstSession, SUCCESS_CARD, "nope")).toEqual({
      kind: "refused",
      field: "promotionCode",
      message: PROMOTION_CODE_REFUSED_MESSAGE,
    });
    expect(await shop.gateway.payCheckout(firstSession, SUCCESS_CARD, code)).toMatchObject({
      kind: "paid",
    });
    expect(await shop.gateway.getCheckoutSession(firstSession)).toMatchObject({
      amountTotalPence: 500,
    });
    expect((await couponsCoded(shop, code))[0]!.times_redeemed).toBe(1);
    // A code used on a subscription queues the keeping of its rest (Stripe's; the sandbox's is kept).
    expect(
      await shop.db
        .select({ status: jobs.status })
        .from(jobs)
        .where(eq(jobs.singleton_key, `checkout.coupon-remainder:${firstSession}`)),
    ).toHaveLength(1);

    const second = await shop.addMember();
    const again = await shop.checkout(
      second.id,
      shop.request({ plan: PLANS.single.plan, lines: [product.variantIds[1]!] }),
    );
    if (again.kind !== "payment") throw new Error(again.kind);
    const secondSession = await shop.sessionOf(again.orderId);
    expect(await shop.gateway.previewPromotion(secondSession, code)).toEqual({
      kind: "refused",
      message: PROMOTION_CODE_REFUSED_MESSAGE,
    });
    expect(await shop.gateway.payCheckout(secondSession, SUCCESS_CARD, code)).toEqual({
      kind: "refused",
      field: "promotionCode",
      message: PROMOTION_CODE_REFUSED_MESSAGE,
    });
    expect(await shop.gateway.getCheckoutSession(secondSession)).toMatchObject({
      status: "open",
    });
    expect((await couponsCoded(shop, code))[0]!.times_redeemed).toBe(1);
  });

  it("a gift worth more than the first payment is spent across the sandbox's months until used up", async () => {
    const startedAt = shop.clock.now();
    const { gift, sessionId } = await buyGift(shop, { giftAmount: "50" });
    await shop.gateway.payCheckout(sessionId, SUCCESS_CARD);
    await runJobs();
    const code = (await getGiftOrder(shop.db, gift.id))!.coupon_code!;
    const product = await shop.addProduct([3, 3]);
    const member = await shop.addMember();
    const started = await shop.checkout(
      member.id,
      shop.request({ plan: PLANS.pair.plan, lines: product.variantIds }),
    );
    if (started.kind !== "payment") throw new Error(JSON.stringify(started));
    const session = await shop.sessionOf(started.orderId);
    await shop.gateway.payCheckout(session, SUCCESS_CARD, code);
    const info = (await shop.gateway.getCheckoutSession(session))!;
    expect(info.amountTotalPence).toBe(0);
    const [subscription] = await shop.db
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.id, info.subscriptionId!)));
    expect(subscription!.credit_pence).toBe(3000);

    // The sandbox's months: the credit pays for renewals until it is used up, then the card does.
    const paidEach = [];
    let periodEnd = subscription!.current_period_end!;
    for (let month = 0; month < 3; month += 1) {
      shop.clock.set(new Date(periodEnd.getTime() + 60_000));
      const renewals = await Promise.all([
        shop.gateway.renewDueSubscriptions(),
        shop.gateway.renewDueSubscriptions(),
      ]);
      const invoices = renewals.flat().filter((i) => i.subscriptionId === info.subscriptionId);
      expect(invoices).toHaveLength(1); // two renewals at once bill the month once
      paidEach.push([invoices[0]!.creditAppliedPence, invoices[0]!.amountPaidPence]);
      const [renewed] = await shop.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, info.subscriptionId!));
      expect(renewed!.current_period_end!.getTime()).toBeGreaterThan(shop.clock.now().getTime());
      periodEnd = renewed!.current_period_end!;
    }
    // Pair is £20 a month: of £50, £20 went on the first payment, then £20, then £10 (and £10
    // on the card), then the card pays it all.
    expect(paidEach).toEqual([
      [2000, 0],
      [1000, 1000],
      [0, 2000],
    ]);
    const [spent] = await shop.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, info.subscriptionId!));
    expect(spent!.credit_pence).toBe(0);
    // The shop heard of each month and kept it for the statistics (decision 059): the first at
    // what the page charged (the code took it all off), the renewals at the plan's price, the
    // gift card's credit counted (its money was taken when the gift was bought).
    const heard = await shop.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.type, "invoice.paid"));
    expect(heard.length).toBeGreaterThanOrEqual(4);
    const kept = await shop.db
      .select({ pence: paidInvoices.amount_pence })
      .from(paidInvoices)
      .where(eq(paidInvoices.subscription_id, info.subscriptionId!))
      .orderBy(paidInvoices.period_start);
    expect(kept.map((invoice) => invoice.pence)).toEqual([0, 2000, 2000, 2000]);
    shop.clock.set(startedAt);
  });

  it("the sandbox bills no month inside a pause and ends a subscription set to cancel", async () => {
    const startedAt = shop.clock.now();
    const product = await shop.addProduct([1]);
    const member = await shop.addMember();
    const started = await shop.checkout(
      member.id,
      shop.request({ plan: PLANS.single.plan, lines: [product.variantIds[0]!] }),
    );
    if (started.kind !== "payment") throw new Error(JSON.stringify(started));
    await shop.pay(started.orderId, SUCCESS_CARD);
    const subscriptionId = (await shop.gateway.getCheckoutSession(
      await shop.sessionOf(started.orderId),
    ))!.subscriptionId!;
    await shop.gateway.pauseSubscription(subscriptionId, 2);
    const read = async () =>
      (
        await shop.db
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.id, subscriptionId))
      )[0]!;
    const renewAfter = async (end: Date) => {
      shop.clock.set(new Date(end.getTime() + 60_000));
      return (await shop.gateway.renewDueSubscriptions()).filter(
        (i) => i.subscriptionId === subscriptionId,
      );
    };
    expect(await renewAfter((await read()).current_period_end!)).toEqual([]); // paused
    const afterPause = await renewAfter((await read()).current_period_end!);
    expect(afterPause.map((i) => i.amountPaidPence)).toEqual([PLANS.single.pence]);
    await shop.gateway.cancelSubscription(subscriptionId, "Moving abroad");
    expect(await renewAfter((await read()).current_period_end!)).toEqual([]);
    expect((await read()).status).toBe("canceled");
    shop.clock.set(startedAt);
  });

  it("an expired gift checkout cancels the pending gift", async () => {
    const { gift, sessionId } = await buyGift(shop);
    await shop.gateway.expireCheckoutSession(sessionId);
    expect(await getGiftOrder(shop.db, gift.id)).toMatchObject({ status: "CANCELLED" });
  });
});
