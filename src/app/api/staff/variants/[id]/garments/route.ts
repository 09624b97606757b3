import { addGarmentsContract, catalogueIdParams } from "@/domain/api/staff-catalogue-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { addGarments } from "@/server/services/catalogue-admin/add-garments";

/** POST {status, barcodes | count}: staff record new garments of a variant. */
export const POST = handleContract(
  addGarmentsContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 64 * 1024 },
  async ({ input, params, caller, log }) => {
    const result = await addGarments(getDb(), {
      staffId: staffCaller(caller),
      variantId: params.id,
      batch: input,
    });
    if (result.status === "not_found") throw new AppError("not_found", "No such variant.");
    if (result.status === "duplicate_barcodes")
      throw new AppError("conflict", result.message, { fields: { barcodes: result.message } });
    log.info({ event: "garments_added", variantId: params.id, count: result.ids.length });
    return { ids: result.ids, stock: result.stock };
  },
);
