import { memberAdminContract, memberParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { staffRefusal } from "@/server/http/staff-refusal";
import { setMemberAdmin } from "@/server/services/admin-orders/staff-members";

/** POST {is_admin}: grant or remove a member's staff access; never one's own (403). */
export const POST = handleContract(
  memberAdminContract,
  { role: "staff", params: memberParams, maxBytes: 256 },
  async ({ input, params, caller, log }) => {
    const staffId = staffCaller(caller);
    const result = await setMemberAdmin(getDb(), {
      userId: params.id,
      isAdmin: input.is_admin,
      staffId,
    });
    if (!result.ok) throw staffRefusal(result);
    log.info({ event: "member_admin_changed", userId: params.id, isAdmin: input.is_admin });
    return { id: params.id, is_admin: input.is_admin };
  },
);
