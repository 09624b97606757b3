import { setVariantStockContract } from "@/domain/api/contracts";
import { catalogueIdParams, deleteVariantContract } from "@/domain/api/staff-catalogue-contracts";
import { variantStockParams } from "@/domain/stock/stock-correction";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { deleteVariant } from "@/server/services/catalogue-admin/delete-variant";
import { variantInUseError } from "@/server/services/catalogue-admin/variant-errors";
import { setVariantStock } from "@/server/services/stock/set-variant-stock";

/** PATCH {stock}: staff set a variant's stock to a count; every page shows it at once. */
export const PATCH = handleContract(
  setVariantStockContract,
  { role: "staff", params: variantStockParams, maxBytes: 1024 },
  async ({ input, params, caller, log }) => {
    const result = await setVariantStock(getDb(), params.id, input.stock);
    if (result.status === "not_found") throw new AppError("not_found", "No such variant.");
    log.info({
      event: "variant_stock_set",
      variantId: result.variant.id,
      productId: result.variant.product_id,
      oldStock: result.previousStock,
      newStock: result.variant.stock,
      userId: caller.role === "guest" ? undefined : caller.userId,
    });
    return { variant: result.variant };
  },
);

/** DELETE: staff delete a variant nothing refers to (audited); the shop stops showing it at once. */
export const DELETE = handleContract(
  deleteVariantContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 1024 },
  async ({ params, caller, log }) => {
    const result = await deleteVariant(getDb(), {
      staffId: staffCaller(caller),
      variantId: params.id,
    });
    if (result.status === "not_found") throw new AppError("not_found", "No such variant.");
    if (result.status === "in_use") throw variantInUseError(result.garments, result.orderLines);
    log.info({ event: "variant_deleted", variantId: result.variant.id });
    return result.variant;
  },
);
