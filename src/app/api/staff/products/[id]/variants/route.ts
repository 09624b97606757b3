import { catalogueIdParams, createVariantContract } from "@/domain/api/staff-catalogue-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { saveVariant } from "@/server/services/catalogue-admin/save-variant";
import { variantSaveError } from "@/server/services/catalogue-admin/variant-errors";

/** POST: staff add a variant (size, colour, sku, stock, fulfilment_id, lifespan_base) to a product. */
export const POST = handleContract(
  createVariantContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 4096 },
  async ({ input, params, caller, log }) => {
    const result = await saveVariant(getDb(), {
      staffId: staffCaller(caller),
      productId: params.id,
      variant: input,
    });
    if (result.status !== "saved") throw variantSaveError(result, "No such product.");
    log.info({ event: "variant_created", productId: params.id, variantId: result.variant.id });
    return result.variant;
  },
);
