import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orderProductVariants,
  partialReturn,
  productItems,
  productItemsHistory,
  productItemsWithStats,
  productVariants,
  userProductItems,
} from "@/server/db/schema";
import { loadMemberProfile } from "@/server/services/account/load-member-profile";
import { moveGarments } from "@/server/services/garments/move-garment";
import { returnEmailJob } from "@/server/jobs/return-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { requestReturn } from "@/server/services/returns/request-return";
import { testDbKind } from "../helpers/test-db";
import {
  emailsTo,
  memberWithGarments as memberWithDelivery,
  openCheckoutShop,
  type CheckoutShop,
} from "./checkout-fixture";

// Issue 11: a member sends garments back from /account, and a membership that ends sends back
// everything. On PGlite and PostgreSQL, from a paid checkout of the local payment sandbox.

let shop: CheckoutShop;
const NOW = new Date("2026-11-25T10:00:00Z");

beforeAll(async () => {
  shop = await openCheckoutShop();
});
afterAll(async () => shop.close());

/** A member whose paid delivery of `units` garments the warehouse has dispatched (or not yet). */
const memberWithGarments = (units: number, dispatched = true) =>
  memberWithDelivery(shop, units, dispatched);

const statusesOf = async (ids: number[]) =>
  (
    await shop.db
      .select({ id: productItems.id, status: productItems.status })
      .from(productItems)
      .where(inArray(productItems.id, ids))
      .orderBy(productItems.id)
  ).map((row) => row.status);

const returnsOf = (userId: string) =>
  shop.db.select().from(partialReturn).where(eq(partialReturn.user_id, userId));

const orderLinesOf = async (orderId: number) =>
  (
    await shop.db
      .select({ status: orderProductVariants.status })
      .from(orderProductVariants)
      .where(eq(orderProductVariants.order_id, orderId))
  )
    .map((row) => row.status)
    .sort();

describe("a member sends garments back", () => {
  it("puts the chosen garments on one return, due in a week, and the rest stay with them", async () => {
    const { member, orderId, itemIds } = await memberWithGarments(5);
    const [first, second, ...kept] = itemIds as [number, number, ...number[]];
    const result = await requestReturn(shop.db, {
      userId: member.id,
      productItemIds: [first, second],
      now: NOW,
    });
    expect(result).toMatchObject({ ok: true, dueDate: "2026-12-02" });
    if (!result.ok) return;
    expect(result.reference).toBe(`LR-R-${String(result.returnId).padStart(6, "0")}`);

    const [ret] = await returnsOf(member.id);
    expect(ret).toMatchObject({
      id: result.returnId,
      status: "ORDER_PLACED",
      date: "2026-11-25",
      due_date: "2026-12-02",
      item_quantity: 2,
      original_product_item_ids: [first, second],
      return_reference: result.reference,
      cancellation_reason: null,
      fulfilment_return_id: null,
    });
    expect(await statusesOf(itemIds)).toEqual([
      "RETURNING",
      "RETURNING",
      "CUSTOMER",
      "CUSTOMER",
      "CUSTOMER",
    ]);
    const history = await shop.db
      .select()
      .from(productItemsHistory)
      .where(eq(productItemsHistory.product_item_id, first))
      .orderBy(productItemsHistory.id);
    expect(history.at(-1)).toMatchObject({
      previous_status: "CUSTOMER",
      new_status: "RETURNING",
      new_return_id: result.returnId,
      changed_by_user_id: member.id,
      change_reason: "Return requested by the member",
    });
    expect(await orderLinesOf(orderId)).toEqual([
      "REQUESTED",
      "REQUESTED",
      "REQUESTED",
      "RETURN_REQUESTED",
      "RETURN_REQUESTED",
    ]);

    // The member's lists (spec 4.4) follow: three garments with them, two being returned.
    const profile = await loadMemberProfile(shop.db, member.id);
    expect(profile!.items.active.map((i) => i.product_item_id).sort()).toEqual(kept.sort());
    expect(profile!.items.previous.map((i) => i.product_item_id).sort()).toEqual(
      [first, second].sort(),
    );
    expect(profile!.partial_return[0]).toMatchObject({
      return_reference: result.reference,
      due_date: "2026-12-02",
    });

    // The member is e-mailed what to send, by when and how, once, from the shop's queue.
    expect(await runDueJobs(shop.db, jobHandlers([returnEmailJob], {}), { now: () => NOW })).toBe(
      1,
    );
    expect(await runDueJobs(shop.db, jobHandlers([returnEmailJob], {}), { now: () => NOW })).toBe(
      0,
    );
    const mails = await emailsTo(shop.db, member.email);
    const mail = mails.find((m) => m.subject.startsWith("Sending your Littlerobe clothes back"));
    expect(mail?.subject).toBe(`Sending your Littlerobe clothes back (${result.reference})`);
    expect(mail?.text).toContain(`Your return reference: ${result.reference}`);
    expect(mail?.text).toContain("Please post it by Wednesday 2 December 2026.");
    expect(mail?.text.match(/^- Fox Romper/gm)).toHaveLength(2);
  });

  it("refuses garments that are not with the member, and changes nothing", async () => {
    const owner = await memberWithGarments(1);
    const notYetSent = await memberWithGarments(1, false);
    const before = await statusesOf([...owner.itemIds, ...notYetSent.itemIds]);

    // Someone else's garment, one still at the warehouse, an unknown one.
    const cases = [
      { userId: notYetSent.member.id, productItemIds: owner.itemIds },
      { userId: notYetSent.member.id, productItemIds: notYetSent.itemIds },
      { userId: owner.member.id, productItemIds: [...owner.itemIds, 2_000_000_000] },
    ];
    for (const input of cases) {
      const result = await requestReturn(shop.db, { ...input, now: NOW });
      expect(result).toMatchObject({ ok: false, reason: "not_returnable" });
    }
    expect(await statusesOf([...owner.itemIds, ...notYetSent.itemIds])).toEqual(before);
    expect(await returnsOf(owner.member.id)).toEqual([]);
    expect(await returnsOf(notYetSent.member.id)).toEqual([]);
  });

  it("a garment already on its way back cannot be sent back again", async () => {
    const { member, itemIds } = await memberWithGarments(1);
    const input = { userId: member.id, productItemIds: itemIds, now: NOW };
    expect(await requestReturn(shop.db, input)).toMatchObject({ ok: true });
    expect(await requestReturn(shop.db, input)).toMatchObject({ ok: false });
    expect(await returnsOf(member.id)).toHaveLength(1);
  });

  it.runIf(testDbKind === "postgres")(
    "two requests for the same garments at the same moment make one return",
    async () => {
      const { member, itemIds } = await memberWithGarments(2);
      const input = { userId: member.id, productItemIds: itemIds, now: NOW };
      const results = await Promise.all([
        requestReturn(shop.db, input),
        requestReturn(shop.db, input),
        requestReturn(shop.db, input),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await returnsOf(member.id)).toHaveLength(1);
      const links = await shop.db
        .select({ returnId: userProductItems.partial_return_id })
        .from(userProductItems)
        .where(eq(userProductItems.user_id, member.id));
      expect(new Set(links.map((l) => l.returnId)).size).toBe(1);
    },
  );
});

describe("the reporting view follows the rental (spec 3.2)", () => {
  it("shows who has a garment while it is out, one more home, and nobody once it is on its way back", async () => {
    const { member, itemIds } = await memberWithGarments(1);
    const [id] = itemIds as [number];
    const view = async () =>
      (
        await shop.db
          .select({
            rental_homes: productItemsWithStats.rental_homes,
            email: productItemsWithStats.current_rental_user_email,
            status: productItemsWithStats.status,
          })
          .from(productItemsWithStats)
          .where(eq(productItemsWithStats.id, id))
      )[0];
    expect(await view()).toEqual({ rental_homes: 1, email: member.email, status: "CUSTOMER" });
    expect(
      await requestReturn(shop.db, { userId: member.id, productItemIds: [id], now: NOW }),
    ).toMatchObject({ ok: true });
    expect(await view()).toEqual({ rental_homes: 1, email: null, status: "RETURNING" });
  });
});

describe("a membership that ends", () => {
  it("sends back what the member has, with the reason, and puts undelivered garments back in stock", async () => {
    const { member, itemIds } = await memberWithGarments(2);
    const subscriptionId = (await loadMemberProfile(shop.db, member.id))!.payment_subscription_id!;

    // A garment of the member's next delivery is reserved but not yet dispatched.
    const { variantIds } = await shop.addProduct([1]);
    const variantId = variantIds[0]!;
    const [spare] = await shop.db
      .select({ id: productItems.id })
      .from(productItems)
      .where(eq(productItems.product_variant_id, variantId));
    await moveGarments(shop.db, [{ itemId: spare!.id, to: "HOLD", reason: "Reserved" }]);
    await shop.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, variantId));
    const [delivery] = await shop.db
      .select({ id: userProductItems.partial_order_id })
      .from(userProductItems)
      .where(eq(userProductItems.product_item_id, itemIds[0]!));
    await shop.db.insert(userProductItems).values({
      product_item_id: spare!.id,
      partial_order_id: delivery!.id,
      user_id: member.id,
      product_variant_id: variantId,
    });

    // The member cancels in the portal, giving a reason; the membership ends at the period's end.
    shop.delivery = "capture";
    await shop.gateway.cancelSubscription(subscriptionId, "Moving abroad");
    shop.delivery = "process";
    const [updated] = shop.captured.splice(0);
    expect((await shop.webhook(updated!.body, updated!.signature)).status).toBe("processed");
    expect(await returnsOf(member.id)).toEqual([]);
    shop.clock.advanceMinutes(60);
    const deleted = shop.sign({
      ...(JSON.parse(updated!.body) as Record<string, unknown>),
      id: `evt_deleted_${subscriptionId}`,
      type: "customer.subscription.deleted",
      created: shop.clock.now().toISOString(),
    });
    expect((await shop.webhook(deleted.body, deleted.signature)).status).toBe("processed");

    const [ret] = await returnsOf(member.id);
    expect(ret).toMatchObject({ item_quantity: 2, cancellation_reason: "Moving abroad" });
    expect(await statusesOf(itemIds)).toEqual(["RETURNING", "RETURNING"]);
    expect(await statusesOf([spare!.id])).toEqual(["STORAGE"]);
    expect(await shop.stockOf(variantId)).toBe(1);

    // The provider sending the same event again changes nothing more.
    expect((await shop.webhook(deleted.body, deleted.signature)).status).toBe("duplicate");
    expect(await returnsOf(member.id)).toHaveLength(1);
  });
});
