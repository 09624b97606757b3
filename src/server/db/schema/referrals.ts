import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTimestamp } from "./columns";
import { users } from "./members";

/*
 * Issue 27, "Give a month, get a month" (docs/growing.md, part:referrals).
 */

/** Each member's own code, made the first time they look at it; it never changes. */
export const referralCodes = pgTable("referral_codes", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  created_at: createdAt(),
});

/**
 * A friend who joined with a member's code: one per friend (the unique friend_user_id refuses a
 * second code). pending → qualified (their first payment settled, in the webhook's transaction;
 * the credit job is queued) → credited (both grants made at the provider), or refused with the
 * reason found when the payment settled.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    referrer_user_id: text("referrer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friend_user_id: text("friend_user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    state: text("state", { enum: ["pending", "qualified", "credited", "refused"] })
      .notNull()
      .default("pending"),
    /** A ReferralRefusal (src/domain/referrals/referral-rules.ts) when refused. */
    refusal: text("refusal"),
    /** The checkout session of the friend's first payment: one settlement per referral. */
    settled_checkout_id: text("settled_checkout_id").unique(),
    friend_credit_pence: integer("friend_credit_pence"),
    referrer_credit_pence: integer("referrer_credit_pence"),
    qualified_at: optionalTimestamp("qualified_at"),
    credited_at: optionalTimestamp("credited_at"),
    created_at: createdAt(),
  },
  (t) => [index("referrals_referrer_idx").on(t.referrer_user_id, t.created_at)],
);

/**
 * The local payment sandbox's credit grants (the provider's own records, as Stripe's customer
 * balance transactions): money off a customer's next payments. The idempotency key makes a
 * repeated grant (a retried job, two processes at once) credit once. A grant made while the
 * customer has no live subscription waits here (subscription_id null) for their next one.
 */
export const sandboxCreditGrants = pgTable(
  "sandbox_credit_grants",
  {
    id: text("id").primaryKey(),
    customer_id: text("customer_id").notNull(),
    pence: integer("pence").notNull(),
    description: text("description").notNull(),
    idempotency_key: text("idempotency_key").notNull().unique(),
    /** The subscription whose credit_pence holds it; null while it waits for one. */
    subscription_id: text("subscription_id"),
    created_at: createdAt(),
  },
  (t) => [index("sandbox_credit_grants_customer_idx").on(t.customer_id)],
);
