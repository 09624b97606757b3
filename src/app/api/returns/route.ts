import { requestReturnContract } from "@/domain/api/return-contracts";
import { NOT_RETURNABLE_MESSAGE } from "@/domain/returns/return-request";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { requestReturn } from "@/server/services/returns/request-return";

/** POST {productItemIds}: the signed-in member sends those garments back (issue 11). */
export const POST = handleContract(
  requestReturnContract,
  { role: "member", maxBytes: 2048 },
  async ({ input, caller }) => {
    if (caller.role === "guest")
      throw new AppError("unauthenticated", "Please log in to send items back.");
    const result = await requestReturn(getDb(), {
      userId: caller.userId,
      productItemIds: input.productItemIds,
      now: new Date(),
    });
    if (!result.ok)
      throw new AppError("conflict", NOT_RETURNABLE_MESSAGE, { items: result.productItemIds });
    return { returnId: result.returnId, reference: result.reference, dueDate: result.dueDate };
  },
);
