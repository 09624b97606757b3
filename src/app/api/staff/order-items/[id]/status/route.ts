import { orderItemStatusContract, staffRecordParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { staffRefusal } from "@/server/http/staff-refusal";
import { changeOrderItemStatus } from "@/server/services/admin-orders/staff-changes";

/** POST {to}: staff move one order line along spec 4.1's item life cycle (409 otherwise). */
export const POST = handleContract(
  orderItemStatusContract,
  { role: "staff", params: staffRecordParams, maxBytes: 1024 },
  async ({ input, params, caller }) => {
    const result = await changeOrderItemStatus(getDb(), {
      id: params.id,
      to: input.to,
      staffId: staffCaller(caller),
    });
    if (!result.ok) throw staffRefusal(result);
    return { id: params.id, from: result.from, to: result.to };
  },
);
