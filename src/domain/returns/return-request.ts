import { z } from "@/domain/zod";
import { entityId } from "@/domain/ids";
import { RETURN_WINDOW_DAYS } from "./return-window";

/** At most this many garments on one return: more than any plan holds. */
export const MAX_RETURN_ITEMS = 30;

export const CHOOSE_ITEMS_MESSAGE = "Choose at least one item to send back.";
export const NOT_RETURNABLE_MESSAGE =
  "Some of those items are not with you any more. Please refresh the page and choose again.";

/** POST /api/returns: the garments (product item ids) the member sends back. */
export const returnRequest = z.object({
  productItemIds: z
    .array(entityId, { error: CHOOSE_ITEMS_MESSAGE })
    .min(1, CHOOSE_ITEMS_MESSAGE)
    .max(MAX_RETURN_ITEMS, `At most ${MAX_RETURN_ITEMS} items on one return.`)
    .transform((ids) => [...new Set(ids)]),
});

/** The day (yyyy-mm-dd) a return asked for on `today` is due back at the warehouse. */
export function returnDueDate(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + RETURN_WINDOW_DAYS)).toISOString().slice(0, 10);
}

/**
 * The return's one reference, 'LR-R-000042': on the member's screen, in their e-mail, on the
 * parcel and sent to the warehouse partner, whose own reference is kept beside it (issue 23).
 */
export function returnReference(returnId: number): string {
  return `LR-R-${String(returnId).padStart(6, "0")}`;
}

/**
 * The return a partner's update names: our reference, or the bare id that returns handed over
 * before issue 23 carried. Anything else names no return of ours.
 */
export function returnIdFromReference(reference: string): number | null {
  const match = /^(?:LR-R-)?(\d{1,10})$/.exec(reference);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** What to do to send things back, shown on /account and in the return e-mail. */
export const RETURN_STEPS = [
  "Pack the items in the bag they came in (any sturdy bag will do).",
  "Print the prepaid label from your account page and stick it on the parcel.",
  "Drop it at any Post Office before the due date. The postage is paid: there is nothing to pay.",
] as const;

export interface ReturnEmailFacts {
  firstName: string | null;
  reference: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** 'Fox Romper, 3-6 months' per garment. */
  items: string[];
  /** Why the return was made: a request, a swap or the end of the membership. */
  cause: "requested" | "swapped" | "membership_ended";
}

export function returnEmailSubject(reference: string): string {
  return `Sending your Littlerobe clothes back (${reference})`;
}
