import { sandboxPayContract } from "@/domain/api/contracts";
import { sandboxIdParams } from "@/domain/payments/sandbox-requests";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { sandboxGateway } from "@/server/services/payments/sandbox";

/**
 * POST: 'Pay' on the sandbox's hosted page. Like the provider's page, it answers where to go next
 * (the shop's success page, or its cancel page when the session has closed); a refused card is a
 * 422 with the message the page shows.
 */
export const POST = handleContract(
  sandboxPayContract,
  { role: "guest", params: sandboxIdParams, maxBytes: 1024 },
  async ({ input, params }) => {
    const { promotionCode, ...card } = input;
    const result = await sandboxGateway().payCheckout(params.id, card, promotionCode || undefined);
    if (result.kind === "missing") throw new AppError("not_found", "This payment page has closed.");
    if (result.kind === "refused")
      throw new AppError("validation_failed", result.message, {
        fields: { [result.field]: result.message },
      });
    return { redirect: result.redirect };
  },
);
