import "server-only";
import { env } from "@/config/env";
import { toPence } from "@/domain/checkout/checkout-request";
import { getDb, type Database } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import {
  createStripePaymentGateway,
  LocalPaymentGateway,
  sandboxWebhookSecret,
  type PaymentGateway,
} from "@/server/integrations/payments";
import { loadSiteContent } from "@/server/services/content/load-site-content";

/*
 * The payment gateway the shop runs with, built here because building it joins two parts that must
 * not know each other: the payments integration, and the content service whose settings hold the
 * sandbox's prices. Routes, pages and jobs ask here; services are given a gateway.
 */

/** The sandbox's price list is the settings' plans: a plan's price id costs its monthly price. */
async function settingsPrice(priceId: string) {
  const { settings } = await loadSiteContent(false);
  const option = settings.subscriptionOptions.find((o) => o.paymentPriceId === priceId);
  return option ? { amountPence: toPence(option.price), name: option.plan } : null;
}

function createLocalPaymentGateway(db: Database): LocalPaymentGateway {
  return new LocalPaymentGateway({
    db,
    appUrl: env().APP_URL,
    webhookSecret: sandboxWebhookSecret(),
    prices: settingsPrice,
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

/** The local sandbox's own pages exist only while it is the shop's payment provider. */
export function sandboxGateway(): LocalPaymentGateway {
  if (env().PAYMENT_PROVIDER !== "local") throw new AppError("not_found", "Not found.");
  return createLocalPaymentGateway(getDb());
}
