import type { ProductItemStatus } from "@/domain/enums";
import { allowedNextStatuses, canTransition } from "./life-cycle";

/** A row for product_items_history (spec 4.2), less its id and createdAt. */
export interface GarmentHistoryEntry {
  product_item_id: number;
  previous_status: ProductItemStatus | null;
  new_status: ProductItemStatus;
  previous_order_id: number | null;
  new_order_id: number | null;
  new_return_id: number | null;
  changed_by_user_id: string | null;
  change_reason: string | null;
}

export interface GarmentMove {
  /** The garment as it is now; status null for a garment being recorded for the first time. */
  item: { id: number; status: ProductItemStatus | null };
  to: ProductItemStatus;
  /** The partial order the garment was on, and the one it moves to. */
  previousOrderId?: number | null;
  newOrderId?: number | null;
  newReturnId?: number | null;
  changedByUserId?: string | null;
  reason?: string | null;
}

export type GarmentMoveResult =
  { ok: true; entry: GarmentHistoryEntry } | { ok: false; message: string };

/**
 * Builds the history entry for a move, or refuses it with a message naming the allowed statuses.
 * Keeping the same status is accepted only when the garment changes order or return (e.g. a kept
 * item carried into the member's next order); otherwise there is nothing to record.
 */
export function buildHistoryEntry(move: GarmentMove): GarmentMoveResult {
  const { item, to } = move;
  const previousOrderId = move.previousOrderId ?? null;
  const newOrderId = move.newOrderId ?? null;
  const newReturnId = move.newReturnId ?? null;
  if (item.status === to) {
    const reassigned = newOrderId !== previousOrderId || newReturnId !== null;
    if (!reassigned)
      return { ok: false, message: `Garment ${item.id} is already ${to}; nothing to record` };
  } else if (!canTransition(item.status, to)) {
    const next = allowedNextStatuses(item.status);
    const from = item.status ?? "a new garment";
    const options = next.length > 0 ? `allowed next: ${next.join(", ")}` : `${from} is final`;
    return {
      ok: false,
      message: `Garment ${item.id} cannot move from ${from} to ${to} (${options})`,
    };
  }
  const reason = move.reason?.trim();
  return {
    ok: true,
    entry: {
      product_item_id: item.id,
      previous_status: item.status,
      new_status: to,
      previous_order_id: previousOrderId,
      new_order_id: newOrderId,
      new_return_id: newReturnId,
      changed_by_user_id: move.changedByUserId ?? null,
      change_reason: reason ? reason : null,
    },
  };
}
