import { catalogueIdParams, updateProductContract } from "@/domain/api/staff-catalogue-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { saveProduct } from "@/server/services/catalogue-admin/save-product";
import { productSaveError } from "@/server/services/catalogue-admin/product-errors";

/** PUT: staff save every field of a product and its tags; the shop shows it at once. */
export const PUT = handleContract(
  updateProductContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 64 * 1024 },
  async ({ input, params, caller, log }) => {
    const result = await saveProduct(getDb(), {
      staffId: staffCaller(caller),
      productId: params.id,
      product: input,
    });
    if (result.status !== "saved") throw productSaveError(result);
    log.info({ event: "product_updated", productId: params.id });
    return result.product;
  },
);
