import { sandboxPortalContract } from "@/domain/api/contracts";
import { sandboxIdParams } from "@/domain/payments/sandbox-requests";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { applyPortalChange } from "@/server/services/payments/sandbox-portal";
import { sandboxGateway } from "@/server/gateways/payment-gateway";

/**
 * POST: a change in the sandbox's customer portal (plan, pause, resume, cancel with a reason, keep
 * a subscription set to cancel).
 */
export const POST = handleContract(
  sandboxPortalContract,
  { role: "guest", params: sandboxIdParams, maxBytes: 2048 },
  async ({ input, params }) => {
    const result = await applyPortalChange(getDb(), sandboxGateway(), params.id, input);
    if (result === "expired")
      throw new AppError(
        "not_found",
        "This page has expired. Please open it again from your account.",
      );
    if (result === "ended")
      throw new AppError(
        "conflict",
        "This subscription has already ended. You can start a new one from the shop.",
      );
    if (result === "unknown_price")
      throw new AppError("validation_failed", "Please choose one of the plans offered.");
    return { done: true as const };
  },
);
