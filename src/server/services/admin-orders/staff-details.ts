import { aliasedTable, and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { ORDER_TRANSITIONS } from "@/domain/admin/order-transitions";
import { memberPlan, membershipNote, subscriptionState } from "@/domain/member/account-plan";
import { isSubscriptionActive } from "@/domain/payments/subscription-state";
import type { Executor } from "@/server/db/client";
import {
  jobs,
  memberSubscriptions,
  order,
  orderGifting,
  orderProductVariants,
  partialOrder,
  partialReturn,
  productItems,
  productItemsHistory,
  products,
  productVariants,
  staffAudit,
  userProductItems,
  users,
  variantOptions,
} from "@/server/db/schema";
import { giftRecipientEmailJob } from "@/server/jobs/gift-recipient-email";
import { loadFinaliseFacts } from "./staff-changes";

const sizes = aliasedTable(variantOptions, "size_option");
const colours = aliasedTable(variantOptions, "colour_option");
const staff = aliasedTable(users, "staff_user");

/** Who changed a record by hand in the back office, newest first. */
async function auditOf(db: Executor, entityType: string, entityId: string | number) {
  return db
    .select({
      id: staffAudit.id,
      created_at: staffAudit.created_at,
      action: staffAudit.action,
      detail: staffAudit.detail,
      staff_email: staff.email,
    })
    .from(staffAudit)
    .innerJoin(staff, eq(staff.id, staffAudit.staff_user_id))
    .where(and(eq(staffAudit.entity_type, entityType), eq(staffAudit.entity_id, String(entityId))))
    .orderBy(desc(staffAudit.created_at), desc(staffAudit.id))
    .limit(200);
}

async function memberOf(db: Executor, userId: string) {
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      title: users.title,
      firstName: users.firstName,
      lastName: users.lastName,
      contactNumber: users.contactNumber,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      postcode: users.postcode,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId));
  return member ?? null;
}

/** A garment as lists show it: sku, product, size and colour. */
const garmentColumns = {
  item_id: productItems.id,
  sku: productItems.sku,
  barcode: productItems.barcode,
  garment_status: productItems.status,
  product: products.name,
  size: sizes.name,
  colour: colours.name,
};

/** The garment history rows about some deliveries or returns, newest first. */
async function garmentHistoryOf(db: Executor, deliveryIds: number[], returnIds: number[]) {
  if (deliveryIds.length === 0 && returnIds.length === 0) return [];
  return db
    .select({
      id: productItemsHistory.id,
      createdAt: productItemsHistory.createdAt,
      product_item_id: productItemsHistory.product_item_id,
      sku: productItems.sku,
      previous_status: productItemsHistory.previous_status,
      new_status: productItemsHistory.new_status,
      new_order_id: productItemsHistory.new_order_id,
      new_return_id: productItemsHistory.new_return_id,
      change_reason: productItemsHistory.change_reason,
    })
    .from(productItemsHistory)
    .innerJoin(productItems, eq(productItems.id, productItemsHistory.product_item_id))
    .where(
      or(
        deliveryIds.length ? inArray(productItemsHistory.new_order_id, deliveryIds) : undefined,
        deliveryIds.length
          ? inArray(productItemsHistory.previous_order_id, deliveryIds)
          : undefined,
        returnIds.length ? inArray(productItemsHistory.new_return_id, returnIds) : undefined,
      ),
    )
    .orderBy(desc(productItemsHistory.createdAt), desc(productItemsHistory.id))
    .limit(300);
}

/** An order with its member, lines, deliveries, returns and history (issue 12). */
export async function loadOrderDetail(db: Executor, id: number) {
  const [row] = await db.select().from(order).where(eq(order.id, id));
  if (!row) return null;
  const [member, items, deliveries, audit] = await Promise.all([
    memberOf(db, row.user_id),
    db
      .select({
        id: orderProductVariants.id,
        status: orderProductVariants.status,
        variant_id: productVariants.id,
        sku: productVariants.sku,
        product: products.name,
        size: sizes.name,
        colour: colours.name,
      })
      .from(orderProductVariants)
      .innerJoin(productVariants, eq(productVariants.id, orderProductVariants.product_variant_id))
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .leftJoin(sizes, eq(sizes.id, productVariants.size_id))
      .leftJoin(colours, eq(colours.id, productVariants.color_id))
      .where(eq(orderProductVariants.order_id, id))
      .orderBy(orderProductVariants.id),
    // Deliveries carry their order (issue 9); older ones (the demo's) only its checkout session.
    db
      .select()
      .from(partialOrder)
      .where(
        or(
          eq(partialOrder.order_id, id),
          row.checkout_id
            ? and(
                isNull(partialOrder.order_id),
                eq(partialOrder.user_id, row.user_id),
                eq(partialOrder.payment_checkout_id, row.checkout_id),
              )
            : undefined,
        ),
      )
      .orderBy(partialOrder.id),
    auditOf(db, "order", id),
  ]);
  const deliveryIds = deliveries.map((d) => d.id);
  const returns = deliveryIds.length
    ? await db
        .select()
        .from(partialReturn)
        .where(
          inArray(
            partialReturn.id,
            db
              .selectDistinct({ id: userProductItems.partial_return_id })
              .from(userProductItems)
              .where(
                and(
                  inArray(userProductItems.partial_order_id, deliveryIds),
                  isNotNull(userProductItems.partial_return_id),
                ),
              ),
          ),
        )
        .orderBy(partialReturn.id)
    : [];
  const history = await garmentHistoryOf(
    db,
    deliveryIds,
    returns.map((r) => r.id),
  );
  // What finalising would do to the member, shown before staff confirm it (issue 23).
  const finalise = ORDER_TRANSITIONS[row.status].includes("ORDER_FINALISED")
    ? await loadFinaliseFacts(db, id)
    : null;
  return { order: row, member, items, deliveries, returns, history, audit, finalise };
}

async function garmentsWhere(db: Executor, where: ReturnType<typeof eq>) {
  return db
    .select(garmentColumns)
    .from(userProductItems)
    .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
    .innerJoin(productVariants, eq(productVariants.id, productItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(sizes, eq(sizes.id, productVariants.size_id))
    .leftJoin(colours, eq(colours.id, productVariants.color_id))
    .where(where)
    .orderBy(productItems.id);
}

/** A delivery with its member, garments, warehouse hand-over, history and audit. */
export async function loadDeliveryDetail(db: Executor, id: number) {
  const [row] = await db.select().from(partialOrder).where(eq(partialOrder.id, id));
  if (!row) return null;
  const [member, garments, history, audit] = await Promise.all([
    memberOf(db, row.user_id),
    garmentsWhere(db, eq(userProductItems.partial_order_id, id)),
    garmentHistoryOf(db, [id], []),
    auditOf(db, "partial_order", id),
  ]);
  return { delivery: row, member, garments, history, audit };
}

/** A return with its member, garments, history and audit. */
export async function loadReturnDetail(db: Executor, id: number) {
  const [row] = await db.select().from(partialReturn).where(eq(partialReturn.id, id));
  if (!row) return null;
  const [member, garments, history, audit] = await Promise.all([
    memberOf(db, row.user_id),
    garmentsWhere(db, eq(userProductItems.partial_return_id, id)),
    garmentHistoryOf(db, [], [id]),
    auditOf(db, "partial_return", id),
  ]);
  return { return: row, member, garments, history, audit };
}

/** A gift order with its recipient e-mail jobs and audit. */
export async function loadGiftDetail(db: Executor, id: number) {
  const [gift] = await db.select().from(orderGifting).where(eq(orderGifting.id, id));
  if (!gift) return null;
  const key = giftRecipientEmailJob.keyOf({ giftId: id });
  const [emails, audit] = await Promise.all([
    db
      .select({
        id: jobs.id,
        status: jobs.status,
        run_at: jobs.run_at,
        done_at: jobs.done_at,
        resend: sql<boolean>`${jobs.singleton_key} <> ${key}`,
      })
      .from(jobs)
      .where(or(eq(jobs.singleton_key, key), sql`${jobs.singleton_key} like ${`${key}:resend:%`}`))
      .orderBy(jobs.id),
    auditOf(db, "order_gifting", id),
  ]);
  return { gift, emails, audit };
}

/** The garment statuses that mean a member has it (or it is on its way to or from them). */
const HELD = ["HOLD", "STORAGE_HOLD", "CUSTOMER", "RETURNING"] as const;

/** A member's profile, subscription state, orders, garments held and audit. */
export async function loadMemberDetail(db: Executor, userId: string, now: Date) {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) return null;
  const [orders, subscriptions, garments, audit] = await Promise.all([
    db
      .select({
        id: order.id,
        created_at: order.created_at,
        status: order.status,
        subscription_type: order.subscription_type,
        delivery_date: order.delivery_date,
      })
      .from(order)
      .where(eq(order.user_id, userId))
      .orderBy(desc(order.id)),
    db
      .select()
      .from(memberSubscriptions)
      .where(eq(memberSubscriptions.user_id, userId))
      .orderBy(desc(memberSubscriptions.created_at)),
    garmentsWhere(
      db,
      and(
        eq(userProductItems.user_id, userId),
        inArray(productItems.status, [...HELD]),
        // The garment's newest holder is this member.
        sql`${userProductItems.id} = (select max(u2.id) from ${userProductItems} u2 where u2.product_item_id = ${userProductItems.product_item_id})`,
      )!,
    ),
    auditOf(db, "user", userId),
  ]);
  const current = subscriptions.find((s) => s.id === profile.payment_subscription_id);
  const facts = current
    ? {
        status: current.status,
        pausedUntil: current.paused_until,
        cancelAtPeriodEnd: current.cancel_at_period_end,
        currentPeriodEnd: current.current_period_end,
      }
    : null;
  const live = facts ? isSubscriptionActive(facts, now) : false;
  return {
    profile,
    orders,
    subscriptions,
    subscription: {
      state: subscriptionState(
        { payment_subscription_id: profile.payment_subscription_id, order: orders },
        live,
      ),
      plan: memberPlan([], profile.payment_price_id, orders).label,
      note: facts ? membershipNote(facts, now) : null,
    },
    garments,
    audit,
  };
}
