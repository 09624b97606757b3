import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, sandboxEvents } from "@/server/db/schema";
import { checkoutSweepJob, scheduleCheckoutSweep } from "@/server/jobs/checkout-sweep";
import { sweepCheckouts } from "@/server/services/checkout/reservation-sweeper";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, orderState, PLANS, type CheckoutShop } from "./checkout-fixture";

// Issue 14: the checkout sweep is a scheduled job on the shop's queue (one a minute, however many
// processes schedule it), and on the sandbox it sends again the signed events a shop that was down
// never answered, as the real provider retries its webhooks: a payment completed while the shop
// could not hear of it places its order once the shop is back, exactly once.

describe(`the checkout sweep (issue 14) on ${testDbKind}`, () => {
  let shop: CheckoutShop;

  beforeAll(async () => {
    shop = await openCheckoutShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("is one job a minute, whatever the number of processes that schedule it", async () => {
    const minute = new Date("2026-11-25T10:00:10Z");
    await Promise.all([
      scheduleCheckoutSweep(shop.db, minute),
      scheduleCheckoutSweep(shop.db, new Date("2026-11-25T10:00:50Z")),
      scheduleCheckoutSweep(shop.db, minute),
    ]);
    await scheduleCheckoutSweep(shop.db, new Date("2026-11-25T10:01:05Z"));
    const sweeps = await shop.db.select().from(jobs).where(eq(jobs.type, checkoutSweepJob.name));
    expect(sweeps).toHaveLength(2);
    expect(sweeps.every((job) => job.max_attempts === 1)).toBe(true);
  });

  it("sends again the events of a payment the shop did not hear of, and places the order once", async () => {
    const member = await shop.addMember();
    const {
      variantIds: [a, b],
    } = await shop.addProduct([3, 2]);
    const started = await shop.checkout(
      member.id,
      shop.request({ plan: PLANS.A.plan, lines: [a!, a!, b!, b!, a!] }),
    );
    if (started.kind !== "payment") throw new Error(`Expected a payment, got ${started.kind}`);

    // The card is charged while the shop is down: the sandbox keeps its events.
    shop.delivery = "down";
    expect(await shop.pay(started.orderId)).toMatchObject({ kind: "paid" });
    const waiting = await orderState(shop.db, started.orderId);
    expect(waiting.order?.status).toBe("ORDER_PLACED_PAYMENT_PENDING");
    const undelivered = async () =>
      (await shop.db.select().from(sandboxEvents)).filter((e) => e.delivered_at === null).length;
    expect(await undelivered()).toBeGreaterThan(0);

    // Still down at the next sweep: nothing changes, nothing is lost.
    await sweepCheckouts(shop.db, shop.gateway, shop.settings);
    expect((await orderState(shop.db, started.orderId)).order?.status).toBe(
      "ORDER_PLACED_PAYMENT_PENDING",
    );

    // Back up: the next sweep delivers them, the order is placed; later sweeps change nothing.
    shop.delivery = "process";
    await sweepCheckouts(shop.db, shop.gateway, shop.settings);
    expect(await undelivered()).toBe(0);
    const placed = await orderState(shop.db, started.orderId);
    expect(placed.order?.status).toBe("ORDER_PLACED");
    const processed = shop.results.filter((r) => r.status === "processed").length;
    await sweepCheckouts(shop.db, shop.gateway, shop.settings);
    expect(shop.results.filter((r) => r.status === "processed")).toHaveLength(processed);
    expect([await shop.stockOf(a!), await shop.stockOf(b!)]).toEqual([0, 0]);
  });
});
