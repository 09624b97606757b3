import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftDeliveryDays } from "@/domain/gifting/gift-request";
import { jobs, orderGifting, paymentEvents } from "@/server/db/schema";
import { giftIssueCouponJob } from "@/server/jobs/gift-issue-coupon";
import { giftReceiptJob } from "@/server/jobs/gift-receipt";
import { giftRecipientEmailJob } from "@/server/jobs/gift-recipient-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { getGiftOrder } from "@/server/services/gifting/gift-orders";
import { startGiftCheckout } from "@/server/services/gifting/start-gift-checkout";
import { stripeShopForFile } from "../helpers/stripe-stand-in-setup";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { emailsTo } from "./checkout-fixture";
import { openRouteTestShop } from "./route-test-shop";

// Issue 10 in payment mode with PAYMENT_PROVIDER=stripe, against the local stand-in of Stripe's API.

describe(`a gift card paid through Stripe, on ${testDbKind}`, () => {
  const stripe = stripeShopForFile(openRouteTestShop);

  it("opens a payment-mode checkout; its webhook, repeated, makes one gift and one coupon at Stripe", async () => {
    const { shop, standIn, gateway, webhook } = stripe;
    const db = shop.handle.db;
    const now = new Date();
    const started = await startGiftCheckout(db, gateway, {
      request: {
        giftAmount: "50",
        sender: { firstName: "Margaret", lastName: "Hart", email: "margaret@example.co.uk" },
        recipient: { firstName: "Rosie", lastName: "Lane", email: "rosie@example.co.uk" },
        message: "Congratulations on little Arlo!",
        deliveryDay: giftDeliveryDays(now)[1]!,
      },
      now,
      appUrl: APP_URL,
      reservationMinutes: 60,
    });
    if (!started.ok) throw new Error(JSON.stringify(started.errors));
    const gift = (await getGiftOrder(db, started.order_id))!;
    const session = standIn.state.checkoutSessions.get(gift.checkout_id!)!;
    expect(started.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 5000,
      currency: "gbp",
      metadata: { gift_order_id: String(gift.id) },
    });

    const body = standIn.eventBody(
      "checkout.session.completed",
      standIn.completeCheckoutSession(session.id),
    );
    expect((await webhook(body)).status).toBe(200);
    const paid = (await getGiftOrder(db, gift.id))!;
    expect(paid).toMatchObject({ status: "PAID", payment_id: session.payment_intent });
    // The same event again, twice at once: acknowledged, nothing more.
    const again = await Promise.all([webhook(body), webhook(body)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    const eventId = (JSON.parse(body) as { id: string }).id;
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId))).toEqual([
      expect.objectContaining({ provider: "stripe", type: "checkout.session.completed" }),
    ]);

    const handlers = jobHandlers([giftIssueCouponJob, giftReceiptJob, giftRecipientEmailJob], {
      payments: gateway,
    });
    const far = new Date(now.getTime() + 3 * 86_400_000);
    await runDueJobs(db, handlers, { now: () => far });
    await runDueJobs(db, handlers, { now: () => far });
    const settled = (await getGiftOrder(db, gift.id))!;
    expect(settled.status).toBe("SENT");
    expect(await db.select().from(orderGifting)).toHaveLength(1);
    const coupons = [...standIn.state.coupons.values()];
    expect(coupons).toEqual([
      expect.objectContaining({
        id: settled.coupon_id,
        amount_off: 5000,
        currency: "gbp",
        duration: "once",
        max_redemptions: 1,
      }),
    ]);
    expect([...standIn.state.promotionCodes.values()]).toEqual([
      expect.objectContaining({
        code: settled.coupon_code,
        promotion: { type: "coupon", coupon: settled.coupon_id },
        max_redemptions: 1,
        active: true,
      }),
    ]);
    expect(await emailsTo(db, "margaret@example.co.uk")).toHaveLength(1);
    const card = await emailsTo(db, "rosie@example.co.uk");
    expect(card).toHaveLength(1);
    expect(card[0]!.text).toContain(`Your code: ${settled.coupon_code}`);
    const giftJobs = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'giftId' = ${String(gift.id)}`);
    expect(giftJobs.map((job) => [job.type, job.status]).sort()).toEqual(
      [
        [giftIssueCouponJob.name, "done"],
        [giftReceiptJob.name, "done"],
        [giftRecipientEmailJob.name, "done"],
      ].sort(),
    );
  });
});
