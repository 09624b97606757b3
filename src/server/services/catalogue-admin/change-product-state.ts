import { eq } from "drizzle-orm";
import {
  applyProductAction,
  productStatus,
  type ProductAction,
  type ProductStatus,
} from "@/domain/admin/catalogue";
import type { Database } from "@/server/db/client";
import { products } from "@/server/db/schema";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { recordStaffChange } from "@/server/services/staff/audit";

export type ProductStateResult =
  | { status: "changed"; product: { id: number; slug: string; status: ProductStatus } }
  | { status: "not_found" }
  | { status: "refused"; message: string };

/**
 * Publishes, unpublishes, archives, brings back, deletes (soft: deleted_at) or restores a product,
 * with its staff_audit row in the same transaction; the shop's pages are invalidated at once.
 */
export async function changeProductState(
  db: Database,
  input: { staffId: string; productId: number; action: ProductAction; now?: Date },
): Promise<ProductStateResult> {
  const result = await db.transaction(async (tx): Promise<ProductStateResult> => {
    const [current] = await tx
      .select()
      .from(products)
      .where(eq(products.id, input.productId))
      .for("update");
    if (!current) return { status: "not_found" };
    const next = applyProductAction(current, input.action, input.now ?? new Date());
    if (!next.ok) return { status: "refused", message: next.message };
    await tx
      .update(products)
      .set({ ...next.times, updated_at: new Date() })
      .where(eq(products.id, current.id));
    const from = productStatus(current);
    const to = productStatus(next.times);
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: `product.${input.action}`,
      entityType: "product",
      entityId: current.id,
      detail: { from, to },
    });
    return { status: "changed", product: { id: current.id, slug: current.slug, status: to } };
  });
  if (result.status === "changed")
    invalidate(CACHE_TAGS.catalogue, CACHE_TAGS.product(result.product.id));
  return result;
}
