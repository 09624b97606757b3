import Stripe from "stripe";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhookPost } from "@/app/api/webhooks/payments/route";
import { resetEnvForTests } from "@/config/env";
import { giftDeliveryDays } from "@/domain/gifting/gift-request";
import { jobs, orderGifting, paymentEvents } from "@/server/db/schema";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import type { PaymentGateway } from "@/server/integrations/payments";
import { giftIssueCouponJob } from "@/server/jobs/gift-issue-coupon";
import { giftReceiptJob } from "@/server/jobs/gift-receipt";
import { giftRecipientEmailJob } from "@/server/jobs/gift-recipient-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { getGiftOrder } from "@/server/services/gifting/gift-orders";
import { startGiftCheckout } from "@/server/services/gifting/start-gift-checkout";
import { startStripeStandIn, type StripeStandIn } from "../helpers/stripe-stand-in";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { emailsTo } from "./checkout-fixture";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 10 in payment mode with PAYMENT_PROVIDER=stripe, against the local stand-in of Stripe's API.
const SECRET_KEY = "sk_test_littlerobe_gift";
const WEBHOOK_SECRET = "whsec_test_littlerobe_gift";

describe(`a gift card paid through Stripe, on ${testDbKind}`, () => {
  let shop: RouteTestShop;
  let standIn: StripeStandIn;
  let gateway: PaymentGateway;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
    shop = await openRouteTestShop();
    const config = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: standIn.url,
    };
    for (const [key, value] of Object.entries(config)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    resetEnvForTests();
    gateway = createPaymentGateway(shop.handle.db);
  });
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
    await shop?.close();
    await standIn?.close();
  });

  const webhook = (body: string) =>
    webhookPost(
      new Request(`${APP_URL}/api/webhooks/payments`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: WEBHOOK_SECRET,
          }),
        },
        body,
      }),
    );

  it("opens a payment-mode checkout; its webhook, repeated, makes one gift and one coupon at Stripe", async () => {
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
