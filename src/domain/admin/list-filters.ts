/**
 * The filters of the back office's order lists (orders, deliveries, returns, gift orders,
 * members), read from a page's address. Anything that does not parse is ignored, so a hand-edited
 * address shows the unfiltered list instead of an error.
 */
import { GIFT_ORDER_STATUSES, ORDER_STATUSES } from "@/domain/enums";
import { z } from "@/domain/zod";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);
const search = z
  .string()
  .trim()
  .max(200)
  .transform((value) => (value === "" ? undefined : value))
  .optional()
  .catch(undefined);

export const orderListFilters = z.object({
  q: search,
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  from: day,
  to: day,
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
  q: search,
  state: z.enum(GIFT_SENT_FILTERS).optional().catch(undefined),
  from: day,
  to: day,
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

export const memberListFilters = z.object({ q: search });

/** A search that is a whole number looks for that id. */
export function searchedId(q: string | undefined): number | undefined {
  if (!q || !/^\d{1,9}$/.test(q)) return undefined;
  return Number(q);
}

/** The text of a search as a LIKE pattern that matches it anywhere, its wildcards escaped. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The ISO day after an ISO day (a date range's end is the whole of its last day). */
export function dayAfter(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A page's search parameters, each as its first value (what the list filters read). */
export function firstValues(
  search: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}
