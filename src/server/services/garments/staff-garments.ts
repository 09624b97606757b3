import { and, eq, gte, sql } from "drizzle-orm";
import {
  isOnShelf,
  retirementRefusal,
  staffMoveRefusal,
  type RetirementStatus,
} from "@/domain/garments/staff-moves";
import type { ProductItemStatus } from "@/domain/enums";
import type { Database, Executor } from "@/server/db/client";
import { productItemRetirement, productItems, productVariants } from "@/server/db/schema";
import { recordStockChange } from "@/server/services/stock/record-stock-change";
import { returnUnitsToStock } from "@/server/services/stock/reserve-order-stock";
import { moveGarments } from "./move-garment";

export type StaffGarmentResult =
  | { ok: true; from: ProductItemStatus; to: ProductItemStatus; touchedProducts: number[] }
  | { ok: false; reason: "not_found" | "refused"; message: string };

async function lockGarment(tx: Executor, itemId: number) {
  const [row] = await tx
    .select({
      status: productItems.status,
      variantId: productItems.product_variant_id,
    })
    .from(productItems)
    .where(eq(productItems.id, itemId))
    .for("update");
  return row;
}

/** One garment left the shelf: one fewer to rent (never below 0: a checkout may hold it already). */
async function takeUnitFromStock(tx: Executor, variantId: number): Promise<number[]> {
  const [taken] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - 1`, updated_at: new Date() })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, 1)))
    .returning({ stock: productVariants.stock, productId: productVariants.product_id });
  if (!taken) return [];
  await recordStockChange(tx, {
    variantId,
    orderId: null,
    newStock: taken.stock,
    oldStock: taken.stock + 1,
  });
  return [taken.productId];
}

/** Stock follows the shelf: a garment arriving in storage is one more to rent, one leaving one fewer. */
async function followShelf(
  tx: Executor,
  variantId: number,
  from: ProductItemStatus,
  to: ProductItemStatus,
): Promise<number[]> {
  if (!isOnShelf(from) && isOnShelf(to)) return returnUnitsToStock(tx, [variantId]);
  if (isOnShelf(from) && !isOnShelf(to)) return takeUnitFromStock(tx, variantId);
  return [];
}

/**
 * A hand move by staff (issue 11): cleaning done, approved, back to storage, or a problem found.
 * Member-linked moves and retirements are refused here (src/domain/garments/staff-moves.ts).
 */
export async function moveGarmentByStaff(
  db: Database,
  input: { itemId: number; to: ProductItemStatus; reason: string; staffId: string },
): Promise<StaffGarmentResult> {
  return db.transaction(async (tx) => {
    const garment = await lockGarment(tx, input.itemId);
    if (!garment)
      return { ok: false as const, reason: "not_found" as const, message: "No such garment." };
    const refusal = staffMoveRefusal(garment.status, input.to);
    if (refusal) return { ok: false as const, reason: "refused" as const, message: refusal };
    await moveGarments(tx, [
      { itemId: input.itemId, to: input.to, reason: input.reason, changedByUserId: input.staffId },
    ]);
    const touchedProducts = await followShelf(tx, garment.variantId, garment.status, input.to);
    return { ok: true as const, from: garment.status, to: input.to, touchedProducts };
  });
}

/**
 * Retires a garment from the rental stock (issue 11): its product_item_retirement row (the reason,
 * the day), the move to RESALE, EX_HIRE or SOLD with the sale price, and one fewer in stock if it
 * was on the shelf. The warehouse partner is told by the retirementSync job, which sends every
 * retirement without a fulfilment_retirement_id.
 */
export async function retireGarment(
  db: Database,
  input: {
    itemId: number;
    disposition: RetirementStatus;
    reason: string;
    soldPrice?: number;
    staffId: string;
    today: string;
  },
): Promise<StaffGarmentResult> {
  return db.transaction(async (tx) => {
    const garment = await lockGarment(tx, input.itemId);
    if (!garment)
      return { ok: false as const, reason: "not_found" as const, message: "No such garment." };
    const refusal = retirementRefusal(garment.status, input.disposition);
    if (refusal) return { ok: false as const, reason: "refused" as const, message: refusal };
    await tx
      .insert(productItemRetirement)
      .values({ product_item_id: input.itemId, date: input.today, reason: input.reason })
      .onConflictDoUpdate({
        // Retired before (e.g. to resale, now sold): the newest reason and day stand.
        target: productItemRetirement.product_item_id,
        set: { date: input.today, reason: input.reason, fulfilment_retirement_id: null },
      });
    await moveGarments(tx, [
      {
        itemId: input.itemId,
        to: input.disposition,
        reason: input.reason,
        changedByUserId: input.staffId,
      },
    ]);
    if (input.disposition === "SOLD" && input.soldPrice !== undefined)
      await tx
        .update(productItems)
        .set({ sold_price: input.soldPrice.toFixed(2) })
        .where(eq(productItems.id, input.itemId));
    const touchedProducts = await followShelf(
      tx,
      garment.variantId,
      garment.status,
      input.disposition,
    );
    return { ok: true as const, from: garment.status, to: input.disposition, touchedProducts };
  });
}
