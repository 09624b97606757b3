import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/*
 * Issue 27, "Give a month, get a month" (docs/growing.md, part:referrals).
 */

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
