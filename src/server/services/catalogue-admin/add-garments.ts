import { and, eq, inArray, isNull } from "drizzle-orm";
import { duplicateBarcodeMessage, type GarmentBatchInput } from "@/domain/admin/catalogue";
import type { Database } from "@/server/db/client";
import { productItems, productItemsHistory, productVariants } from "@/server/db/schema";
import { invalidateStock } from "@/server/services/checkout/after-settle";
import { recordStaffChange } from "@/server/services/staff/audit";
import { returnUnitsToStock } from "@/server/services/stock/reserve-order-stock";
import { uniqueViolation } from "./unique-violation";

export const ADDED_BY_STAFF_REASON = "Added in the back office";

export type AddGarmentsResult =
  | { status: "added"; ids: number[]; stock: number; productId: number }
  | { status: "not_found" }
  | { status: "duplicate_barcodes"; barcodes: string[]; message: string };

/**
 * Records new garments (product_items) of a variant: by barcode (one or many) or by count, in
 * INITIATED (to be checked and approved) or STORAGE (ready to rent), the first statuses the life
 * cycle allows a new garment (docs/garments.md). Each gets its product_items_history row (no
 * previous status, the staff member, the reason): the database's history trigger records status
 * changes, not inserts, so the insert writes it. Garments put straight into STORAGE are on the
 * shelf: the variant's stock goes up by as many, with its product_variant_stock_updates row. A
 * barcode already in use refuses the whole batch. One staff_audit row for the batch; the product's
 * pages are invalidated after the commit when the stock changed.
 */
export async function addGarments(
  db: Database,
  input: { staffId: string; variantId: number; batch: GarmentBatchInput },
): Promise<AddGarmentsResult> {
  const { batch } = input;
  let result: AddGarmentsResult;
  try {
    result = await db.transaction(async (tx): Promise<AddGarmentsResult> => {
      const [variant] = await tx
        .select({
          id: productVariants.id,
          sku: productVariants.sku,
          product_id: productVariants.product_id,
        })
        .from(productVariants)
        .where(and(eq(productVariants.id, input.variantId), isNull(productVariants.deleted_at)))
        .for("update");
      if (!variant) return { status: "not_found" };
      const barcodes = batch.barcodes ?? [];
      if (barcodes.length > 0) {
        const taken = await tx
          .select({ barcode: productItems.barcode })
          .from(productItems)
          .where(inArray(productItems.barcode, barcodes));
        if (taken.length > 0) {
          const codes = barcodes.filter((code) => taken.some((row) => row.barcode === code));
          return {
            status: "duplicate_barcodes",
            barcodes: codes,
            message: duplicateBarcodeMessage(codes),
          };
        }
      }
      const rows = (barcodes.length > 0 ? barcodes : Array.from({ length: batch.count ?? 0 })).map(
        (code) => ({
          sku: variant.sku,
          barcode: typeof code === "string" ? code : null,
          status: batch.status,
          product_variant_id: variant.id,
          wholesale_price: batch.wholesale_price,
        }),
      );
      const inserted = await tx
        .insert(productItems)
        .values(rows)
        .returning({ id: productItems.id });
      const ids = inserted.map((row) => row.id);
      await tx.insert(productItemsHistory).values(
        ids.map((id) => ({
          product_item_id: id,
          previous_status: null,
          new_status: batch.status,
          changed_by_user_id: input.staffId,
          change_reason: ADDED_BY_STAFF_REASON,
        })),
      );
      if (batch.status === "STORAGE")
        await returnUnitsToStock(
          tx,
          ids.map(() => variant.id),
        );
      const [after] = await tx
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variant.id));
      await recordStaffChange(tx, {
        staffId: input.staffId,
        action: "garments.add",
        entityType: "product_variant",
        entityId: variant.id,
        detail: { status: batch.status, count: ids.length, ids, barcodes },
      });
      return { status: "added", ids, stock: after!.stock, productId: variant.product_id };
    });
  } catch (error) {
    if (uniqueViolation(error) === "product_items_barcode_key") {
      const message = "A barcode was taken at the same moment; please try again.";
      return { status: "duplicate_barcodes", barcodes: [], message };
    }
    throw error;
  }
  if (result.status === "added" && batch.status === "STORAGE") invalidateStock([result.productId]);
  return result;
}
