import { finishReturnContract, returnParams } from "@/domain/api/staff-garment-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { finishReturn } from "@/server/services/returns/finish-return";
import { staffCaller } from "@/server/http/staff-caller";

/** POST {note?}: staff close a return once all its garments have arrived. */
export const POST = handleContract(
  finishReturnContract,
  { role: "staff", params: returnParams, maxBytes: 2048 },
  async ({ input, params, caller }) => {
    const result = await finishReturn(getDb(), {
      returnId: params.id,
      staffId: staffCaller(caller),
      note: input.note,
    });
    if (!result.ok)
      throw new AppError(result.reason === "not_found" ? "not_found" : "conflict", result.message);
    return { id: params.id, status: "ORDER_FINALISED" as const };
  },
);
