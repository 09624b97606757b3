import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTimestamp } from "./columns";
import { productItems } from "./garments";
import { users } from "./members";

/**
 * 'Buy to keep' (issue 27, docs/growing.md): a family paying a one-off amount to keep a garment
 * they hold. The quote's parts are kept as they were when the payment page opened (retail price,
 * rent already paid for this garment by this family, the owner's floor), so the receipt and the
 * statistics read what was charged. At most one payment page open per garment, and at most one
 * paid purchase per garment (partial unique indexes): a double click or a repeated webhook cannot
 * sell a garment twice.
 *
 * status: PAYMENT_PENDING (page open) → PAID (garment SOLD to the family) or CANCELLED (page
 * closed unpaid); REFUND_DUE when a payment completed for a garment that could no longer be sold
 * to the family (e.g. sent back meanwhile): staff refund it.
 */
export const keepPurchases = pgTable(
  "keep_purchases",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    product_item_id: integer("product_item_id")
      .notNull()
      .references(() => productItems.id),
    status: text("status", {
      enum: ["PAYMENT_PENDING", "PAID", "CANCELLED", "REFUND_DUE"],
    })
      .notNull()
      .default("PAYMENT_PENDING"),
    rrp_pence: integer("rrp_pence").notNull(),
    rent_paid_pence: integer("rent_paid_pence").notNull(),
    floor_pence: integer("floor_pence").notNull(),
    price_pence: integer("price_pence").notNull(),
    /** The provider's checkout session and its hosted page (a double click reopens the same). */
    checkout_id: text("checkout_id"),
    checkout_url: text("checkout_url"),
    payment_id: text("payment_id"),
    expires_at: optionalTimestamp("expires_at").notNull(),
    paid_at: optionalTimestamp("paid_at"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("keep_purchases_open_key")
      .on(t.product_item_id)
      .where(sql`${t.status} = 'PAYMENT_PENDING'`),
    uniqueIndex("keep_purchases_paid_key")
      .on(t.product_item_id)
      .where(sql`${t.status} = 'PAID'`),
    uniqueIndex("keep_purchases_checkout_key").on(t.checkout_id),
    index("keep_purchases_user_idx").on(t.user_id),
    check(
      "keep_purchases_amounts",
      sql`${t.price_pence} > 0 and ${t.rrp_pence} > 0 and ${t.rent_paid_pence} >= 0 and ${t.floor_pence} >= 0`,
    ),
  ],
);
