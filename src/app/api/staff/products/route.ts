import { createProductContract } from "@/domain/api/staff-catalogue-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { saveProduct } from "@/server/services/catalogue-admin/save-product";
import { productSaveError } from "@/server/services/catalogue-admin/product-errors";

/** POST: staff create a product (a draft until published). */
export const POST = handleContract(
  createProductContract,
  { role: "staff", maxBytes: 64 * 1024 },
  async ({ input, caller, log }) => {
    const result = await saveProduct(getDb(), { staffId: staffCaller(caller), product: input });
    if (result.status !== "saved") throw productSaveError(result);
    log.info({ event: "product_created", productId: result.product.id });
    return result.product;
  },
);
