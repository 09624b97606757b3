import { inArray, sql } from "drizzle-orm";
import type { ProductItemStatus } from "@/domain/enums";
import { canTransition } from "@/domain/garments/life-cycle";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { productItems } from "@/server/db/schema";

export interface GarmentMove {
  itemId: number;
  to: ProductItemStatus;
  reason: string;
  previousOrderId?: number | null;
  newOrderId?: number | null;
  newReturnId?: number | null;
  changedByUserId?: string | null;
}

export class GarmentMoveError extends Error {
  constructor(
    readonly itemId: number,
    readonly from: ProductItemStatus | null,
    readonly to: ProductItemStatus,
  ) {
    super(`Garment ${itemId} cannot move from ${from ?? "nothing"} to ${to}.`);
    this.name = "GarmentMoveError";
  }
}

/**
 * The one way a garment's status changes: the move must be allowed by the life cycle
 * (src/domain/garments), and the database records it. The triggers of drizzle/0007 refuse any move
 * the life cycle does not allow and write the product_items_history row for every status change,
 * whoever makes it; this function hands them the move's reason, orders, return and user through a
 * transaction-local setting set in the same statement as the update. The update is conditional on
 * the status read, so a concurrent move cannot slip in.
 */
export async function moveGarments(tx: Executor, moves: readonly GarmentMove[]): Promise<void> {
  if (moves.length === 0) return;
  const ids = moves.map((move) => move.itemId);
  const rows = await tx
    .select({ id: productItems.id, status: productItems.status })
    .from(productItems)
    .where(inArray(productItems.id, ids))
    .orderBy(productItems.id)
    .for("update");
  const current = new Map(rows.map((row) => [row.id, row.status]));
  for (const move of moves) {
    const from = current.get(move.itemId) ?? null;
    if (from === null || !canTransition(from, move.to))
      throw new GarmentMoveError(move.itemId, from, move.to);
    const context = JSON.stringify({
      product_item_id: move.itemId,
      previous_order_id: move.previousOrderId ?? null,
      new_order_id: move.newOrderId ?? null,
      new_return_id: move.newReturnId ?? null,
      changed_by_user_id: move.changedByUserId ?? null,
      change_reason: move.reason,
    });
    const updated = await queryRows<{ id: number }>(
      tx,
      sql`update ${productItems} set status = ${move.to}
        from (select set_config('littlerobe.garment_move', ${context}, true)) as move_context
        where ${productItems.id} = ${move.itemId} and ${productItems.status} = ${from}
        returning ${productItems.id}`,
    );
    if (updated.length === 0) throw new GarmentMoveError(move.itemId, from, move.to);
    current.set(move.itemId, move.to);
  }
}
