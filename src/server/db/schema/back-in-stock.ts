import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./members";
import { productVariants } from "./catalogue";
import { createdAt, id, optionalTimestamp } from "./columns";

/**
 * 'Tell me when it's back' (issue 26): a visitor's request for one e-mail when a sold-out variant
 * is in stock again. `queued_at` is set, in the transaction that brings the stock back, when its
 * e-mail is queued (so a request is answered once); `sent_at` when the e-mail went out.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: id(),
    created_at: createdAt(),
    product_variant_id: integer("product_variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    /** Normalised (normaliseEmail). */
    email: text("email").notNull(),
    /** The member who asked, when signed in. */
    user_id: text("user_id").references(() => users.id, { onDelete: "set null" }),
    queued_at: optionalTimestamp("queued_at"),
    sent_at: optionalTimestamp("sent_at"),
  },
  (t) => [
    // One waiting request per address and variant; the restock reads the waiting ones by variant.
    uniqueIndex("back_in_stock_requests_waiting_key")
      .on(t.product_variant_id, t.email)
      .where(sql`${t.queued_at} is null`),
    index("back_in_stock_requests_user_idx").on(t.user_id),
  ],
);
