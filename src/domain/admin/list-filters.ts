/**
 * The filters of the back office's order lists (orders, deliveries, returns, gift orders,
 * members), read from a page's address. Anything that does not parse is ignored, so a hand-edited
 * address shows the unfiltered list instead of an error.
 */
import { GIFT_ORDER_STATUSES, ORDER_STATUSES } from "@/domain/enums";
import { z } from "@/domain/zod";
import { choiceParam, dayRangeParams, searchParam } from "./list-params";

export const orderListFilters = z.object({
  q: searchParam(),
  status: choiceParam(ORDER_STATUSES),
  ...dayRangeParams,
});
export type OrderListFilters = z.output<typeof orderListFilters>;

export const returnListFilters = orderListFilters.extend({
  /** Only returns past their due day and not finished. */
  overdue: z
    .literal("1")
    .optional()
    .catch(undefined)
    .transform((value) => value === "1"),
});
export type ReturnListFilters = z.output<typeof returnListFilters>;

export const GIFT_SENT_FILTERS = ["paid", "sent", "unpaid"] as const;
export const giftListFilters = z.object({
  q: searchParam(),
  state: choiceParam(GIFT_SENT_FILTERS),
  ...dayRangeParams,
});
export type GiftListFilters = z.output<typeof giftListFilters>;

/** Which gift statuses each 'paid / sent' choice shows. */
export const GIFT_STATE_STATUSES = {
  paid: ["PAID"],
  sent: ["SENT"],
  unpaid: ["PAYMENT_PENDING", "CANCELLED"],
} as const satisfies Record<
  (typeof GIFT_SENT_FILTERS)[number],
  readonly (typeof GIFT_ORDER_STATUSES)[number][]
>;

export const memberListFilters = z.object({ q: searchParam() });

/** The outbox: by recipient and subject (a longer text is cut, not ignored). */
export const outboxListFilters = z.object({
  to: searchParam({ longer: "cut" }),
  subject: searchParam({ longer: "cut" }),
});

/** Contact messages: all (unanswered first), only unanswered or only answered; and a search. */
export const MESSAGE_FILTERS = ["all", "open", "answered"] as const;
export const messageListFilters = z.object({
  filter: z.enum(MESSAGE_FILTERS).catch("all"),
  q: searchParam({ longer: "cut" }),
});
