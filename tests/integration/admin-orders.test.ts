import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as orderNotePut } from "@/app/api/staff/orders/[id]/note/route";
import { POST as orderStatusPost } from "@/app/api/staff/orders/[id]/status/route";
import { POST as itemStatusPost } from "@/app/api/staff/order-items/[id]/status/route";
import { PUT as deliveryNotePut } from "@/app/api/staff/deliveries/[id]/note/route";
import { POST as deliveryStatusPost } from "@/app/api/staff/deliveries/[id]/status/route";
import { PUT as returnNotePut } from "@/app/api/staff/returns/[id]/note/route";
import { POST as returnStatusPost } from "@/app/api/staff/returns/[id]/status/route";
import { POST as finishPost } from "@/app/api/staff/returns/[id]/finish/route";
import { PATCH as giftPatch } from "@/app/api/staff/gift-orders/[id]/route";
import { PUT as giftNotePut } from "@/app/api/staff/gift-orders/[id]/note/route";
import { POST as giftResendPost } from "@/app/api/staff/gift-orders/[id]/resend/route";
import { POST as memberAdminPost } from "@/app/api/staff/members/[id]/admin/route";
import { INTERNAL_NOTE_MAX } from "@/domain/admin/order-transitions";
import type { OrderStatus } from "@/domain/enums";
import { giftDeliveryDays } from "@/domain/gifting/gift-request";
import {
  emailOutbox,
  jobs,
  order,
  orderGifting,
  orderProductVariants,
  partialOrder,
  partialReturn,
  products,
  productVariants,
  staffAudit,
  users,
} from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { giftIssueCouponJob } from "@/server/jobs/gift-issue-coupon";
import { giftReceiptJob } from "@/server/jobs/gift-receipt";
import { giftRecipientEmailJob } from "@/server/jobs/gift-recipient-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { loadOrderDetail } from "@/server/services/admin-orders/staff-details";
import {
  listGiftOrders,
  listMembers,
  listOrders,
  listReturns,
} from "@/server/services/admin-orders/staff-lists";
import { OWN_ADMIN_MESSAGE } from "@/server/services/admin-orders/staff-members";
import { pageWindow } from "@/domain/admin/paging";
import { finaliseConsequences, UNCONFIRMED_FINALISE_MESSAGE } from "@/domain/admin/finalise-order";
import { APP_URL, getSessionUser } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 12: staff run orders, deliveries, returns, gift orders and members from the back office.
// Every change goes through a staff-only route, follows the allowed transitions (409 otherwise,
// nothing changed), and leaves an audit row naming the staff member, in the same transaction.

type Handler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

let shop: RouteTestShop;
let memberId: string;
let variantId: number;

function call(
  handler: Handler,
  method: string,
  id: number | string,
  body: unknown,
  cookie = shop.staffCookie,
) {
  const headers = new Headers({ origin: APP_URL, "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  return handler(
    new Request(`${APP_URL}/api/staff/x/${id}`, { method, headers, body: JSON.stringify(body) }),
    { params: Promise.resolve({ id: String(id) }) },
  );
}

const db = () => shop.handle.db;
const auditRows = (entityType: string, entityId: number | string) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity_type, entityType), eq(staffAudit.entity_id, String(entityId))))
    .orderBy(staffAudit.id);

async function newOrder(status: OrderStatus, itemStatuses = ["REQUESTED", "CONFIRMED"] as const) {
  const [row] = await db()
    .insert(order)
    .values({ user_id: memberId, status, subscription_type: "Subscription B" })
    .returning({ id: order.id });
  const items = await db()
    .insert(orderProductVariants)
    .values(
      itemStatuses.map((itemStatus) => ({
        order_id: row!.id,
        product_variant_id: variantId,
        status: itemStatus,
      })),
    )
    .returning({ id: orderProductVariants.id });
  return { id: row!.id, items: items.map((i) => i.id) };
}
const orderRow = async (id: number) =>
  (await db().select().from(order).where(eq(order.id, id)))[0]!;

async function newDelivery(status: OrderStatus) {
  const [row] = await db()
    .insert(partialOrder)
    .values({ user_id: memberId, status })
    .returning({ id: partialOrder.id });
  return row!.id;
}
async function newReturn(status: OrderStatus) {
  const [row] = await db()
    .insert(partialReturn)
    .values({ user_id: memberId, status, due_date: "2026-01-10" })
    .returning({ id: partialReturn.id });
  return row!.id;
}

async function newGift(values: Partial<typeof orderGifting.$inferInsert> = {}) {
  const [row] = await db()
    .insert(orderGifting)
    .values({
      status: "PAID",
      coupon_value: "50.00",
      first_name_sender: "Margaret",
      last_name_sender: "Hart",
      email_sender: "margaret@example.com",
      first_name_recipient: "Eleanor",
      last_name_recipient: "Price",
      email_recipient: "eleanor@example.com",
      message: "Love from Granny",
      delivery_date: "Friday, December 18th 2026, 8:00:00 am",
      delivery_at: new Date("2026-12-18T08:00:00Z"),
      expires_at: new Date("2027-12-01T00:00:00Z"),
      ...values,
    })
    .returning();
  return row!;
}
const giftRow = async (id: number) =>
  (await db().select().from(orderGifting).where(eq(orderGifting.id, id)))[0]!;

beforeAll(async () => {
  shop = await openRouteTestShop();
  memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
  const [product] = await db()
    .insert(products)
    .values({ name: "Fox Romper", slug: "fox-romper", rrp: "30.00" })
    .returning({ id: products.id });
  const [variant] = await db()
    .insert(productVariants)
    .values({ product_id: product!.id, sku: "FOX-1", stock: 5 })
    .returning({ id: productVariants.id });
  variantId = variant!.id;
});
afterAll(async () => shop.close());

describe("orders", () => {
  it("staff move an order along an allowed transition, audited with who, from and to", async () => {
    const { id } = await newOrder("ORDER_PLACED");
    const response = await call(orderStatusPost, "POST", id, { to: "ORDER_ACTIVE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, from: "ORDER_PLACED", to: "ORDER_ACTIVE" });
    expect((await orderRow(id)).status).toBe("ORDER_ACTIVE");
    const audit = await auditRows("order", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_user_id: shop.staffId,
      action: "order.status",
      detail: { from: "ORDER_PLACED", to: "ORDER_ACTIVE" },
    });
  });

  it("finalising an active order needs staff's confirmation of what it does; the audit keeps it (issue 23)", async () => {
    // A member of their own, subscribed through this one active order (spec 4.3).
    const email = "finalise.only.order@example.co.uk";
    const [member] = await db()
      .insert(users)
      .values({ id: "finalise-only-order", email, payment_subscription_id: "sub_local_finalise" })
      .returning({ id: users.id });
    const [placed] = await db()
      .insert(order)
      .values({ user_id: member!.id, status: "ORDER_ACTIVE" })
      .returning({ id: order.id });
    const id = placed!.id;
    const unconfirmed = await call(orderStatusPost, "POST", id, { to: "ORDER_FINALISED" });
    expect(unconfirmed.status).toBe(409);
    expect(await unconfirmed.json()).toEqual({
      error: { code: "conflict", message: UNCONFIRMED_FINALISE_MESSAGE },
    });
    expect((await orderRow(id)).status).toBe("ORDER_ACTIVE");
    expect(await auditRows("order", id)).toHaveLength(0);

    // The order's page tells staff what it does before they confirm.
    const told = finaliseConsequences((await loadOrderDetail(db(), id))!.finalise!);
    expect(told).toEqual([
      `This is ${email}'s only active order: their account will show their subscription as 'Not active'.`,
      "Their payments are not stopped: a membership is cancelled in the payment provider's portal.",
      "No garment moves and no stock changes.",
      "A finalised order cannot be moved to another status afterwards.",
    ]);

    const confirmed = await call(orderStatusPost, "POST", id, {
      to: "ORDER_FINALISED",
      confirmed: true,
    });
    expect(confirmed.status).toBe(200);
    expect((await orderRow(id)).status).toBe("ORDER_FINALISED");
    const audit = await auditRows("order", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_user_id: shop.staffId,
      action: "order.status",
      detail: {
        from: "ORDER_ACTIVE",
        to: "ORDER_FINALISED",
        confirmed: true,
        consequences: told,
      },
    });
    // A finalised order offers no confirmation any more: nothing leaves FINALISED.
    expect((await loadOrderDetail(db(), id))!.finalise).toBeNull();
  });

  it("finalising an order beside another active one tells staff the subscription line stays", async () => {
    const { id } = await newOrder("ORDER_ACTIVE");
    await newOrder("ORDER_PLACED");
    await db()
      .update(users)
      .set({ payment_subscription_id: "sub_local_two_orders" })
      .where(eq(users.id, memberId));
    try {
      const told = finaliseConsequences((await loadOrderDetail(db(), id))!.finalise!);
      expect(told[0]).toBe(
        "Their account's subscription line stays as it is: another of their orders is active, or they have no subscription.",
      );
    } finally {
      await db().update(users).set({ payment_subscription_id: null }).where(eq(users.id, memberId));
    }
  });

  it("a refused transition answers 409 with a clear message and changes nothing", async () => {
    const { id } = await newOrder("ORDER_FINALISED");
    const response = await call(orderStatusPost, "POST", id, { to: "ORDER_ACTIVE" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "conflict", message: "An order cannot go from finalised to active by hand." },
    });
    expect((await orderRow(id)).status).toBe("ORDER_FINALISED");
    expect(await auditRows("order", id)).toHaveLength(0);
    const same = await call(orderStatusPost, "POST", id, { to: "ORDER_FINALISED" });
    expect(same.status).toBe(409);
  });

  it("an unknown status is 422 and an unknown order 404; nothing changes", async () => {
    const { id } = await newOrder("ORDER_ACTIVE");
    expect((await call(orderStatusPost, "POST", id, { to: "SHIPPED" })).status).toBe(422);
    expect((await call(orderStatusPost, "POST", id, {})).status).toBe(422);
    expect(
      (await call(orderStatusPost, "POST", 2_000_000_000, { to: "ORDER_FINALISED" })).status,
    ).toBe(404);
    expect((await orderRow(id)).status).toBe("ORDER_ACTIVE");
    expect(await auditRows("order", id)).toHaveLength(0);
  });

  it("an order item follows spec 4.1's life cycle; its change is in the order's history", async () => {
    const { id, items } = await newOrder("ORDER_ACTIVE");
    const [requested, confirmed] = items as [number, number];
    const ok = await call(itemStatusPost, "POST", requested, { to: "CONFIRMED" });
    expect(ok.status).toBe(200);
    const refused = await call(itemStatusPost, "POST", confirmed, { to: "REQUESTED" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      "An order item cannot go from confirmed to requested by hand.",
    );
    expect((await call(itemStatusPost, "POST", confirmed, { to: "LOST" })).status).toBe(422);
    const statuses = await db()
      .select({ id: orderProductVariants.id, status: orderProductVariants.status })
      .from(orderProductVariants)
      .where(eq(orderProductVariants.order_id, id))
      .orderBy(orderProductVariants.id);
    expect(statuses.map((s) => s.status)).toEqual(["CONFIRMED", "CONFIRMED"]);
    const audit = await auditRows("order", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "order_item.status",
      staff_user_id: shop.staffId,
      detail: { item_id: requested, from: "REQUESTED", to: "CONFIRMED" },
    });
  });

  it("the internal note is kept, audited before and after; too long is 422 and changes nothing", async () => {
    const { id } = await newOrder("ORDER_ACTIVE");
    const saved = await call(orderNotePut, "PUT", id, { internal_note: "Call before delivery" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ id, internal_note: "Call before delivery" });
    expect((await orderRow(id)).internal_note).toBe("Call before delivery");
    const tooLong = await call(orderNotePut, "PUT", id, {
      internal_note: "x".repeat(INTERNAL_NOTE_MAX + 1),
    });
    expect(tooLong.status).toBe(422);
    expect((await orderRow(id)).internal_note).toBe("Call before delivery");
    expect((await call(orderNotePut, "PUT", id, { internal_note: "   " })).status).toBe(200);
    expect((await orderRow(id)).internal_note).toBeNull();
    const audit = await auditRows("order", id);
    expect(audit.map((a) => a.detail)).toEqual([
      { before: null, after: "Call before delivery" },
      { before: "Call before delivery", after: null },
    ]);
  });

  it("guests and members are refused and change nothing", async () => {
    const { id, items } = await newOrder("ORDER_ACTIVE");
    for (const [cookie, status] of [
      ["", 401],
      [shop.memberCookie, 403],
    ] as const) {
      expect(
        (await call(orderStatusPost, "POST", id, { to: "ORDER_FINALISED" }, cookie)).status,
      ).toBe(status);
      expect(
        (await call(itemStatusPost, "POST", items[0]!, { to: "CONFIRMED" }, cookie)).status,
      ).toBe(status);
      expect((await call(orderNotePut, "PUT", id, { internal_note: "x" }, cookie)).status).toBe(
        status,
      );
    }
    expect(await orderRow(id)).toMatchObject({ status: "ORDER_ACTIVE", internal_note: null });
    expect(await auditRows("order", id)).toHaveLength(0);
  });
});

describe("deliveries and returns", () => {
  it("staff flag a delivery's problem and clear it; other moves are refused", async () => {
    const id = await newDelivery("ORDER_PLACED");
    expect((await call(deliveryStatusPost, "POST", id, { to: "LOST" })).status).toBe(422);
    expect((await call(deliveryNotePut, "PUT", id, { internal_note: 42 })).status).toBe(422);
    expect(await auditRows("partial_order", id)).toHaveLength(0);
    expect((await call(deliveryStatusPost, "POST", id, { to: "ORDER_PROBLEM" })).status).toBe(200);
    const refused = await call(deliveryStatusPost, "POST", id, {
      to: "ORDER_PLACED_PAYMENT_PENDING",
    });
    expect(refused.status).toBe(409);
    expect((await call(deliveryStatusPost, "POST", id, { to: "ORDER_PLACED" })).status).toBe(200);
    const [row] = await db().select().from(partialOrder).where(eq(partialOrder.id, id));
    expect(row!.status).toBe("ORDER_PLACED");
    expect((await auditRows("partial_order", id)).map((a) => a.detail)).toEqual([
      { from: "ORDER_PLACED", to: "ORDER_PROBLEM" },
      { from: "ORDER_PROBLEM", to: "ORDER_PLACED" },
    ]);
    expect(
      (await call(deliveryNotePut, "PUT", id, { internal_note: "Left with neighbour" })).status,
    ).toBe(200);
    const [noted] = await db().select().from(partialOrder).where(eq(partialOrder.id, id));
    expect(noted!.internal_note).toBe("Left with neighbour");
  });

  it("a return is closed only by 'finish' (409 by hand), which is audited too", async () => {
    const id = await newReturn("ORDER_PLACED");
    const byHand = await call(returnStatusPost, "POST", id, { to: "ORDER_FINALISED" });
    expect(byHand.status).toBe(409);
    expect((await call(returnNotePut, "PUT", id, {})).status).toBe(422);
    const returnRow = async () =>
      (await db().select().from(partialReturn).where(eq(partialReturn.id, id)))[0]!;
    expect((await returnRow()).status).toBe("ORDER_PLACED");
    expect((await call(returnStatusPost, "POST", id, { to: "ORDER_PROBLEM" })).status).toBe(200);
    expect((await call(returnNotePut, "PUT", id, { internal_note: "Parcel torn" })).status).toBe(
      200,
    );
    expect((await call(finishPost, "POST", id, { note: "All in" })).status).toBe(200);
    expect(await returnRow()).toMatchObject({ status: "ORDER_FINALISED" });
    expect((await returnRow()).internal_note).toContain("Parcel torn");
    expect((await auditRows("partial_return", id)).map((a) => a.action)).toEqual([
      "partial_return.status",
      "partial_return.note",
      "partial_return.finish",
    ]);
  });
});

describe("gift orders", () => {
  const day = () => giftDeliveryDays(new Date())[10]!;

  it("staff change the day, the recipient's e-mail and the message; the pending card follows the day", async () => {
    const gift = await newGift({ coupon_code: "GIFT-AAAA-BBBB", coupon_id: "coupon_1" });
    await giftRecipientEmailJob.enqueue(db(), { giftId: gift.id }, { runAt: gift.delivery_at! });
    const response = await call(giftPatch, "PATCH", gift.id, {
      deliveryDay: day(),
      email_recipient: "eleanor.new@example.com",
      message: "Happy birthday!",
    });
    expect(response.status).toBe(200);
    const row = await giftRow(gift.id);
    expect(row).toMatchObject({
      email_recipient: "eleanor.new@example.com",
      message: "Happy birthday!",
    });
    expect(row.delivery_date).toMatch(/8:00:00 am$/);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, giftRecipientEmailJob.keyOf({ giftId: gift.id })));
    expect(job!.run_at.getTime()).toBe(row.delivery_at!.getTime());
    expect((await auditRows("order_gifting", gift.id))[0]).toMatchObject({
      action: "order_gifting.update",
      staff_user_id: shop.staffId,
    });
  });

  it("spec 5's messages refuse a bad e-mail, a long message and a day not offered; nothing changes", async () => {
    const gift = await newGift();
    const response = await call(giftPatch, "PATCH", gift.id, {
      deliveryDay: "2020-01-01",
      email_recipient: "not-an-email",
      message: "x".repeat(501),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields).toEqual({
      email_recipient: "Please enter a valid email address",
      message: "Maximum 500 characters",
      deliveryDay: "Please choose one of the delivery days offered",
    });
    const blank = await call(giftPatch, "PATCH", gift.id, {
      deliveryDay: day(),
      email_recipient: "",
      message: "",
    });
    expect((await blank.json()).error.fields).toEqual({ email_recipient: "required field" });
    expect(await giftRow(gift.id)).toEqual(gift);
    expect(await auditRows("order_gifting", gift.id)).toHaveLength(0);
  });

  it("a gift already e-mailed is not changed (409)", async () => {
    const gift = await newGift({ status: "SENT", coupon_code: "GIFT-CCCC-DDDD", coupon_id: "c2" });
    const response = await call(giftPatch, "PATCH", gift.id, {
      deliveryDay: day(),
      email_recipient: "x@example.com",
      message: "",
    });
    expect(response.status).toBe(409);
    expect(await giftRow(gift.id)).toEqual(gift);
  });

  it("the internal note of a gift is kept", async () => {
    const gift = await newGift();
    expect(
      (await call(giftNotePut, "PUT", gift.id, { internal_note: "Phoned sender" })).status,
    ).toBe(200);
    expect((await giftRow(gift.id)).internal_note).toBe("Phoned sender");
  });

  it("resending queues exactly one recipient job, sends the same code again and makes no coupon", async () => {
    const gift = await newGift({
      status: "SENT",
      delivery_status: "EMAILED",
      coupon_code: "GIFT-EEEE-FFFF",
      coupon_id: "coupon_sent",
    });
    const resendKeys = () =>
      db()
        .select()
        .from(jobs)
        .where(like(jobs.singleton_key, `${giftRecipientEmailJob.keyOf({ giftId: gift.id })}%`));
    const first = await call(giftResendPost, "POST", gift.id, {});
    expect(first.status).toBe(200);
    const second = await call(giftResendPost, "POST", gift.id, {});
    expect(second.status).toBe(409);
    const queued = await resendKeys();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ type: giftRecipientEmailJob.name, status: "pending" });
    expect(
      await db().select().from(jobs).where(eq(jobs.type, giftIssueCouponJob.name)),
    ).toHaveLength(0);

    const noCoupons = {
      createCoupon: () => {
        throw new Error("no coupon may be made");
      },
      findPromotionCode: () => {
        throw new Error("no coupon may be looked for");
      },
    } as unknown as PaymentGateway;
    const giftJobs = [giftIssueCouponJob, giftReceiptJob, giftRecipientEmailJob] as const;
    expect(await runDueJobs(db(), jobHandlers(giftJobs, { payments: noCoupons }))).toBe(1);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "eleanor@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("GIFT-EEEE-FFFF");
    expect(await giftRow(gift.id)).toMatchObject({
      status: "SENT",
      coupon_id: "coupon_sent",
      coupon_code: "GIFT-EEEE-FFFF",
    });
    expect((await auditRows("order_gifting", gift.id)).map((a) => a.action)).toEqual([
      "order_gifting.resend",
    ]);
    // Once it is done, staff may resend again.
    expect((await call(giftResendPost, "POST", gift.id, {})).status).toBe(200);
    expect(await resendKeys()).toHaveLength(2);
  });

  it("a gift without its code has nothing to resend (409, no job)", async () => {
    const gift = await newGift({ status: "PAID" });
    const response = await call(giftResendPost, "POST", gift.id, {});
    expect(response.status).toBe(409);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(like(jobs.singleton_key, `${giftRecipientEmailJob.keyOf({ giftId: gift.id })}%`)),
    ).toHaveLength(0);
  });
});

describe("members", () => {
  it("staff grant and remove staff access of another member, audited", async () => {
    await db().insert(users).values({ id: "other-member", email: "other@example.com" });
    const isAdmin = async () =>
      (await db().select().from(users).where(eq(users.id, "other-member")))[0]!.is_admin;
    expect((await call(memberAdminPost, "POST", "other-member", { is_admin: true })).status).toBe(
      200,
    );
    expect(await isAdmin()).toBe(true);
    expect((await call(memberAdminPost, "POST", "other-member", { is_admin: false })).status).toBe(
      200,
    );
    expect(await isAdmin()).toBe(false);
    expect((await auditRows("user", "other-member")).map((a) => a.action)).toEqual([
      "user.grant_admin",
      "user.remove_admin",
    ]);
    expect((await call(memberAdminPost, "POST", "other-member", { is_admin: "yes" })).status).toBe(
      422,
    );
    expect((await call(memberAdminPost, "POST", "nobody", { is_admin: true })).status).toBe(404);
  });

  it("staff cannot remove their own access (403, still staff, no audit row)", async () => {
    const response = await call(memberAdminPost, "POST", shop.staffId, { is_admin: false });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe(OWN_ADMIN_MESSAGE);
    const [me] = await db().select().from(users).where(eq(users.id, shop.staffId));
    expect(me!.is_admin).toBe(true);
    expect(await auditRows("user", shop.staffId)).toHaveLength(0);
  });

  it("a member cannot make themselves staff", async () => {
    const response = await call(
      memberAdminPost,
      "POST",
      memberId,
      { is_admin: true },
      shop.memberCookie,
    );
    expect(response.status).toBe(403);
    const [member] = await db().select().from(users).where(eq(users.id, memberId));
    expect(member!.is_admin).toBe(false);
  });
});

describe("lists and the order page", () => {
  it("find orders by member e-mail, name or number, by status and by the day placed", async () => {
    await db()
      .update(users)
      .set({ firstName: "Amelia", lastName: "Hart", postcode: "SW11 5QL" })
      .where(eq(users.id, memberId));
    const { id } = await newOrder("ORDER_PROBLEM");
    const ids = async (filters: Parameters<typeof listOrders>[1]) =>
      (await listOrders(db(), filters, pageWindow(1))).map((row) => row.id);
    expect(await ids({ q: "MEMBER@example" })).toContain(id);
    expect(await ids({ q: "amelia hart", status: "ORDER_PROBLEM" })).toEqual([id]);
    expect(await ids({ q: String(id) })).toEqual([id]);
    expect(await ids({ q: "nobody@example.com" })).toEqual([]);
    expect(await ids({ status: "ORDER_PROBLEM", from: "2000-01-01", to: "2000-01-02" })).toEqual(
      [],
    );
    expect((await listMembers(db(), "sw115ql", pageWindow(1))).map((m) => m.id)).toEqual([
      memberId,
    ]);
  });

  it("overdue returns are those past their day and not finished", async () => {
    const overdue = await newReturn("ORDER_PLACED");
    const done = await newReturn("ORDER_FINALISED");
    const rows = await listReturns(
      db(),
      { overdue: true },
      pageWindow(1),
      new Date("2026-02-01T12:00:00Z"),
    );
    const found = rows.map((row) => row.id);
    expect(found).toContain(overdue);
    expect(found).not.toContain(done);
  });

  it("gift orders are found by the recipient's e-mail and by paid or sent", async () => {
    const gift = await newGift({ email_recipient: "findme@example.com" });
    const found = await listGiftOrders(db(), { q: "FINDME@", state: "paid" }, pageWindow(1));
    expect(found.map((row) => row.id)).toEqual([gift.id]);
    expect(await listGiftOrders(db(), { q: "findme@", state: "sent" }, pageWindow(1))).toEqual([]);
  });

  it("an order's page shows its deliveries, linked by order or by its checkout session", async () => {
    const { id } = await newOrder("ORDER_ACTIVE");
    await db().update(order).set({ checkout_id: "cs_admin_test" }).where(eq(order.id, id));
    const [linked] = await db()
      .insert(partialOrder)
      .values({ user_id: memberId, status: "ORDER_ACTIVE", order_id: id })
      .returning({ id: partialOrder.id });
    const [bySession] = await db()
      .insert(partialOrder)
      .values({ user_id: memberId, status: "ORDER_PLACED", payment_checkout_id: "cs_admin_test" })
      .returning({ id: partialOrder.id });
    await newDelivery("ORDER_PLACED");
    const detail = await loadOrderDetail(db(), id);
    expect(detail!.deliveries.map((d) => d.id)).toEqual([linked!.id, bySession!.id]);
    expect(detail!.items).toHaveLength(2);
    expect(detail!.member!.email).toBe("member@example.com");
    expect(await loadOrderDetail(db(), 2_000_000_000)).toBeNull();
  });
});
