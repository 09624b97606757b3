import { retireGarmentContract } from "@/domain/api/staff-garment-contracts";
import { ukDay } from "@/domain/gifting/gift-request";
import { garmentParams } from "@/domain/garments/staff-moves";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { invalidateStock } from "@/server/services/checkout/after-settle";
import { retireGarment } from "@/server/services/garments/staff-garments";
import { staffCaller, staffGarmentError } from "@/server/http/staff-caller";

/** POST {disposition, reason, soldPrice?}: staff retire a garment from the rental stock. */
export const POST = handleContract(
  retireGarmentContract,
  { role: "staff", params: garmentParams, maxBytes: 2048 },
  async ({ input, params, caller, log }) => {
    const result = await retireGarment(getDb(), {
      itemId: params.id,
      disposition: input.disposition,
      reason: input.reason,
      soldPrice: input.soldPrice,
      staffId: staffCaller(caller),
      today: ukDay(new Date()),
    });
    if (!result.ok) throw staffGarmentError(result);
    invalidateStock(result.touchedProducts);
    log.info({ event: "garment_retired", itemId: params.id, from: result.from, to: result.to });
    return { id: params.id, from: result.from, to: result.to };
  },
);
