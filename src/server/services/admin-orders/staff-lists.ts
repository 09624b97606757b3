import { and, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { PageWindow } from "@/domain/admin/paging";
import {
  GIFT_STATE_STATUSES,
  type GiftListFilters,
  type OrderListFilters,
  type ReturnListFilters,
} from "@/domain/admin/list-filters";
import { containsPattern, searchedId } from "@/domain/admin/list-params";
import { addDays } from "@/domain/dates";
import { ukDay, ukWallClock } from "@/domain/gifting/gift-request";
import type { Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import {
  order,
  orderGifting,
  orderProductVariants,
  partialOrder,
  partialReturn,
  returnGrace,
  users,
} from "@/server/db/schema";

/** A member matches a search by e-mail or by name, anywhere in it, whatever the letter case. */
function memberMatches(q: string): SQL {
  const pattern = containsPattern(q);
  return or(
    sql`lower(${users.email}) like ${pattern}`,
    sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern}`,
  )!;
}

/** The instants a UK day range covers (from midnight on its first day to midnight after its last). */
function placedBetween(
  column: SQL.Aliased | Parameters<typeof gte>[0],
  from?: string,
  to?: string,
) {
  return [
    from ? gte(column, ukWallClock(from, 0)) : undefined,
    to ? lt(column, ukWallClock(addDays(to, 1), 0)) : undefined,
  ];
}

/** Orders (newest first): search by order id, member e-mail or name; status and the day placed. */
export async function listOrders(db: Executor, filters: OrderListFilters, window: PageWindow) {
  const id = searchedId(filters.q);
  const query = db
    .select({
      id: order.id,
      created_at: order.created_at,
      status: order.status,
      subscription_type: order.subscription_type,
      delivery_date: order.delivery_date,
      user_id: order.user_id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      items: sql<number>`(select count(*)::int from ${orderProductVariants} where ${orderProductVariants.order_id} = ${order.id})`,
    })
    .from(order)
    .innerJoin(users, eq(users.id, order.user_id))
    .where(
      and(
        filters.q ? (id ? eq(order.id, id) : memberMatches(filters.q)) : undefined,
        filters.status ? eq(order.status, filters.status) : undefined,
        ...placedBetween(order.created_at, filters.from, filters.to),
      ),
    )
    .orderBy(desc(order.id))
    .$dynamic();
  return onePagePlusOne(query, window);
}

/** Deliveries (newest first): search by id, member or tracking code; status and delivery day. */
export async function listDeliveries(db: Executor, filters: OrderListFilters, window: PageWindow) {
  const id = searchedId(filters.q);
  const query = db
    .select({
      id: partialOrder.id,
      created_at: partialOrder.created_at,
      date: partialOrder.date,
      status: partialOrder.status,
      order_id: partialOrder.order_id,
      fulfilment_order_id: partialOrder.fulfilment_order_id,
      tracking_code: partialOrder.tracking_code,
      dispatched_at: partialOrder.dispatched_at,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(partialOrder)
    .innerJoin(users, eq(users.id, partialOrder.user_id))
    .where(
      and(
        filters.q
          ? id
            ? eq(partialOrder.id, id)
            : or(memberMatches(filters.q), eq(partialOrder.tracking_code, filters.q))
          : undefined,
        filters.status ? eq(partialOrder.status, filters.status) : undefined,
        filters.from ? gte(partialOrder.date, filters.from) : undefined,
        filters.to ? lte(partialOrder.date, filters.to) : undefined,
      ),
    )
    .orderBy(desc(partialOrder.id))
    .$dynamic();
  return onePagePlusOne(query, window);
}

/** Returns (newest first): search by id, member or reference; status, due day and overdue. */
export async function listReturns(
  db: Executor,
  filters: ReturnListFilters,
  window: PageWindow,
  now: Date,
) {
  const id = searchedId(filters.q);
  const query = db
    .select({
      id: partialReturn.id,
      created_at: partialReturn.created_at,
      due_date: partialReturn.due_date,
      status: partialReturn.status,
      item_quantity: partialReturn.item_quantity,
      return_reference: partialReturn.return_reference,
      received_at: partialReturn.received_at,
      // Issue 27, part next-box: the reminder sent, and the next swap held while it is overdue.
      reminder_sent_at: returnGrace.reminder_sent_at,
      swap_held_since: returnGrace.held_since,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(partialReturn)
    .innerJoin(users, eq(users.id, partialReturn.user_id))
    .leftJoin(returnGrace, eq(returnGrace.partial_return_id, partialReturn.id))
    .where(
      and(
        filters.q
          ? id
            ? eq(partialReturn.id, id)
            : or(
                memberMatches(filters.q),
                eq(partialReturn.return_reference, filters.q),
                eq(partialReturn.partner_return_reference, filters.q),
              )
          : undefined,
        filters.status ? eq(partialReturn.status, filters.status) : undefined,
        filters.from ? gte(partialReturn.due_date, filters.from) : undefined,
        filters.to ? lte(partialReturn.due_date, filters.to) : undefined,
        filters.overdue
          ? and(lt(partialReturn.due_date, ukDay(now)), ne(partialReturn.status, "ORDER_FINALISED"))
          : undefined,
      ),
    )
    .orderBy(desc(partialReturn.id))
    .$dynamic();
  return onePagePlusOne(query, window);
}

/** Gift orders (newest first): search by id, sender's or recipient's e-mail or code; paid/sent; day. */
export async function listGiftOrders(db: Executor, filters: GiftListFilters, window: PageWindow) {
  const id = searchedId(filters.q);
  const pattern = filters.q ? containsPattern(filters.q) : "";
  const query = db
    .select({
      id: orderGifting.id,
      created_at: orderGifting.created_at,
      status: orderGifting.status,
      delivery_date: orderGifting.delivery_date,
      coupon_value: orderGifting.coupon_value,
      coupon_code: orderGifting.coupon_code,
      email_sender: orderGifting.email_sender,
      email_recipient: orderGifting.email_recipient,
    })
    .from(orderGifting)
    .where(
      and(
        filters.q
          ? id
            ? eq(orderGifting.id, id)
            : or(
                sql`lower(${orderGifting.email_sender}) like ${pattern}`,
                sql`lower(${orderGifting.email_recipient}) like ${pattern}`,
                sql`lower(${orderGifting.coupon_code}) = ${filters.q.toLowerCase()}`,
              )
          : undefined,
        filters.state
          ? inArray(orderGifting.status, [...GIFT_STATE_STATUSES[filters.state]])
          : undefined,
        ...placedBetween(orderGifting.delivery_at, filters.from, filters.to),
      ),
    )
    .orderBy(desc(orderGifting.id))
    .$dynamic();
  return onePagePlusOne(query, window);
}

/** Members (newest first): search by e-mail, name or postcode (spaces and letter case ignored). */
export async function listMembers(db: Executor, q: string | undefined, window: PageWindow) {
  const postcode = q ? containsPattern(q.replace(/\s+/g, "")) : "";
  const query = db
    .select({
      id: users.id,
      created_at: users.created_at,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      postcode: users.postcode,
      is_admin: users.is_admin,
      payment_subscription_id: users.payment_subscription_id,
    })
    .from(users)
    .where(
      q
        ? or(
            memberMatches(q),
            sql`lower(replace(coalesce(${users.postcode}, ''), ' ', '')) like ${postcode}`,
          )
        : undefined,
    )
    .orderBy(desc(users.created_at), users.id)
    .$dynamic();
  return onePagePlusOne(query, window);
}
