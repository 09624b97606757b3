import { staffMoveGarmentContract } from "@/domain/api/staff-garment-contracts";
import { garmentParams } from "@/domain/garments/staff-moves";
import { getDb } from "@/server/db/client";
import { invalidateStock } from "@/server/services/checkout/after-settle";
import { moveGarmentByStaff } from "@/server/services/garments/staff-garments";
import { staffCaller, staffGarmentError } from "@/server/http/staff-caller";
import { handleContract } from "@/server/http/handle-route";

/** POST {to, reason}: staff move a garment by hand (cleaning, storage, approval, problem). */
export const POST = handleContract(
  staffMoveGarmentContract,
  { role: "staff", params: garmentParams, maxBytes: 2048 },
  async ({ input, params, caller, log }) => {
    const result = await moveGarmentByStaff(getDb(), {
      itemId: params.id,
      to: input.to,
      reason: input.reason,
      staffId: staffCaller(caller),
    });
    if (!result.ok) throw staffGarmentError(result);
    invalidateStock(result.touchedProducts);
    log.info({
      event: "garment_moved_by_staff",
      itemId: params.id,
      from: result.from,
      to: result.to,
    });
    return { id: params.id, from: result.from, to: result.to };
  },
);
