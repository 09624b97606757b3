import { returnStatusContract, staffRecordParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { staffRefusal } from "@/server/http/staff-refusal";
import { changeRecordStatus } from "@/server/services/admin-orders/staff-changes";

/** POST {to}: staff change the return's status along an allowed transition (409 otherwise). */
export const POST = handleContract(
  returnStatusContract,
  { role: "staff", params: staffRecordParams, maxBytes: 1024 },
  async ({ input, params, caller }) => {
    const result = await changeRecordStatus(getDb(), "return", {
      id: params.id,
      to: input.to,
      staffId: staffCaller(caller),
    });
    if (!result.ok) throw staffRefusal(result);
    return { id: params.id, from: result.from, to: result.to };
  },
);
