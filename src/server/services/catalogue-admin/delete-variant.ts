import { count, eq } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import {
  orderProductVariants,
  productItems,
  productVariants,
  productVariantStockUpdates,
  userProductItems,
} from "@/server/db/schema";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { recordStaffChange } from "@/server/services/staff/audit";

export type DeleteVariantResult =
  | { status: "deleted"; variant: { id: number; product_id: number; sku: string } }
  | { status: "not_found" }
  | { status: "in_use"; garments: number; orderLines: number };

const countOf = async (tx: Executor, query: Promise<{ n: number }[]>) =>
  Number((await query)[0]?.n ?? 0);

/** Rows that keep a variant: garments made of it, rentals of it and order lines asking for it. */
async function usesOf(tx: Executor, variantId: number) {
  const garments = await countOf(
    tx,
    tx
      .select({ n: count() })
      .from(productItems)
      .where(eq(productItems.product_variant_id, variantId)),
  );
  const rentals = await countOf(
    tx,
    tx
      .select({ n: count() })
      .from(userProductItems)
      .where(eq(userProductItems.product_variant_id, variantId)),
  );
  const orderLines = await countOf(
    tx,
    tx
      .select({ n: count() })
      .from(orderProductVariants)
      .where(eq(orderProductVariants.product_variant_id, variantId)),
  );
  return { garments, rentals, orderLines };
}

/** A foreign key an error (or its cause) broke: an order or garment added meanwhile. */
function foreignKeyViolation(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    depth++
  ) {
    if ((current as { code?: unknown }).code === "23503") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Deletes a variant that nothing refers to (issue 12): no garment, rental or order line. Its stock
 * corrections go with it (they only describe it); the staff_audit row keeps what it was. A variant
 * in use is refused: staff set its stock to 0 instead, so the shop stops offering it while orders,
 * garments and statistics keep their history. The variant's row is locked first; an order or a
 * garment added in the same moment makes the delete fail on its foreign key, answered the same way.
 * The product's pages and the catalogue are invalidated after the commit.
 */
export async function deleteVariant(
  db: Database,
  input: { staffId: string; variantId: number },
): Promise<DeleteVariantResult> {
  let result: DeleteVariantResult;
  try {
    result = await db.transaction(async (tx): Promise<DeleteVariantResult> => {
      const [variant] = await tx
        .select()
        .from(productVariants)
        .where(eq(productVariants.id, input.variantId))
        .for("update");
      if (!variant) return { status: "not_found" };
      const { garments, rentals, orderLines } = await usesOf(tx, variant.id);
      if (garments > 0 || rentals > 0 || orderLines > 0)
        return { status: "in_use", garments, orderLines };
      await tx
        .delete(productVariantStockUpdates)
        .where(eq(productVariantStockUpdates.product_variant_id, variant.id));
      await tx.delete(productVariants).where(eq(productVariants.id, variant.id));
      await recordStaffChange(tx, {
        staffId: input.staffId,
        action: "variant.delete",
        entityType: "product_variant",
        entityId: variant.id,
        detail: {
          product_id: variant.product_id,
          sku: variant.sku,
          size_id: variant.size_id,
          color_id: variant.color_id,
          stock: variant.stock,
          fulfilment_id: variant.fulfilment_id,
          lifespan_base: variant.lifespan_base,
        },
      });
      return {
        status: "deleted",
        variant: { id: variant.id, product_id: variant.product_id, sku: variant.sku },
      };
    });
  } catch (error) {
    if (foreignKeyViolation(error)) return { status: "in_use", garments: 0, orderLines: 0 };
    throw error;
  }
  if (result.status === "deleted")
    invalidate(CACHE_TAGS.catalogue, CACHE_TAGS.product(result.variant.product_id));
  return result;
}
