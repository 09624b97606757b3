import type { Executor } from "@/server/db/client";
import {
  memberSubscriptions,
  sandboxCustomers,
  sandboxSubscriptions,
  users,
} from "@/server/db/schema";
import { at } from "./seed-dates";

type UserRow = typeof users.$inferInsert;

/**
 * The demo members' customers and live subscriptions at the local payment sandbox (the provider's
 * records), and the shop's copy of each, as the provider's webhooks would have left them.
 */
export async function seedSubscriptions(db: Executor, members: readonly UserRow[]): Promise<void> {
  const customers = members.filter((m) => m.payment_customer_id);
  if (customers.length === 0) return;
  await db.insert(sandboxCustomers).values(
    customers.map((m) => ({
      id: m.payment_customer_id!,
      email: m.email,
      name: [m.firstName, m.lastName].filter(Boolean).join(" ") || null,
      user_ref: m.id,
    })),
  );
  const live = customers.filter((m) => m.payment_subscription_id && m.payment_price_id);
  if (live.length === 0) return;
  // Renews monthly; the next renewal is well after the demo's "today".
  const periodEnd = at("2026-12-20");
  await db.insert(sandboxSubscriptions).values(
    live.map((m) => ({
      id: m.payment_subscription_id!,
      customer_id: m.payment_customer_id!,
      price_id: m.payment_price_id!,
      status: "active",
      current_period_end: periodEnd,
    })),
  );
  await db.insert(memberSubscriptions).values(
    live.map((m) => ({
      id: m.payment_subscription_id!,
      user_id: m.id,
      customer_id: m.payment_customer_id!,
      price_id: m.payment_price_id!,
      status: "active",
      current_period_end: periodEnd,
    })),
  );
}
