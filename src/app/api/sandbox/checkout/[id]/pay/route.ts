import { sandboxPayContract } from "@/domain/api/contracts";
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
 * POST: 'Pay' on the sandbox's hosted page. Like the provider's page, it answers where to go next
 * (the shop's success page, or its cancel page when the session has closed); a refused card is a
 * 422 with the message the page shows.
 */
export const POST = handleContract(
  sandboxPayContract,
  { role: "guest", params: sandboxIdParams, maxBytes: 1024 },
  async ({ input, params, request, log }) => {
    const { promotionCode, ...card } = input;
    const gateway = sandboxGateway();
    const pay = () => gateway.payCheckout(params.id, card, promotionCode || undefined);
    // A payment with a code is a code attempt too: 'Pay' must not be a way round 'Apply''s limit.
    const outcome = promotionCode
      ? await tryPromotionCode(
          getDb(),
          codeAttemptSubjects(request, params.id),
          promotionCodeLimits(),
          pay,
          (paid) => !(paid.kind === "refused" && paid.field === "promotionCode"),
        )
      : { kind: "tried" as const, result: await pay() };
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
        fields: { [result.field]: result.message },
      });
    return { redirect: result.redirect };
  },
);
