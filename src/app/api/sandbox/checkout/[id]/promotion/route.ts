import { sandboxPromotionContract } from "@/domain/api/gifting-contracts";
import { sandboxIdParams } from "@/domain/payments/sandbox-requests";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { sandboxGateway } from "@/server/services/payments/sandbox";

/**
 * POST: 'Apply' on the sandbox's hosted page (issue 10): what the code takes off, or why it cannot
 * be used (a 422 with the message the page shows). Nothing is redeemed until 'Pay'.
 */
export const POST = handleContract(
  sandboxPromotionContract,
  { role: "guest", params: sandboxIdParams, maxBytes: 1024 },
  async ({ input, params }) => {
    const result = await sandboxGateway().previewPromotion(params.id, input.promotionCode);
    if (result.kind === "missing") throw new AppError("not_found", "This payment page has closed.");
    if (result.kind === "refused")
      throw new AppError("validation_failed", result.message, {
        fields: { promotionCode: result.message },
      });
    const { discountPence, totalPence, creditPence } = result;
    return { discountPence, totalPence, creditPence };
  },
);
