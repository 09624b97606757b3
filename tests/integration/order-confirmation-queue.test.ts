import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema";
import { orderConfirmationEmailJob } from "@/server/jobs/order-confirmation-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { processPaymentEvent } from "@/server/services/payments/process-payment-event";
import { testDbKind } from "../helpers/test-db";
import {
  emailsTo,
  openCheckoutShop,
  PLANS,
  SUCCESS_CARD,
  type CheckoutShop,
  type SignedEvent,
} from "./checkout-fixture";

// Issue 10's queue carries the order confirmation e-mail (sent once, surviving a restart).
describe(`the order confirmation e-mail as a queued job, on ${testDbKind}`, () => {
  let shop: CheckoutShop;
  const confirmationJob = (orderId: number) =>
    shop.db
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, `${orderConfirmationEmailJob.name}:${orderId}`));

  beforeAll(async () => {
    shop = await openCheckoutShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A member pays; the payment's events are kept, not processed (the webhook has not come yet). */
  async function paidCheckout() {
    const product = await shop.addProduct([1]);
    const member = await shop.addMember();
    const started = await shop.checkout(
      member.id,
      shop.request({ plan: PLANS.single.plan, lines: [product.variantIds[0]!] }),
    );
    if (started.kind !== "payment") throw new Error(JSON.stringify(started));
    shop.delivery = "capture";
    shop.captured.length = 0;
    try {
      await shop.pay(started.orderId, SUCCESS_CARD);
    } finally {
      shop.delivery = "process";
    }
    const events = [...shop.captured];
    return { member, orderId: started.orderId, events };
  }

  /** What the webhook's transaction does, without what follows the commit: a process that died. */
  async function settleOnly(events: SignedEvent[]) {
    for (const { body, signature } of events) {
      const event = await shop.gateway.parseWebhook(body, signature);
      await processPaymentEvent(shop.db, "local", event, shop.settings);
    }
  }

  it("the webhook sends it at once, from a job queued with the order; a repeat sends nothing more", async () => {
    const { member, orderId, events } = await paidCheckout();
    for (const { body, signature } of events) await shop.webhook(body, signature);
    const sent = await emailsTo(shop.db, member.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your Littlerobe order ${orderId} is confirmed`);
    expect(await confirmationJob(orderId)).toEqual([
      expect.objectContaining({ status: "done", payload: { orderId, userId: member.id } }),
    ]);
    for (const { body, signature } of events) await shop.webhook(body, signature);
    expect(await emailsTo(shop.db, member.email)).toHaveLength(1);
  });

  it("survives a process that stopped after the commit: the job waits and a later worker sends it", async () => {
    const { member, orderId, events } = await paidCheckout();
    await settleOnly(events);
    expect(await emailsTo(shop.db, member.email)).toHaveLength(0);
    expect(await confirmationJob(orderId)).toEqual([
      expect.objectContaining({ status: "pending" }),
    ]);
    await runDueJobs(shop.db, jobHandlers([orderConfirmationEmailJob], {}));
    expect(await emailsTo(shop.db, member.email)).toHaveLength(1);
    expect(await confirmationJob(orderId)).toEqual([expect.objectContaining({ status: "done" })]);
  });

  it.skipIf(testDbKind !== "postgres")(
    "two runners polling the same queue send each member exactly one confirmation",
    async () => {
      const paid = [];
      for (let i = 0; i < 5; i += 1) paid.push(await paidCheckout());
      for (const { events } of paid) await settleOnly(events);
      const handlers = jobHandlers([orderConfirmationEmailJob], {});
      const counts = await Promise.all([
        runDueJobs(shop.db, handlers),
        runDueJobs(shop.db, handlers),
      ]);
      expect(counts[0]! + counts[1]!).toBe(paid.length);
      for (const { member, orderId } of paid) {
        const sent = await emailsTo(shop.db, member.email);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.subject).toBe(`Your Littlerobe order ${orderId} is confirmed`);
      }
    },
  );
});
