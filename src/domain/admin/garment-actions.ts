import type { ProductItemStatus } from "@/domain/enums";
import {
  RETIREMENT_STATUSES,
  STAFF_MOVE_STATUSES,
  retirementRefusal,
  staffMoveRefusal,
  type RetirementStatus,
} from "@/domain/garments/staff-moves";

export type StaffMoveStatus = (typeof STAFF_MOVE_STATUSES)[number];

/** The hand moves the garment page offers: only those the staff route would accept. */
export function staffMovesFrom(status: ProductItemStatus): StaffMoveStatus[] {
  return STAFF_MOVE_STATUSES.filter((to) => staffMoveRefusal(status, to) === null);
}

/** The retirements the garment page offers from this status. */
export function retirementsFrom(status: ProductItemStatus): RetirementStatus[] {
  return RETIREMENT_STATUSES.filter((to) => retirementRefusal(status, to) === null);
}

/** What staff read for each status in the garment page's choices. */
export const STATUS_LABELS: Readonly<Record<ProductItemStatus, string>> = {
  INITIATED: "Initiated (not yet received)",
  STORAGE: "In storage (rentable)",
  HOLD: "Held for a delivery",
  STORAGE_APPROVE: "Waiting for approval",
  STORAGE_HOLD: "Held in storage for a delivery",
  CUSTOMER: "With a member",
  RETURNING: "On its way back",
  IN_CLEANING: "In cleaning",
  PROBLEM: "Problem",
  RESALE: "For resale",
  EX_HIRE: "Ex-hire",
  SOLD: "Sold",
};
