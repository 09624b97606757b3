import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { productVariants } from "./catalogue";
import { createdAt, id, money, optionalTimestamp } from "./columns";
import { giftOrderStatus, orderItemStatus, orderStatus, shippingMethod } from "./enums";
import { users } from "./members";

/** A subscription order: the set of variants a member checked out for one period. */
export const order = pgTable(
  "order",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    created_at: createdAt(),
    status: orderStatus("status").notNull().default("ORDER_PLACED_PAYMENT_PENDING"),
    subscription_type: text("subscription_type"),
    checkout_id: text("checkout_id"),
    payment_subscription_id: text("payment_subscription_id"),
    delivery_date: date("delivery_date"),
    delivery_status: text("delivery_status"),
    /** The delivery time slot picked from settings.deliveryTimes. */
    delivery_date_time: text("delivery_date_time"),
    return_date: date("return_date"),
    return_date_time: text("return_date_time"),
    internal_note: text("internal_note"),
    ignore_stock_update: boolean("ignore_stock_update").notNull().default(false),
    delivery_provider: shippingMethod("delivery_provider"),
    delivery_tracking_number: text("delivery_tracking_number"),
    /**
     * A payment the shop gave back (issue 23): why, e.g. a second checkout paid by a member whose
     * subscription was already live. Set when the refund is queued; refunded_at once the provider
     * has done it.
     */
    refund_reason: text("refund_reason"),
    refunded_pence: integer("refunded_pence"),
    refunded_at: optionalTimestamp("refunded_at"),
    /** The gift card or promotion code typed at /checkout (issue 25), applied on the payment page. */
    promotion_code: text("promotion_code"),
    /** The gift card that code belongs to, when it is one of ours. */
    gift_card_id: integer("gift_card_id").references(() => orderGifting.id),
  },
  (t) => [
    index("order_user_id_idx").on(t.user_id, t.id),
    index("order_status_idx").on(t.status),
    uniqueIndex("order_checkout_id_key").on(t.checkout_id),
    // A gift card is single-use: one unpaid checkout holds it at a time (two racing, one wins).
    uniqueIndex("order_gift_card_pending_key")
      .on(t.gift_card_id)
      .where(sql`${t.status} = 'ORDER_PLACED_PAYMENT_PENDING'`),
  ],
);

export const orderProductVariants = pgTable(
  "order_product_variants",
  {
    id: id(),
    created_at: createdAt(),
    order_id: integer("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    product_variant_id: integer("product_variant_id")
      .notNull()
      .references(() => productVariants.id),
    /** Order item life cycle of section 4.1. */
    status: orderItemStatus("status").notNull().default("REQUESTED"),
  },
  (t) => [
    index("order_product_variants_order_id_idx").on(t.order_id),
    index("order_product_variants_variant_id_idx").on(t.product_variant_id),
  ],
);

export const productVariantStockUpdates = pgTable(
  "product_variant_stock_updates",
  {
    id: id(),
    created_at: createdAt(),
    product_variant_id: integer("product_variant_id")
      .notNull()
      .references(() => productVariants.id),
    order_id: integer("order_id").references(() => order.id),
    new_stock: integer("new_stock").notNull(),
    old_stock: integer("old_stock").notNull(),
  },
  (t) => [
    index("product_variant_stock_updates_variant_idx").on(t.product_variant_id),
    index("product_variant_stock_updates_order_idx").on(t.order_id),
  ],
);

export const orderGifting = pgTable(
  "order_gifting",
  {
    id: id(),
    created_at: createdAt(),
    status: giftOrderStatus("status").notNull().default("PAYMENT_PENDING"),
    /** Formatted text, e.g. 'Monday, January 1st 2024, 1:00:00 pm' (spec 3.1). */
    delivery_date: text("delivery_date"),
    delivery_status: text("delivery_status"),
    message: text("message"),
    payment_id: text("payment_id"),
    coupon_id: text("coupon_id"),
    coupon_value: money("coupon_value").notNull(),
    /** The promotion code the recipient types (chosen by the shop before the provider is asked). */
    coupon_code: text("coupon_code"),
    /** The provider's checkout session that pays for the gift (issue 10). */
    checkout_id: text("checkout_id"),
    /** When the recipient's e-mail is due: the machine-readable twin of delivery_date. */
    delivery_at: optionalTimestamp("delivery_at"),
    /** When the code stops working: the end of the UK day 12 months after purchase (issue 25). */
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    internal_note: text("internal_note"),
    title_sender: text("title_sender"),
    first_name_sender: text("first_name_sender").notNull(),
    last_name_sender: text("last_name_sender").notNull(),
    email_sender: text("email_sender").notNull(),
    phone_sender: text("phone_sender"),
    title_recipient: text("title_recipient"),
    first_name_recipient: text("first_name_recipient").notNull(),
    last_name_recipient: text("last_name_recipient").notNull(),
    email_recipient: text("email_recipient").notNull(),
    phone_recipient: text("phone_recipient"),
  },
  (t) => [
    uniqueIndex("order_gifting_payment_id_key").on(t.payment_id),
    uniqueIndex("order_gifting_checkout_id_key").on(t.checkout_id),
    uniqueIndex("order_gifting_coupon_code_key").on(t.coupon_code),
    index("order_gifting_status_idx").on(t.status),
    check("order_gifting_message_length", sql`char_length(${t.message}) <= 500`),
    check("order_gifting_coupon_value_positive", sql`${t.coupon_value} > 0`),
  ],
);

/** One delivery to a member. */
export const partialOrder = pgTable(
  "partial_order",
  {
    id: id(),
    created_at: createdAt(),
    date: date("date"),
    status: orderStatus("status").notNull().default("ORDER_PLACED_PAYMENT_PENDING"),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    payment_checkout_id: text("payment_checkout_id"),
    internal_note: text("internal_note"),
    delivery_provider: shippingMethod("delivery_provider"),
    fulfilment_order_id: text("fulfilment_order_id"),
    fulfilment_processed_time: optionalTimestamp("fulfilment_processed_time"),
    fulfilment_error: text("fulfilment_error"),
    fulfilment_updated_at: optionalTimestamp("fulfilment_updated_at"),
    original_product_item_ids: integer("original_product_item_ids").array(),
    dispatched_at: optionalTimestamp("dispatched_at"),
    /** When the carrier reported the parcel delivered (issue 11). */
    delivered_at: optionalTimestamp("delivered_at"),
    tracking_code: text("tracking_code"),
    /** The subscription order this delivery carries (issue 9). */
    order_id: integer("order_id").references(() => order.id),
    /** While the payment is pending, the reserved stock is held until this time. */
    payment_expires_at: optionalTimestamp("payment_expires_at"),
  },
  (t) => [
    index("partial_order_user_id_idx").on(t.user_id, t.id),
    index("partial_order_order_id_idx").on(t.order_id),
    index("partial_order_pending_expiry_idx").on(t.status, t.payment_expires_at),
    uniqueIndex("partial_order_payment_checkout_id_key").on(t.payment_checkout_id),
    index("partial_order_status_idx").on(t.status),
    index("partial_order_fulfilment_order_id_idx").on(t.fulfilment_order_id),
  ],
);

/** One return from a member. */
export const partialReturn = pgTable(
  "partial_return",
  {
    id: id(),
    created_at: createdAt(),
    date: date("date"),
    status: orderStatus("status").notNull().default("ORDER_PLACED"),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    internal_note: text("internal_note"),
    delivery_provider: shippingMethod("delivery_provider"),
    fulfilment_processed_time: optionalTimestamp("fulfilment_processed_time"),
    fulfilment_return_id: text("fulfilment_return_id"),
    item_quantity: integer("item_quantity"),
    cancellation_reason: text("cancellation_reason"),
    original_product_item_ids: integer("original_product_item_ids").array(),
    /** Due back at the warehouse by this day (issue 11). */
    due_date: date("due_date"),
    /**
     * The reference the member writes on the parcel (ours, 'LR-R-000042', from the screen and the
     * e-mail to the warehouse, issue 23), and the partner's prepaid label (issue 11).
     */
    return_reference: text("return_reference"),
    /** The partner's own reference for the return, kept beside ours (issue 23). */
    partner_return_reference: text("partner_return_reference"),
    label_url: text("label_url"),
    /** When the warehouse reported the parcel received. */
    received_at: optionalTimestamp("received_at"),
  },
  (t) => [
    index("partial_return_user_id_idx").on(t.user_id, t.id),
    index("partial_return_status_idx").on(t.status),
    index("partial_return_fulfilment_return_id_idx").on(t.fulfilment_return_id),
    check(
      "partial_return_item_quantity_positive",
      sql`${t.item_quantity} is null or ${t.item_quantity} >= 0`,
    ),
  ],
);
