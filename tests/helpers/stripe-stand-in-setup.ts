import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { Database } from "@/server/db/client";
import type { PaymentGateway } from "@/server/integrations/payments";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
// Shared by the adapter's test files only.
import {
  createStripePaymentGateway,
  type StripePaymentGateway,
} from "@/server/integrations/payments/stripe/stripe-payment-gateway";

export const SECRET_KEY = "sk_test_stand_in";
export const WEBHOOK_SECRET = "whsec_test_stand_in";
export const PLAN_PRICE = "price_test_plan_b";
export const NEXT_PLAN_PRICE = "price_test_plan_c";
/** The shop's address in the route handlers' requests (as tests/integration/auth-test-helpers.ts). */
const SHOP_URL = "http://localhost:3000";

/**
 * Starts the local stand-in of Stripe's API for a test file (two plan prices seeded, emptied before
 * each test) and hands the file the stand-in and an adapter pointed at it.
 */
export function startStandInForFile(
  ready: (standIn: StripeStandIn, gateway: StripePaymentGateway) => void,
): void {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
    standIn.seedPrice({ id: PLAN_PRICE, unitAmount: 3900 });
    standIn.seedPrice({ id: NEXT_PLAN_PRICE, unitAmount: 5900 });
    ready(
      standIn,
      createStripePaymentGateway({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiBaseUrl: standIn.url,
      }),
    );
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => standIn.reset());
  afterEach(() => vi.useRealTimers());
}

export const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

export function subscriptionCheckoutInput(
  standIn: StripeStandIn,
  successUrl = "https://shop.test/checkout/done",
) {
  return {
    customerId: standIn.seedCustomer({ email: "amelia@example.com" }).id,
    priceId: PLAN_PRICE,
    reference: "order_42",
    metadata: { order_id: "42", plan: "B" },
    successUrl,
    cancelUrl: "https://shop.test/checkout",
    expiresAt: inAnHour(),
  };
}

export function paymentCheckoutInput() {
  return {
    amountPence: 2500,
    description: "Littlerobe gift card",
    customerEmail: "giver@example.com",
    reference: "gift_7",
    metadata: { gift_order_id: "7" },
    successUrl: "https://shop.test/gift/done",
    cancelUrl: "https://shop.test/gift",
    expiresAt: inAnHour(),
  };
}

/** What `stripeShopForFile` hands its test file once its `beforeAll` has run. */
export interface StripeShop<Shop> {
  shop: Shop;
  standIn: StripeStandIn;
  /** The shop's own payment gateway (PAYMENT_PROVIDER=stripe), pointed at the stand-in. */
  gateway: PaymentGateway;
  /** Posts a body to the shop's payment webhook, signed as Stripe signs it. */
  webhook(body: string): Promise<Response>;
}

/**
 * For a test file of the shop in payment mode with PAYMENT_PROVIDER=stripe: starts the stand-in of
 * Stripe's API and opens the file's shop (`open`) with the process's settings pointed at the
 * stand-in; afterwards puts the settings back and closes both. The fields are filled in `beforeAll`.
 */
export function stripeShopForFile<
  Shop extends { handle: { db: Database }; close(): Promise<void> },
>(open: () => Promise<Shop>): StripeShop<Shop> {
  // Loaded here, not above: the adapter's own test files, which share this file, need none of it.
  const shopModules = async () => ({
    ...(await import("@/app/api/webhooks/payments/route")),
    ...(await import("@/config/env")),
    ...(await import("@/server/gateways/payment-gateway")),
  });
  const file = {
    webhook: async (body: string) =>
      (await shopModules()).POST(
        new Request(`${SHOP_URL}/api/webhooks/payments`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "stripe-signature": Stripe.webhooks.generateTestHeaderString({
              payload: body,
              secret: WEBHOOK_SECRET,
            }),
          },
          body,
        }),
      ),
  } as StripeShop<Shop>;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const { createPaymentGateway, resetEnvForTests } = await shopModules();
    file.standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
    file.shop = await open();
    const config = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: file.standIn.url,
    };
    for (const [key, value] of Object.entries(config)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    resetEnvForTests();
    file.gateway = createPaymentGateway(file.shop.handle.db);
  });
  afterAll(async () => {
    const { resetEnvForTests } = await shopModules();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvForTests();
    await file.shop?.close();
    await file.standIn?.close();
  });
  return file;
}
