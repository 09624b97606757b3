import { PRODUCT_ITEM_STATUSES, type ProductItemStatus } from "@/domain/enums";

/**
 * The product item (garment) life cycle. The spec lists the statuses (4.1) but not the allowed
 * moves; this machine follows the cycle of spec 1: stocked → held for an order → with the customer
 * → returning → cleaning → back to storage, with PROBLEM as a staff side-track and resale,
 * ex-hire and sale as the way out.
 *
 * | from            | allowed next                                                                       |
 * |-----------------|------------------------------------------------------------------------------------|
 * | (new garment)   | INITIATED, STORAGE_APPROVE, STORAGE                                                |
 * | INITIATED       | STORAGE_APPROVE, STORAGE, PROBLEM                                                  |
 * | STORAGE_APPROVE | STORAGE, IN_CLEANING, PROBLEM, RESALE, EX_HIRE                                     |
 * | STORAGE         | HOLD, STORAGE_HOLD, IN_CLEANING, PROBLEM, RESALE, EX_HIRE, SOLD                    |
 * | HOLD            | CUSTOMER, STORAGE_HOLD, STORAGE, PROBLEM                                           |
 * | STORAGE_HOLD    | HOLD, CUSTOMER, STORAGE, PROBLEM                                                   |
 * | CUSTOMER        | RETURNING, SOLD, PROBLEM                                                           |
 * | RETURNING       | IN_CLEANING, STORAGE_APPROVE, CUSTOMER, PROBLEM                                    |
 * | IN_CLEANING     | STORAGE_APPROVE, STORAGE, PROBLEM, RESALE, EX_HIRE                                 |
 * | PROBLEM         | STORAGE_APPROVE, STORAGE, IN_CLEANING, CUSTOMER, RETURNING, RESALE, EX_HIRE, SOLD  |
 * | RESALE          | SOLD, EX_HIRE, STORAGE, PROBLEM                                                    |
 * | EX_HIRE         | SOLD, RESALE, PROBLEM                                                              |
 * | SOLD            | (none: final)                                                                      |
 *
 * HOLD and STORAGE_HOLD both mean "reserved for an upcoming delivery" (spec 4.4 groups them).
 * RETURNING → CUSTOMER undoes a cancelled return; HOLD/STORAGE_HOLD → STORAGE undoes a cancelled order.
 */
export const GARMENT_TRANSITIONS: Readonly<
  Record<ProductItemStatus, readonly ProductItemStatus[]>
> = {
  INITIATED: ["STORAGE_APPROVE", "STORAGE", "PROBLEM"],
  STORAGE_APPROVE: ["STORAGE", "IN_CLEANING", "PROBLEM", "RESALE", "EX_HIRE"],
  STORAGE: ["HOLD", "STORAGE_HOLD", "IN_CLEANING", "PROBLEM", "RESALE", "EX_HIRE", "SOLD"],
  HOLD: ["CUSTOMER", "STORAGE_HOLD", "STORAGE", "PROBLEM"],
  STORAGE_HOLD: ["HOLD", "CUSTOMER", "STORAGE", "PROBLEM"],
  CUSTOMER: ["RETURNING", "SOLD", "PROBLEM"],
  RETURNING: ["IN_CLEANING", "STORAGE_APPROVE", "CUSTOMER", "PROBLEM"],
  IN_CLEANING: ["STORAGE_APPROVE", "STORAGE", "PROBLEM", "RESALE", "EX_HIRE"],
  PROBLEM: [
    "STORAGE_APPROVE",
    "STORAGE",
    "IN_CLEANING",
    "CUSTOMER",
    "RETURNING",
    "RESALE",
    "EX_HIRE",
    "SOLD",
  ],
  RESALE: ["SOLD", "EX_HIRE", "STORAGE", "PROBLEM"],
  EX_HIRE: ["SOLD", "RESALE", "PROBLEM"],
  SOLD: [],
};

/** Statuses a newly recorded garment may start in (imported stock may already be in storage). */
export const INITIAL_GARMENT_STATUSES: readonly ProductItemStatus[] = [
  "INITIATED",
  "STORAGE_APPROVE",
  "STORAGE",
];

export function isProductItemStatus(value: string): value is ProductItemStatus {
  return (PRODUCT_ITEM_STATUSES as readonly string[]).includes(value);
}

/** Statuses reachable in one move; for a new garment (null), the initial statuses. */
export function allowedNextStatuses(from: ProductItemStatus | null): readonly ProductItemStatus[] {
  return from === null ? INITIAL_GARMENT_STATUSES : GARMENT_TRANSITIONS[from];
}

/** Whether a garment may move from one status to another (a status never moves to itself). */
export function canTransition(from: ProductItemStatus | null, to: ProductItemStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}
