import { z } from "@/domain/zod";
import { API_LOG_ORIGINS, API_LOG_STATUSES } from "@/domain/enums";

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** The sync log's filters from its address; anything that does not parse is no filter. */
export const syncLogFilter = z.object({
  origin: z.enum(API_LOG_ORIGINS).optional().catch(undefined),
  status: z.enum(API_LOG_STATUSES).optional().catch(undefined),
  /** Inclusive days, London time being close enough to UTC for a log (the note says which). */
  from: isoDay,
  to: isoDay,
});
export type SyncLogFilter = z.output<typeof syncLogFilter>;

/** The day range as instants: from the start of 'from' to the end of 'to' (UTC). */
export function dayRange(filter: Pick<SyncLogFilter, "from" | "to">): {
  after?: Date;
  before?: Date;
} {
  return {
    after: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
    before: filter.to
      ? new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000)
      : undefined,
  };
}

/** How staff read each job in the log. */
export const SYNC_ORIGIN_LABELS = {
  stockSync: "Stock sync",
  orderSync: "Order sync",
  returnSync: "Return sync",
  retirementSync: "Retirement sync",
  acsCreateOrder: "Deliveries handed over (acsCreateOrder)",
} as const satisfies Record<(typeof API_LOG_ORIGINS)[number], string>;
