import { env } from "@/config/env";
import { checkoutDetailsContract } from "@/domain/api/checkout-details-contract";
import { checkoutContract } from "@/domain/api/contracts";
import { CHECKOUT_SUPERSEDED_MESSAGE, ITEMS_NOT_AVAILALE } from "@/domain/checkout/messages";
import {
  NEW_MEMBERS_PAUSED_CHECKOUT_MESSAGE,
  SUBSCRIPTION_NOT_LIVE_MESSAGE,
} from "@/domain/checkout/checkout-request";
import { notServedMessage } from "@/domain/delivery/promises";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { memberId } from "@/server/http/caller";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { loadCheckoutDetails } from "@/server/services/checkout/load-checkout-details";
import { startCheckout } from "@/server/services/checkout/start-checkout";
import { checkoutCodeAttempts } from "@/server/services/payments/promotion-code-limits";
import { loadSiteContent } from "@/server/services/content/load-site-content";

/** GET: the saved delivery details, the terms and the membership the page fills in. */
export const GET = handleContract(
  checkoutDetailsContract,
  { role: "member" },
  async ({ caller }) => {
    const { settings } = await loadSiteContent(false);
    return loadCheckoutDetails(getDb(), memberId(caller), settings, new Date());
  },
);

/** POST: 'Continue to payment'. The wardrobe, plan and delivery are re-checked on the server. */
export const POST = handleContract(
  checkoutContract,
  { role: "member", maxBytes: 32 * 1024 },
  async ({ input, caller, request }) => {
    const db = getDb();
    const config = env();
    const { settings } = await loadSiteContent(false);
    const userId = memberId(caller);
    const result = await startCheckout(db, createPaymentGateway(db), {
      userId,
      request: input,
      settings,
      now: new Date(),
      appUrl: config.APP_URL,
      reservationMinutes: config.CHECKOUT_RESERVATION_MINUTES,
      codeAttempts: checkoutCodeAttempts(request, userId),
    });
    switch (result.kind) {
      case "payment":
        return { kind: "payment" as const, url: result.url };
      case "placed":
        return { kind: "placed" as const, url: `/checkout/confirmation?order=${result.orderId}` };
      case "waitlist":
        return {
          kind: "waitlist" as const,
          reason: result.reason,
          message:
            result.reason === "paused"
              ? NEW_MEMBERS_PAUSED_CHECKOUT_MESSAGE
              : notServedMessage(result.postcode),
        };
      case "unavailable":
        throw new AppError("conflict", ITEMS_NOT_AVAILALE, { items: result.variantIds });
      case "superseded":
        throw new AppError("conflict", CHECKOUT_SUPERSEDED_MESSAGE);
      case "code_limited":
        throw new AppError("rate_limited", result.message, { fields: { code: result.message } });
      case "not_live":
        throw new AppError("forbidden", SUBSCRIPTION_NOT_LIVE_MESSAGE);
      case "no_swaps_left":
      case "returns_outstanding":
        throw new AppError("conflict", result.message);
      case "invalid":
        throw new AppError("validation_failed", result.message, { fields: result.fields });
    }
  },
);
