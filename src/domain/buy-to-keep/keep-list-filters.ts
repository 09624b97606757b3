import { choiceParam } from "@/domain/admin/list-params";
import { z } from "@/domain/zod";

/** /admin/kept-garments' filter (issue 27): the purchase's state. */
export const KEEP_PURCHASE_STATES = ["PAID", "REFUND_DUE", "PAYMENT_PENDING", "CANCELLED"] as const;

export const keepListFilters = z.object({ state: choiceParam(KEEP_PURCHASE_STATES) });
export type KeepListFilters = z.output<typeof keepListFilters>;

/** What staff read for each state. */
export const KEEP_STATE_LABELS: Record<(typeof KEEP_PURCHASE_STATES)[number], string> = {
  PAID: "Paid: the family keeps it",
  REFUND_DUE: "Paid, but no longer with the family: refund it",
  PAYMENT_PENDING: "Payment page open",
  CANCELLED: "Not paid",
};
