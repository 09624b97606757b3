import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, optionalTimestamp } from "./columns";
import { users } from "./members";

/**
 * Payment-provider events already processed (issue 9): the id is written in the same transaction
 * as the event's effects, so a repeated delivery finds it and changes nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  received_at: createdAt("received_at"),
});

/**
 * The shop's copy of each member subscription, kept by the provider's webhooks. `provider_updated_at`
 * is the time of the newest event applied: an older event arriving late changes nothing.
 */
export const memberSubscriptions = pgTable(
  "member_subscriptions",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id").references(() => users.id),
    customer_id: text("customer_id").notNull(),
    price_id: text("price_id"),
    /** The provider's status: active, trialing, past_due, paused, canceled, incomplete… */
    status: text("status").notNull(),
    /** Payments paused until this time (a member's one- or two-month pause). */
    paused_until: optionalTimestamp("paused_until"),
    cancel_at_period_end: boolean("cancel_at_period_end").notNull().default(false),
    cancellation_reason: text("cancellation_reason"),
    current_period_end: optionalTimestamp("current_period_end"),
    provider_updated_at: timestamp("provider_updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    created_at: createdAt(),
  },
  (t) => [
    index("member_subscriptions_user_idx").on(t.user_id),
    index("member_subscriptions_customer_idx").on(t.customer_id),
  ],
);

/*
 * The local payment sandbox (the default provider). These tables are the provider's own records,
 * as Stripe keeps them on its side: the shop reads them only through the sandbox adapter.
 */

export const sandboxCustomers = pgTable("sandbox_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name"),
  user_ref: text("user_ref"),
  /** As Stripe's Idempotency-Key: a repeated create with the same key answers the same customer. */
  idempotency_key: text("idempotency_key").unique(),
  created_at: createdAt(),
});

export const sandboxCheckoutSessions = pgTable(
  "sandbox_checkout_sessions",
  {
    id: text("id").primaryKey(),
    mode: text("mode", { enum: ["subscription", "payment"] }).notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] })
      .notNull()
      .default("open"),
    customer_id: text("customer_id"),
    customer_email: text("customer_email"),
    price_id: text("price_id"),
    /** What the page charges, in pence (the plan's monthly price, or a one-off amount). */
    amount_pence: integer("amount_pence").notNull(),
    description: text("description").notNull(),
    success_url: text("success_url").notNull(),
    cancel_url: text("cancel_url").notNull(),
    client_reference_id: text("client_reference_id"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    allow_promotion_codes: boolean("allow_promotion_codes").notNull().default(true),
    promotion_code: text("promotion_code"),
    discount_pence: integer("discount_pence").notNull().default(0),
    subscription_id: text("subscription_id"),
    payment_intent_id: text("payment_intent_id"),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    completed_at: optionalTimestamp("completed_at"),
    /** What was given back of this payment, and when (a duplicate subscription, issue 23). */
    refunded_pence: integer("refunded_pence"),
    refunded_at: optionalTimestamp("refunded_at"),
    created_at: createdAt(),
  },
  (t) => [index("sandbox_checkout_sessions_status_idx").on(t.status, t.expires_at)],
);

export const sandboxSubscriptions = pgTable("sandbox_subscriptions", {
  id: text("id").primaryKey(),
  customer_id: text("customer_id").notNull(),
  price_id: text("price_id").notNull(),
  status: text("status").notNull(),
  paused_until: optionalTimestamp("paused_until"),
  cancel_at_period_end: boolean("cancel_at_period_end").notNull().default(false),
  cancellation_reason: text("cancellation_reason"),
  current_period_end: optionalTimestamp("current_period_end"),
  /** Money off the next payments left on the subscription (a gift card's value), in pence. */
  credit_pence: integer("credit_pence").notNull().default(0),
  created_at: createdAt(),
  updated_at: createdAt("updated_at"),
});

/** Coupons with their promotion code (gift cards create them). */
export const sandboxCoupons = pgTable("sandbox_coupons", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  amount_off_pence: integer("amount_off_pence").notNull(),
  max_redemptions: integer("max_redemptions").notNull().default(1),
  times_redeemed: integer("times_redeemed").notNull().default(0),
  expires_at: optionalTimestamp("expires_at"),
  created_at: createdAt(),
});

/** The sandbox's customer portal: a short-lived page where a member manages their own plan. */
export const sandboxPortalSessions = pgTable("sandbox_portal_sessions", {
  id: text("id").primaryKey(),
  customer_id: text("customer_id").notNull(),
  return_url: text("return_url").notNull(),
  expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  created_at: createdAt(),
});

/** Signed events the sandbox has sent (or must still send) to the shop's webhook. */
export const sandboxEvents = pgTable(
  "sandbox_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    delivered_at: optionalTimestamp("delivered_at"),
    /** A process sending it holds it until then (no transaction stays open during the request). */
    claimed_until: optionalTimestamp("claimed_until"),
    attempts: integer("attempts").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("sandbox_events_pending_idx").on(t.delivered_at, t.created_at)],
);
