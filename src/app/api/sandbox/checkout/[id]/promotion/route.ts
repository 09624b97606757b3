import { sandboxPromotionContract } from "@/domain/api/gifting-contracts";
import { TOO_MANY_CODE_ATTEMPTS_MESSAGE } from "@/domain/payments/sandbox-promotion";
import { sandboxIdParams } from "@/domain/payments/sandbox-requests";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { tryPromotionCode } from "@/server/services/payments/code-attempts";
import {
  codeAttemptSubjects,
  promotionCodeLimits,
} from "@/server/services/payments/promotion-code-limits";
import { sandboxGateway } from "@/server/gateways/payment-gateway";

/**
 * POST: 'Apply' on the sandbox's hosted page (issue 10): what the code takes off, or why it cannot
 * be used (a 422 with the message the page shows). Nothing is redeemed until 'Pay'. Wrong codes
 * are limited per client address and per payment page (a 429 past either).
 */
export const POST = handleContract(
  sandboxPromotionContract,
  { role: "guest", params: sandboxIdParams, maxBytes: 1024 },
  async ({ input, params, request, log }) => {
    const gateway = sandboxGateway();
    const outcome = await tryPromotionCode(
      getDb(),
      codeAttemptSubjects(request, params.id),
      promotionCodeLimits(),
      () => gateway.previewPromotion(params.id, input.promotionCode),
      (preview) => preview.kind !== "refused",
    );
    if (outcome.kind === "limited") {
      log.info({ event: "promotion_code_limited", session: params.id });
      throw new AppError("rate_limited", TOO_MANY_CODE_ATTEMPTS_MESSAGE, {
        fields: { promotionCode: TOO_MANY_CODE_ATTEMPTS_MESSAGE },
      });
    }
    const result = outcome.result;
    if (result.kind === "missing") throw new AppError("not_found", "This payment page has closed.");
    if (result.kind === "refused")
      throw new AppError("validation_failed", result.message, {
        fields: { promotionCode: result.message },
      });
    const { discountPence, totalPence, creditPence } = result;
    return { discountPence, totalPence, creditPence };
  },
);
