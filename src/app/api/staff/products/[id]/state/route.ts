import { catalogueIdParams, productStateContract } from "@/domain/api/staff-catalogue-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { changeProductState } from "@/server/services/catalogue-admin/change-product-state";

/** POST {action}: publish, unpublish, archive, unarchive, delete (soft) or restore a product. */
export const POST = handleContract(
  productStateContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 1024 },
  async ({ input, params, caller, log }) => {
    const result = await changeProductState(getDb(), {
      staffId: staffCaller(caller),
      productId: params.id,
      action: input.action,
    });
    if (result.status === "not_found") throw new AppError("not_found", "No such product.");
    if (result.status === "refused") throw new AppError("conflict", result.message);
    log.info({ event: "product_state", productId: params.id, action: input.action });
    return result.product;
  },
);
