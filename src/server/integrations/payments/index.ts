import { createHash } from "node:crypto";
import { authSecret, env } from "@/config/env";
import { toPence } from "@/domain/checkout/checkout-request";
import type { Database } from "@/server/db/client";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { LocalPaymentGateway, type LocalGatewayOptions } from "./local/local-payment-gateway";
import type { PaymentGateway } from "./payment-gateway";
import { createStripePaymentGateway } from "./stripe/stripe-payment-gateway";

export type {
  CheckoutSessionInfo,
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

/** The sandbox's price list is the settings' plans: a plan's price id costs its monthly price. */
async function settingsPrice(priceId: string) {
  const { settings } = await loadSiteContent(false);
  const option = settings.subscriptionOptions.find((o) => o.paymentPriceId === priceId);
  return option ? { amountPence: toPence(option.price), name: option.plan } : null;
}

export function createLocalPaymentGateway(
  db: Database,
  overrides: Partial<LocalGatewayOptions> = {},
): LocalPaymentGateway {
  return new LocalPaymentGateway({
    db,
    appUrl: env().APP_URL,
    webhookSecret: sandboxWebhookSecret(),
    prices: settingsPrice,
    ...overrides,
  });
}

/** PAYMENT_PROVIDER picks the adapter: the local sandbox (default) or Stripe. */
export function createPaymentGateway(db: Database): PaymentGateway {
  const config = env();
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
    return createStripePaymentGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBaseUrl: config.STRIPE_API_BASE_URL,
    });
  }
  return createLocalPaymentGateway(db);
}
