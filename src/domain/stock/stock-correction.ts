/**
 * A staff stock correction (issue 8): the warehouse counted a variant and staff set its stock to
 * the count. Shared by the route handler and any caller through the contract.
 */
import { z } from "@/domain/zod";
import { entityId } from "../ids";

/** Far above any real count of one size and colour; a typo of several digits is refused. */
export const MAX_VARIANT_STOCK = 100_000;

export const VARIANT_STOCK_MESSAGE = `Stock must be a whole number from 0 to ${MAX_VARIANT_STOCK}.`;

/** A variant as a staff stock correction leaves it (the answer of the route). */
export interface VariantStock {
  id: number;
  product_id: number;
  stock: number;
}

/** PATCH /api/staff/variants/{id}: which variant. */
export const variantStockParams = z.object({ id: entityId });

/** The body: the variant's new stock, a JSON integer (not text) from 0 to MAX_VARIANT_STOCK. */
export const variantStockBody = z.object({
  stock: z
    .number({ error: VARIANT_STOCK_MESSAGE })
    .int(VARIANT_STOCK_MESSAGE)
    .min(0, VARIANT_STOCK_MESSAGE)
    .max(MAX_VARIANT_STOCK, VARIANT_STOCK_MESSAGE),
});
