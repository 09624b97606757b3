import { createHash } from "node:crypto";
import { authSecret, env } from "@/config/env";

export type {
  CheckoutSessionInfo,
  PaidInvoiceInfo,
  PaymentEvent,
  PaymentGateway,
  SubscriptionInfo,
} from "./payment-gateway";
export { WebhookSignatureError } from "./payment-gateway";
export { LocalPaymentGateway } from "./local/local-payment-gateway";
export { createStripePaymentGateway } from "./stripe/stripe-payment-gateway";

/** The sandbox's signing secret: configured, or derived from the shop's own secret (one per install). */
export function sandboxWebhookSecret(): string {
  return (
    env().SANDBOX_WEBHOOK_SECRET ??
    createHash("sha256").update(`${authSecret()}:sandbox-webhook`).digest("hex")
  );
}
