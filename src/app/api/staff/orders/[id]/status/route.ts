import { orderStatusContract, staffRecordParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { staffRefusal } from "@/server/http/staff-refusal";
import { changeRecordStatus } from "@/server/services/admin-orders/staff-changes";

/**
 * POST {to, confirmed?}: staff change the order's status along an allowed transition (409
 * otherwise); finalising is refused (409) unless staff confirmed what it does to the member.
 */
export const POST = handleContract(
  orderStatusContract,
  { role: "staff", params: staffRecordParams, maxBytes: 1024 },
  async ({ input, params, caller }) => {
    const result = await changeRecordStatus(getDb(), "order", {
      id: params.id,
      to: input.to,
      confirmed: input.confirmed,
      staffId: staffCaller(caller),
    });
    if (!result.ok) throw staffRefusal(result);
    return { id: params.id, from: result.from, to: result.to };
  },
);
