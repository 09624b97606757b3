/**
 * The status changes staff may make by hand in the back office (issue 12; spec 4.1 names the
 * statuses but not the moves). Everything else (payment, hand-over, dispatch, receipt) is moved by
 * the shop's own flows; these tables only let staff record what happened outside them. A change
 * to the same status, or one not in the table, is refused with a message naming both statuses.
 */
import {
  ORDER_ITEM_STATUSES,
  ORDER_STATUSES,
  type OrderItemStatus,
  type OrderStatus,
} from "@/domain/enums";
import { z } from "@/domain/zod";

type Table<S extends string> = Readonly<Record<S, readonly S[]>>;

/** A subscription order (`order`): pending payment is settled by the provider, not by staff. */
export const ORDER_TRANSITIONS: Table<OrderStatus> = {
  ORDER_PLACED_PAYMENT_PENDING: ["ORDER_PLACED_PAYMENT_CANCELLED", "ORDER_PROBLEM"],
  ORDER_PLACED: ["ORDER_PROCESSING", "ORDER_ACTIVE", "ORDER_PROBLEM"],
  ORDER_PROCESSING: ["ORDER_ACTIVE", "ORDER_PROBLEM"],
  ORDER_ACTIVE: ["ORDER_FINALISED", "ORDER_PROBLEM"],
  ORDER_PROBLEM: [
    "ORDER_PLACED",
    "ORDER_PROCESSING",
    "ORDER_ACTIVE",
    "ORDER_FINALISED",
    "ORDER_PLACED_PAYMENT_CANCELLED",
  ],
  ORDER_FINALISED: [],
  ORDER_PLACED_PAYMENT_CANCELLED: [],
};

/**
 * A delivery (`partial_order`): staff flag a problem and clear it (back to ORDER_PLACED so the
 * warehouse sync hands it over again, or ORDER_ACTIVE when it reached the member after all).
 * Payment and dispatch move it otherwise.
 */
export const DELIVERY_TRANSITIONS: Table<OrderStatus> = {
  ORDER_PLACED_PAYMENT_PENDING: [],
  ORDER_PLACED: ["ORDER_PROBLEM"],
  ORDER_PROCESSING: ["ORDER_PROBLEM"],
  ORDER_ACTIVE: ["ORDER_FINALISED", "ORDER_PROBLEM"],
  ORDER_PROBLEM: ["ORDER_PLACED", "ORDER_ACTIVE", "ORDER_FINALISED"],
  ORDER_FINALISED: [],
  ORDER_PLACED_PAYMENT_CANCELLED: [],
};

/**
 * A return (`partial_return`): staff flag a problem and clear it; closing a return
 * (ORDER_FINALISED) is the 'Finish the return' action, which checks its garments have arrived.
 */
export const RETURN_TRANSITIONS: Table<OrderStatus> = {
  ORDER_PLACED_PAYMENT_PENDING: [],
  ORDER_PLACED: ["ORDER_PROBLEM"],
  ORDER_PROCESSING: ["ORDER_PROBLEM"],
  ORDER_ACTIVE: ["ORDER_PROBLEM"],
  ORDER_PROBLEM: ["ORDER_PLACED", "ORDER_PROCESSING"],
  ORDER_FINALISED: [],
  ORDER_PLACED_PAYMENT_CANCELLED: [],
};

/** An order line (`order_product_variants`), spec 4.1's life cycle; a return may be withdrawn. */
export const ORDER_ITEM_TRANSITIONS: Table<OrderItemStatus> = {
  REQUESTED: ["CONFIRMED", "RETURN_REQUESTED"],
  CONFIRMED: ["RETURN_REQUESTED"],
  RETURN_REQUESTED: ["RETURN_CONFIRMED", "CONFIRMED"],
  RETURN_CONFIRMED: ["RETURN_DELIVERED"],
  RETURN_DELIVERED: [],
};

export type TransitionCheck = { ok: true } | { ok: false; message: string };

/** Whether `from` may become `to` by hand; the refusal names both statuses. */
export function checkTransition<S extends string>(
  table: Table<S>,
  what: string,
  from: S,
  to: S,
): TransitionCheck {
  if (from === to) return { ok: false, message: `The ${what} is already ${label(to)}.` };
  if (table[from]?.includes(to)) return { ok: true };
  return {
    ok: false,
    message: `${/^[aeiou]/i.test(what) ? "An" : "A"} ${what} cannot go from ${label(from)} to ${label(to)} by hand.`,
  };
}

/** 'ORDER_PLACED_PAYMENT_PENDING' → 'placed payment pending'. */
export function label(status: string): string {
  return status
    .replace(/^ORDER_/, "")
    .replaceAll("_", " ")
    .toLowerCase();
}

export const orderStatusChange = z.object({
  to: z.enum(ORDER_STATUSES),
  /** Staff read what the move does to the member and confirmed it (finalise-order.ts). */
  confirmed: z.literal(true).optional(),
});
export const orderItemStatusChange = z.object({ to: z.enum(ORDER_ITEM_STATUSES) });

export const INTERNAL_NOTE_MAX = 5000;
export const INTERNAL_NOTE_MESSAGE = `Maximum ${INTERNAL_NOTE_MAX} characters`;
/** The whole note as staff leave it; an empty note is stored as null. */
export const internalNoteChange = z.object({
  internal_note: z.string().max(INTERNAL_NOTE_MAX, INTERNAL_NOTE_MESSAGE),
});
