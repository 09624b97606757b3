import { catalogueIdParams, updateVariantContract } from "@/domain/api/staff-catalogue-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { saveVariant } from "@/server/services/catalogue-admin/save-variant";
import { variantSaveError } from "@/server/services/catalogue-admin/variant-errors";

/** PUT: staff save every field of a variant; a stock change goes through the stock service. */
export const PUT = handleContract(
  updateVariantContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 4096 },
  async ({ input, params, caller, log }) => {
    const result = await saveVariant(getDb(), {
      staffId: staffCaller(caller),
      variantId: params.id,
      variant: input,
    });
    if (result.status !== "saved") throw variantSaveError(result, "No such variant.");
    log.info({ event: "variant_updated", variantId: params.id });
    return result.variant;
  },
);
