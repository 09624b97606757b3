import type { ApiLogStatus, ProductItemStatus } from "@/domain/enums";

/**
 * The warehouse sync's rules (issue 11), without I/O. Every event may arrive twice (the partner
 * repeats an update, or a run is retried), so each rule answers what is still to do given where
 * things already are, and nothing when the event was applied before.
 */

/** Garments reserved for a delivery that the warehouse hands to the carrier. */
export const DISPATCHABLE_STATUSES: readonly ProductItemStatus[] = ["HOLD", "STORAGE_HOLD"];

export interface DeliveryState {
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
  problem: boolean;
}

export type DeliveryChange = "dispatch" | "deliver" | "problem" | "none";

/** What an order event still changes on the delivery; 'none' when it was applied before. */
export function deliveryChange(
  state: DeliveryState,
  event: "dispatched" | "delivered" | "problem",
): DeliveryChange {
  switch (event) {
    case "dispatched":
      return state.dispatchedAt === null ? "dispatch" : "none";
    case "delivered":
      return state.deliveredAt === null ? "deliver" : "none";
    case "problem":
      return state.problem ? "none" : "problem";
  }
}

/**
 * The moves one return event makes for one garment, in order; empty when the garment is already
 * past that step (a repeated event) or somewhere the event cannot apply.
 */
export function returnEventMoves(
  current: ProductItemStatus,
  event: "received" | "cleaned" | "problem",
): ProductItemStatus[] {
  switch (event) {
    case "received":
      return current === "RETURNING" ? ["IN_CLEANING"] : [];
    case "cleaned":
      // A 'received' we never saw is implied by 'cleaned'.
      if (current === "RETURNING") return ["IN_CLEANING", "STORAGE"];
      return current === "IN_CLEANING" ? ["STORAGE"] : [];
    case "problem":
      return current === "RETURNING" || current === "IN_CLEANING" ? ["PROBLEM"] : [];
  }
}

/** A return is finished when every garment on it is back on the shelf or set aside as a problem. */
export function returnIsFinished(statuses: readonly ProductItemStatus[]): boolean {
  return statuses.length > 0 && statuses.every((s) => s === "STORAGE" || s === "PROBLEM");
}

/** The api_logs status of a run that did not fail. */
export function runStatus(changes: number, newStock: number): ApiLogStatus {
  if (newStock > 0) return "NEW_STOCK";
  return changes > 0 ? "SUCCESS" : "NO_UPDATE";
}

export interface StockMismatch {
  sku: string;
  partner: number;
  shop: number;
}

/**
 * Where the partner's shelf and our STORAGE garments disagree, per SKU the partner reports. SKUs
 * the partner does not list are not compared (it only reports what it has booked in).
 */
export function stockMismatches(
  partner: readonly { sku: string; available: number }[],
  shop: ReadonlyMap<string, number>,
): StockMismatch[] {
  return partner
    .filter((level) => (shop.get(level.sku) ?? 0) !== level.available)
    .map((level) => ({ sku: level.sku, partner: level.available, shop: shop.get(level.sku) ?? 0 }))
    .sort((a, b) => a.sku.localeCompare(b.sku));
}

/** The mismatches as one short line for the sync log (the first few, then a count). */
export function mismatchNote(mismatches: readonly StockMismatch[], shown = 5): string | null {
  if (mismatches.length === 0) return null;
  const listed = mismatches
    .slice(0, shown)
    .map((m) => `${m.sku} partner ${m.partner} / shop ${m.shop}`)
    .join(", ");
  const more = mismatches.length > shown ? ` and ${mismatches.length - shown} more` : "";
  return `Stock differs for ${mismatches.length} SKU(s): ${listed}${more}`;
}

/** A note fits api_logs and a staff screen. */
export function clipNote(note: string, max = 1000): string {
  return note.length <= max ? note : `${note.slice(0, max - 1)}…`;
}

/**
 * The singleton key of a scheduled sync: one job per type per time slot, so every process may
 * schedule and only one job exists per slot.
 */
export function scheduleSlotKey(type: string, now: Date, everyMinutes: number): string {
  const slot = Math.floor(now.getTime() / (everyMinutes * 60_000));
  return `${type}:slot:${everyMinutes}:${slot}`;
}
