import { z } from "@/domain/zod";
import { API_LOG_ORIGINS, API_LOG_STATUSES } from "@/domain/enums";
import { choiceParam, dayRangeParams } from "./list-params";

/** The sync log's filters from its address; anything that does not parse is no filter. */
export const syncLogFilter = z.object({
  origin: choiceParam(API_LOG_ORIGINS),
  status: choiceParam(API_LOG_STATUSES),
  /** Inclusive days, London time being close enough to UTC for a log (the note says which). */
  ...dayRangeParams,
});
export type SyncLogFilter = z.output<typeof syncLogFilter>;

/** How staff read each job in the log. */
export const SYNC_ORIGIN_LABELS = {
  stockSync: "Stock sync",
  orderSync: "Order sync",
  returnSync: "Return sync",
  retirementSync: "Retirement sync",
  acsCreateOrder: "Deliveries handed over (acsCreateOrder)",
} as const satisfies Record<(typeof API_LOG_ORIGINS)[number], string>;
