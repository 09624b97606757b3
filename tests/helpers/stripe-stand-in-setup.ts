import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
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
