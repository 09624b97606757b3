import { backInStockContract } from "@/domain/api/back-in-stock-contract";
import { BACK_IN_STOCK_MESSAGES } from "@/domain/catalogue/back-in-stock";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { requestBackInStock } from "@/server/services/back-in-stock/request-back-in-stock";

/**
 * POST /api/catalogue/back-in-stock {variant_id, email?}: a guest gives an address; a member may
 * give none (their account's is used) or another one.
 */
export const POST = handleContract(
  backInStockContract,
  { role: "guest", session: true, maxBytes: 1024 },
  async ({ input, caller }) => {
    const member = caller.role === "guest" ? null : caller;
    const email = input.email ?? member?.sessionEmail;
    if (!email)
      throw new AppError("validation_failed", BACK_IN_STOCK_MESSAGES.emailNeeded, {
        fields: { email: BACK_IN_STOCK_MESSAGES.emailNeeded },
      });
    const result = await requestBackInStock(getDb(), {
      variantId: input.variant_id,
      email,
      userId: member?.userId ?? null,
    });
    switch (result.status) {
      case "requested":
        return { status: "requested" as const, email: result.email };
      case "in_stock":
        return { status: "in_stock" as const };
      case "not_found":
        throw new AppError("not_found", BACK_IN_STOCK_MESSAGES.unknown);
      case "too_many":
        throw new AppError("conflict", BACK_IN_STOCK_MESSAGES.tooMany);
    }
  },
);
