import { randomBytes } from "node:crypto";
import type { sandboxCheckoutSessions, sandboxSubscriptions } from "@/server/db/schema";
import type { CheckoutSessionInfo, SubscriptionInfo } from "../payment-gateway";

/** The sandbox's own records as the payment interface describes them (shared by its parts). */

export interface PriceInfo {
  amountPence: number;
  name: string;
}

export type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

export function toSessionInfo(row: SessionRow): CheckoutSessionInfo {
  return {
    id: row.id,
    status: row.status,
    mode: row.mode,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    paymentId: row.payment_intent_id,
    reference: row.client_reference_id,
    metadata: row.metadata,
    amountTotalPence: row.status === "complete" ? row.amount_pence - row.discount_pence : null,
    discountPence: row.discount_pence,
  };
}

export function toSubscriptionInfo(row: SubscriptionRow): SubscriptionInfo {
  return {
    id: row.id,
    customerId: row.customer_id,
    priceId: row.price_id,
    status: row.status,
    pausedUntil: row.paused_until,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    cancellationReason: row.cancellation_reason,
    currentPeriodEnd: row.current_period_end,
  };
}
