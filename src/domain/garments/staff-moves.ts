import { z } from "@/domain/zod";
import { entityId } from "@/domain/ids";
import type { ProductItemStatus } from "@/domain/enums";
import { canTransition } from "./life-cycle";

/**
 * What staff may do to a garment by hand (issue 11). Moves tied to a member (HOLD, STORAGE_HOLD,
 * CUSTOMER, RETURNING) follow checkouts, returns and the warehouse's updates; leaving the rental
 * stock (RESALE, EX_HIRE, SOLD) is a retirement, which records its reason and tells the partner.
 * Everything else is a staff move: approval, cleaning, storage, problems.
 */
export const STAFF_MOVE_STATUSES = [
  "STORAGE_APPROVE",
  "STORAGE",
  "IN_CLEANING",
  "PROBLEM",
] as const;
export const RETIREMENT_STATUSES = ["RESALE", "EX_HIRE", "SOLD"] as const;
export type RetirementStatus = (typeof RETIREMENT_STATUSES)[number];

export const REASON_MESSAGE = "Please give a reason.";
export const SOLD_PRICE_MESSAGE = "Please give the price it sold for.";

const reason = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(1, REASON_MESSAGE)
  .max(500, "Maximum 500 characters");

export const garmentParams = z.object({ id: entityId });

export const staffMoveRequest = z.object({
  to: z.enum(STAFF_MOVE_STATUSES, { error: "Choose storage, approval, cleaning or problem." }),
  reason,
});

export const retireRequest = z
  .object({
    disposition: z.enum(RETIREMENT_STATUSES, { error: "Choose resale, ex-hire or sold." }),
    reason,
    /** Pounds, for a sale. */
    soldPrice: z.number().min(0, SOLD_PRICE_MESSAGE).max(10_000).multipleOf(0.01).optional(),
  })
  .refine((r) => r.disposition !== "SOLD" || r.soldPrice !== undefined, {
    message: SOLD_PRICE_MESSAGE,
    path: ["soldPrice"],
  });

/** Why a staff move is refused, or null when it may be made. */
export function staffMoveRefusal(from: ProductItemStatus, to: ProductItemStatus): string | null {
  if (!(STAFF_MOVE_STATUSES as readonly string[]).includes(to))
    return `${to} is not a move staff make by hand.`;
  if (!canTransition(from, to)) return `A garment in ${from} cannot move to ${to}.`;
  return null;
}

/** Why a retirement is refused, or null. */
export function retirementRefusal(from: ProductItemStatus, to: RetirementStatus): string | null {
  return canTransition(from, to) ? null : `A garment in ${from} cannot be retired to ${to}.`;
}

/** Whether a status means the garment is on the shelf, ready to rent (it counts in stock). */
export const isOnShelf = (status: ProductItemStatus) => status === "STORAGE";
