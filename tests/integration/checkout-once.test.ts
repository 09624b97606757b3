import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  jobs,
  order,
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxSubscriptions,
} from "@/server/db/schema";
import { checkoutRefundDuplicateJob } from "@/server/jobs/checkout-refund-duplicate";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { DUPLICATE_PAYMENT_REASON } from "@/server/services/checkout/settle-checkout";
import { loadMemberSubscription } from "@/server/services/checkout/start-checkout";
import { testDbKind } from "../helpers/test-db";
import {
  garmentsOf,
  memberItemsOf,
  memberOf,
  openCheckoutShop,
  orderState,
  ordersOf,
  PLANS,
  type CheckoutShop,
} from "./checkout-fixture";

// Issue 23: a double click pays once. Two checkouts of one member (a double click, two tabs, a
// retrying phone) leave one pending order with one payment page; a second payment that still gets
// through places no second order, and is refunded through the payment provider.

const PENDING = "ORDER_PLACED_PAYMENT_PENDING";
const CANCELLED = "ORDER_PLACED_PAYMENT_CANCELLED";
const PLACED = "ORDER_PLACED";
const STOCK = 10;

describe(`one payment per checkout (issue 23) on ${testDbKind}`, () => {
  let shop: CheckoutShop;

  beforeAll(async () => {
    shop = await openCheckoutShop({ poolSize: 30 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** The queued refunds run as the worker would run them. */
  const runRefunds = () =>
    runDueJobs(shop.db, jobHandlers([checkoutRefundDuplicateJob], { payments: shop.gateway }));

  async function sandboxOf(userId: string) {
    const customers = await shop.db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.user_ref, userId));
    const ids = customers.map((c) => c.id);
    const sessions = ids.length
      ? await shop.db
          .select()
          .from(sandboxCheckoutSessions)
          .where(inArray(sandboxCheckoutSessions.customer_id, ids))
      : [];
    const subscriptions = ids.length
      ? await shop.db
          .select()
          .from(sandboxSubscriptions)
          .where(inArray(sandboxSubscriptions.customer_id, ids))
      : [];
    return { customers, sessions, subscriptions };
  }

  /**
   * What must hold once the dust settles, whatever the timing: one placed order holding the plan's
   * garments, one live subscription, one provider customer stored on the member, every other order
   * cancelled with its stock back, and every other paid session refunded in full.
   */
  async function expectOneMembership(userId: string, variants: number[], garments: number) {
    await runRefunds();
    const orders = await ordersOf(shop.db, userId);
    const placed = orders.filter((o) => o.status === PLACED);
    expect(placed).toHaveLength(1);
    expect(orders.filter((o) => o.status === PENDING)).toHaveLength(0);
    for (const other of orders.filter((o) => o.id !== placed[0]!.id))
      expect(other.status).toBe(CANCELLED);
    const items = await memberItemsOf(shop.db, userId);
    expect(items).toHaveLength(garments);
    const held = (await garmentsOf(shop.db, variants)).filter((g) => g.status === "HOLD");
    expect(held).toHaveLength(garments);
    for (const v of variants)
      expect(await shop.stockOf(v)).toBe(STOCK - garments / variants.length);

    const sandbox = await sandboxOf(userId);
    expect(sandbox.customers).toHaveLength(1);
    const member = await memberOf(shop.db, userId);
    expect(member.payment_customer_id).toBe(sandbox.customers[0]!.id);
    const live = sandbox.subscriptions.filter((s) => s.status === "active");
    expect(live).toHaveLength(1);
    expect(member.payment_subscription_id).toBe(live[0]!.id);
    expect(placed[0]!.payment_subscription_id).toBe(live[0]!.id);
    expect((await loadMemberSubscription(shop.db, userId))?.id).toBe(live[0]!.id);
    // Every paid session but the placed order's own was refunded in full, and its order says so.
    const paid = sandbox.sessions.filter((s) => s.status === "complete");
    for (const session of paid) {
      if (session.subscription_id === live[0]!.id) {
        expect(session.refunded_at).toBeNull();
        continue;
      }
      expect(session.refunded_pence).toBe(session.amount_pence - session.discount_pence);
      const [refunded] = await shop.db
        .select()
        .from(order)
        .where(eq(order.checkout_id, session.id));
      expect(refunded).toMatchObject({
        status: CANCELLED,
        refund_reason: DUPLICATE_PAYMENT_REASON,
        refunded_pence: session.refunded_pence,
      });
      expect(refunded!.refunded_at).not.toBeNull();
    }
    return { orders, paid, placed: placed[0]! };
  }

  it("a second checkout gives up the first: one pending order, its stock back, its page closed, one customer", async () => {
    const { variantIds } = await shop.addProduct([STOCK, STOCK]);
    const member = await shop.addMember();
    const request = shop.request({ plan: PLANS.pair.plan, lines: variantIds });
    const first = await shop.checkout(member.id, request);
    const second = await shop.checkout(member.id, request);
    if (first.kind !== "payment" || second.kind !== "payment") throw new Error("no payment page");
    expect((await orderState(shop.db, first.orderId)).order.status).toBe(CANCELLED);
    expect((await orderState(shop.db, second.orderId)).order.status).toBe(PENDING);
    for (const v of variantIds) expect(await shop.stockOf(v)).toBe(STOCK - 1);
    expect(await shop.pay(first.orderId)).toMatchObject({ kind: "closed" });
    const sandbox = await sandboxOf(member.id);
    expect(sandbox.customers).toHaveLength(1);
    expect(new Set(sandbox.sessions.map((s) => s.customer_id))).toEqual(
      new Set([sandbox.customers[0]!.id]),
    );
    expect(await shop.pay(second.orderId)).toMatchObject({ kind: "paid" });
    await expectOneMembership(member.id, variantIds, 2);
  });

  it("a page paid while the member started again is kept; the newer page, paid too, is refunded and places nothing", async () => {
    const { variantIds } = await shop.addProduct([STOCK, STOCK]);
    const member = await shop.addMember();
    const request = shop.request({ plan: PLANS.pair.plan, lines: variantIds });
    const first = await shop.checkout(member.id, request);
    if (first.kind !== "payment") throw new Error(first.kind);
    // Paid in one tab, but the provider's events are slow to arrive...
    shop.delivery = "capture";
    expect(await shop.pay(first.orderId)).toMatchObject({ kind: "paid" });
    shop.delivery = "process";
    // ...and 'Continue to payment' pressed again in another: the provider says the first was paid,
    // so it is placed, and the new checkout opens a page all the same (the member is not live yet).
    const second = await shop.checkout(member.id, request);
    if (second.kind !== "payment") throw new Error(second.kind);
    expect((await orderState(shop.db, first.orderId)).order.status).toBe(PLACED);
    expect(await shop.pay(second.orderId)).toMatchObject({ kind: "paid" });
    for (const event of shop.captured) await shop.webhook(event.body, event.signature);

    const refund = await shop.db
      .select()
      .from(jobs)
      .where(eq(jobs.type, checkoutRefundDuplicateJob.name));
    expect(refund).toHaveLength(1);
    const second_ = await orderState(shop.db, second.orderId);
    expect(second_.order).toMatchObject({
      status: CANCELLED,
      refund_reason: DUPLICATE_PAYMENT_REASON,
      refunded_at: null,
    });
    expect(second_.delivery!.status).toBe(CANCELLED);
    const { placed, paid } = await expectOneMembership(member.id, variantIds, 2);
    expect(placed.id).toBe(first.orderId);
    expect(paid).toHaveLength(2);
    expect((await orderState(shop.db, second.orderId)).order.refunded_pence).toBe(
      Math.round(PLANS.pair.pence),
    );
    // The refunded subscription's own 'deleted' event ends nothing of the member's.
    expect(await memberItemsOf(shop.db, member.id)).toHaveLength(2);
    // A retried refund job gives back nothing more.
    await shop.db
      .update(jobs)
      .set({ status: "pending", run_at: new Date(0) })
      .where(and(eq(jobs.type, checkoutRefundDuplicateJob.name)));
    await runRefunds();
    const after = await sandboxOf(member.id);
    expect(after.sessions.filter((s) => s.refunded_at !== null)).toHaveLength(1);
  });

  describe("at the same moment (PostgreSQL)", () => {
    const skip = testDbKind === "pglite";
    const reason = " (skipped: PGlite has one connection: nothing runs concurrently there)";

    it.skipIf(skip)(
      `10 checkouts by one member at once, then every returned page paid at once: one order, one subscription${skip ? reason : ""}`,
      async () => {
        const { variantIds } = await shop.addProduct([STOCK, STOCK]);
        const member = await shop.addMember();
        const request = shop.request({ plan: PLANS.pair.plan, lines: variantIds });
        const results = await Promise.all(
          Array.from({ length: 10 }, () => shop.checkout(member.id, request)),
        );
        for (const r of results) expect(["payment", "superseded"]).toContain(r.kind);
        const pages = results.filter((r) => r.kind === "payment");
        expect(pages.length).toBeGreaterThanOrEqual(1);
        // Exactly one order is still pending and holds stock: the others gave theirs back.
        const orders = await ordersOf(shop.db, member.id);
        expect(orders.filter((o) => o.status === PENDING)).toHaveLength(1);
        for (const v of variantIds) expect(await shop.stockOf(v)).toBe(STOCK - 1);

        const paid = await Promise.all(pages.map((r) => shop.pay(r.orderId)));
        expect(paid.filter((p) => p.kind === "paid").length).toBeGreaterThanOrEqual(1);
        await shop.gateway.deliverPending();
        await expectOneMembership(member.id, variantIds, 2);
      },
    );

    it.skipIf(skip)(
      `10 tabs, each paying its page as soon as it opens: still one order and one subscription${skip ? reason : ""}`,
      async () => {
        const { variantIds } = await shop.addProduct([STOCK, STOCK]);
        const member = await shop.addMember();
        const request = shop.request({ plan: PLANS.pair.plan, lines: variantIds });
        await Promise.all(
          Array.from({ length: 10 }, async () => {
            const started = await shop.checkout(member.id, request);
            if (started.kind === "payment") await shop.pay(started.orderId);
          }),
        );
        await shop.gateway.deliverPending();
        await expectOneMembership(member.id, variantIds, 2);
      },
    );
  });

  it("a checkout naming a garment that does not exist is refused as unavailable, and nothing is written", async () => {
    const { variantIds } = await shop.addProduct([STOCK]);
    const member = await shop.addMember();
    const result = await shop.checkout(
      member.id,
      shop.request({ plan: PLANS.pair.plan, lines: [variantIds[0]!, 2_000_000_000] }),
    );
    expect(result).toEqual({ kind: "unavailable", variantIds: [2_000_000_000] });
    expect(await ordersOf(shop.db, member.id)).toHaveLength(0);
    expect(await shop.stockOf(variantIds[0]!)).toBe(STOCK);
  });
});
