import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { productItems, productItemsHistory, productVariants } from "@/server/db/schema";

/**
 * A garment that enters the shop from outside (a family's trade-in): one product_items row of the
 * variant in INITIATED (not yet checked and approved, so not in stock) with its first history row,
 * since the history trigger records status changes, not inserts. It is approved into stock later
 * the existing way (the garment page's moves). In the caller's transaction; the variant's row must
 * exist (the caller checked it is live).
 */
export async function recordNewGarment(
  tx: Executor,
  input: { variantId: number; reason: string; changedByUserId: string; wholesalePrice?: string },
): Promise<number> {
  const [variant] = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.id, input.variantId));
  if (!variant) throw new Error(`No variant ${input.variantId}`);
  const [row] = await tx
    .insert(productItems)
    .values({
      sku: variant.sku,
      status: "INITIATED",
      product_variant_id: input.variantId,
      wholesale_price: input.wholesalePrice ?? null,
    })
    .returning({ id: productItems.id });
  await tx.insert(productItemsHistory).values({
    product_item_id: row!.id,
    previous_status: null,
    new_status: "INITIATED",
    changed_by_user_id: input.changedByUserId,
    change_reason: input.reason,
  });
  return row!.id;
}
