import { checkoutCodeContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { memberId } from "@/server/http/caller";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { tryCheckoutCode } from "@/server/services/checkout/checkout-code";
import { checkoutCodeAttempts } from "@/server/services/payments/promotion-code-limits";

/**
 * POST: 'Apply' beside the discount code at /checkout (issue 25): what the code takes off, or why
 * it cannot be used (a 422 on the field; a 429 past the wrong-code limits). Nothing is held until
 * 'Continue to payment', which checks the code again.
 */
export const POST = handleContract(
  checkoutCodeContract,
  { role: "member", maxBytes: 1024 },
  async ({ input, caller, request }) => {
    const db = getDb();
    const userId = memberId(caller);
    const check = await tryCheckoutCode(
      db,
      createPaymentGateway(db),
      checkoutCodeAttempts(request, userId),
      { code: input.code, userId, now: new Date() },
    );
    if (!check.ok)
      throw new AppError(check.limited ? "rate_limited" : "validation_failed", check.message, {
        fields: { code: check.message },
      });
    return { code: check.code.code, description: check.code.description };
  },
);
