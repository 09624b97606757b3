import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogs, jobs, users } from "@/server/db/schema";
import { membershipEmailJob } from "@/server/jobs/membership-email";
import { orderDispatchedEmailJob } from "@/server/jobs/order-dispatched-email";
import { paymentFailedEmailJob } from "@/server/jobs/payment-failed-email";
import { returnReceivedEmailJob } from "@/server/jobs/return-received-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { SIM_DELAYS_MIN } from "@/server/integrations/warehouse/simulator/sim-store";
import { applyPortalChange } from "@/server/services/payments/sandbox-portal";
import { syncOrders } from "@/server/services/warehouse/order-sync";
import { syncReturns } from "@/server/services/warehouse/return-sync";
import { testDbKind } from "../helpers/test-db";
import { startSimulatorServer, type SimulatorServer } from "../helpers/warehouse-sim-server";
import {
  APP_URL,
  emailsTo,
  memberOf,
  openCheckoutShop,
  subscriptionsOf,
  type CheckoutShop,
} from "./checkout-fixture";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";
import {
  makeMember,
  makeVariant,
  placeDelivery,
  startReturn,
  warehouseJobHandlers,
} from "./warehouse-fixture";

// Issue 26: each event the shop hears of (a dispatch, a return received, a plan change, a pause,
// a resume, a cancellation, a refused payment) queues its e-mail in the same transaction, and the
// e-mail goes once, even when the event comes again.

const emailJobs = jobHandlers(
  [orderDispatchedEmailJob, returnReceivedEmailJob, membershipEmailJob, paymentFailedEmailJob],
  {},
);

describe(`e-mails from the warehouse's events on ${testDbKind}`, () => {
  let shop: RouteTestShop;
  let sim: SimulatorServer;
  beforeAll(async () => {
    shop = await openRouteTestShop();
    sim = await startSimulatorServer(shop.handle.db);
  }, 120_000);
  afterAll(async () => {
    await sim?.close();
    await shop?.close();
  });

  it("a dispatch e-mails tracking once, and a return received says so once, replayed or not", async () => {
    const db = shop.handle.db;
    const variant = await makeVariant(db);
    const userId = await makeMember(db);
    const [member] = await db.select().from(users).where(eq(users.id, userId));
    const delivery = await placeDelivery(db, { userId, variants: [variant, variant] });
    await runDueJobs(
      db,
      warehouseJobHandlers(() => sim.partner),
    );
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });
    await syncOrders(db, sim.partner);
    // The warehouse's events all come again (the sync's cursor lost): nothing is queued twice.
    await db.delete(apiLogs).where(eq(apiLogs.origin, "orderSync"));
    await syncOrders(db, sim.partner);
    expect(
      await db.select().from(jobs).where(like(jobs.singleton_key, "order.dispatched-email:%")),
    ).toHaveLength(1);
    // Nothing is sent until the worker runs the job: the sync never waits on a mail server.
    expect(await emailsTo(db, member!.email)).toHaveLength(0);
    expect(await runDueJobs(db, emailJobs)).toBe(1);
    expect(await runDueJobs(db, emailJobs)).toBe(0);

    const [dispatched] = await emailsTo(db, member!.email);
    expect(dispatched!.subject).toBe(`Your Littlerobe order ${delivery.orderId} is on its way`);
    const tracking = /Tracking number: (RM\d+GB)/.exec(dispatched!.text)?.[1];
    expect(tracking).toBeDefined();
    expect(dispatched!.text).toContain(
      `Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/${tracking}`,
    );
    expect(dispatched!.text.match(/^- \S/gm)).toHaveLength(2);
    expect(dispatched!.html).toContain(`href="https://www.royalmail.com/track-your-item`);

    const returnId = await startReturn(db, delivery);
    await syncReturns(db, sim.partner);
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.receive });
    await syncReturns(db, sim.partner);
    await db.delete(apiLogs).where(eq(apiLogs.origin, "returnSync"));
    await syncReturns(db, sim.partner);
    // The return's own e-mail (label and due date) and 'we have your return'.
    await runDueJobs(db, emailJobs);
    const received = (await emailsTo(db, member!.email)).filter((m) =>
      m.subject.startsWith("We have your return"),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe(
      `We have your return LR-R-${String(returnId).padStart(6, "0")}`,
    );
    expect(received[0]!.text).toMatch(/^Received: \w+day \d{1,2} \w+ \d{4}$/m);
    expect(received[0]!.text.match(/^- /gm)).toHaveLength(2);
  });
});

describe(`e-mails from the payment provider's events on ${testDbKind}`, () => {
  let shop: CheckoutShop;
  beforeAll(async () => {
    shop = await openCheckoutShop();
  }, 120_000);
  afterAll(() => shop?.close());

  async function payingMember() {
    const { member, orderId } = await shop.startSingleCheckout();
    await shop.pay(orderId);
    const customerId = (await memberOf(shop.db, member.id)).payment_customer_id!;
    const { url } = await shop.gateway.createPortalSession(customerId, `${APP_URL}/account`);
    const portalId = url.split("/").pop()!;
    /** A change in the provider's portal; its webhook comes twice. */
    const portal = async (change: Parameters<typeof applyPortalChange>[3]) => {
      shop.delivery = "capture";
      shop.captured.length = 0;
      expect(
        await applyPortalChange(shop.db, shop.gateway, portalId, change, shop.clock.now()),
      ).toBe("done");
      shop.delivery = "process";
      for (const event of [...shop.captured, ...shop.captured])
        await shop.webhook(event.body, event.signature);
      await runDueJobs(shop.db, emailJobs);
    };
    const mails = async () =>
      (await emailsTo(shop.db, member.email)).filter((m) => !m.subject.includes("order"));
    return { member, customerId, portal, mails };
  }

  it("a pause, a resume and a cancellation each e-mail the member once; the repeat sends nothing", async () => {
    const { member, portal, mails } = await payingMember();
    await portal({ action: "pause", months: 1 });
    const [paused] = await subscriptionsOf(shop.db, member.id);
    await portal({ action: "resume" });
    await portal({ action: "cancel", reason: "Outgrown it" });
    const [cancelled] = await subscriptionsOf(shop.db, member.id);

    const sent = await mails();
    const day = (date: Date) =>
      new Intl.DateTimeFormat("en-GB", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/London",
      })
        .format(date)
        .replace(",", "");
    expect(sent.map((m) => m.subject)).toEqual([
      `Your Littlerobe membership is paused until ${day(paused!.paused_until!)}`,
      "Your Littlerobe membership has started again",
      "Your Littlerobe membership will end",
    ]);
    expect(sent[0]!.text).toContain("Plan: Single");
    expect(sent[1]!.text).toContain("Monthly price: £15");
    expect(sent[2]!.text).toContain(`Ends on: ${day(cancelled!.current_period_end!)}`);
    expect(sent[2]!.text).toContain(`Undo my cancellation: ${APP_URL}/account`);
    expect(sent[2]!.html).toContain(`href="${APP_URL}/account"`);
  });

  it("a plan change e-mails the new plan, its price and the day it starts", async () => {
    const { member, portal, mails } = await payingMember();
    await portal({ action: "change_plan", priceId: "price_local_pair" });
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual(["Your Littlerobe plan is now Pair"]);
    expect(sent[0]!.text).toContain("Was: Single");
    expect(sent[0]!.text).toContain("Monthly price: £20");
    expect(sent[0]!.text).toContain("Garments at a time: 2");
    expect((await subscriptionsOf(shop.db, member.id))[0]!.price_id).toBe("price_local_pair");
  });

  it("a renewal (the same subscription, a new period) e-mails nothing", async () => {
    const { member, mails } = await payingMember();
    const [row] = await subscriptionsOf(shop.db, member.id);
    const renewed = shop.sign({
      id: `evt_renewal_${member.id}`,
      created: new Date(shop.clock.now().getTime() + 1000).toISOString(),
      type: "customer.subscription.updated",
      subscription: {
        id: row!.id,
        customerId: row!.customer_id,
        priceId: row!.price_id,
        status: "active",
        pausedUntil: null,
        cancelAtPeriodEnd: false,
        cancellationReason: null,
        currentPeriodEnd: new Date(row!.current_period_end!.getTime() + 30 * 86_400_000),
      },
    });
    expect((await shop.webhook(renewed.body, renewed.signature)).status).toBe("processed");
    await runDueJobs(shop.db, emailJobs);
    expect(await mails()).toEqual([]);
  });

  it("a refused payment says what was refused and what happens next, once per attempt", async () => {
    const { member, customerId, mails } = await payingMember();
    const failed = (attempt: number, nextAttemptAt: string | null) =>
      shop.sign({
        id: `evt_failed_${member.id}_${attempt}`,
        created: "2026-12-15T06:00:00.000Z",
        type: "invoice.payment_failed",
        invoice: {
          id: `in_${member.id}`,
          subscriptionId: null,
          customerId,
          amountPence: 1500,
          attempt,
          nextAttemptAt,
        },
      });
    const first = failed(1, "2026-12-18T06:00:00.000Z");
    for (const event of [first, first]) await shop.webhook(event.body, event.signature);
    expect(await runDueJobs(shop.db, emailJobs)).toBe(1);
    const last = failed(2, null);
    await shop.webhook(last.body, last.signature);
    await runDueJobs(shop.db, emailJobs);

    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      "Your Littlerobe payment did not go through",
      "Your Littlerobe payment did not go through",
    ]);
    expect(sent[0]!.text).toContain("Amount: £15");
    expect(sent[0]!.text).toContain("Refused on: Tuesday 15 December 2026");
    expect(sent[0]!.text).toContain("We will try again on Friday 18 December 2026.");
    expect(sent[1]!.text).toContain("Next try: None");
    expect(sent[1]!.text).toContain("We will not try again.");
  });
});
