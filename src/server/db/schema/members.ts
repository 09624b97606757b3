import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { products } from "./catalogue";

/** The member profile. Its id is the authentication user's id (a string). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    created_at: createdAt(),
    username: text("username"),
    firstName: text("firstName"),
    lastName: text("lastName"),
    title: text("title"),
    babyName: text("babyName"),
    email: text("email").notNull(),
    contactNumber: text("contactNumber"),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    postcode: text("postcode"),
    country: text("country"),
    role: text("role"),
    termsAccepted: boolean("termsAccepted").notNull().default(false),
    is_admin: boolean("is_admin").notNull().default(false),
    payment_customer_id: text("payment_customer_id"),
    payment_subscription_id: text("payment_subscription_id"),
    payment_price_id: text("payment_price_id"),
  },
  (t) => [
    // One e-mail, one member, whatever its letter case; the e-mail changes only through a verified link.
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_payment_customer_id_idx").on(t.payment_customer_id),
    index("users_payment_subscription_id_idx").on(t.payment_subscription_id),
  ],
);

export const userProductFavorites = pgTable(
  "user_product_favorites",
  {
    id: id(),
    created_at: createdAt(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("user_product_favorites_user_product_key").on(t.user_id, t.product_id)],
);
