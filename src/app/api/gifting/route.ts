import { env } from "@/config/env";
import { giftCheckoutContract } from "@/domain/api/gifting-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { startGiftCheckout } from "@/server/services/gifting/start-gift-checkout";

/** Shown above the fields the server refused (each field carries its own message). */
const GIFT_INVALID_MESSAGE = "Please check the highlighted fields";

/**
 * POST /api/gifting: 'Continue to payment' for a gift card (issue 10). Anyone may buy one; the gift
 * order is stored PAYMENT_PENDING and the answer names the payment page.
 */
export const POST = handleContract(
  giftCheckoutContract,
  { role: "guest", maxBytes: 16 * 1024 },
  async ({ input }) => {
    const db = getDb();
    const config = env();
    const result = await startGiftCheckout(db, createPaymentGateway(db), {
      request: input,
      now: new Date(),
      appUrl: config.APP_URL,
      reservationMinutes: config.CHECKOUT_RESERVATION_MINUTES,
    });
    if (!result.ok)
      throw new AppError("validation_failed", GIFT_INVALID_MESSAGE, { fields: result.errors });
    return { message: result.message, order_id: result.order_id, url: result.url };
  },
);
