import { z } from "@/domain/zod";
import { isIsoDay } from "@/domain/dates";
import { PRODUCT_ITEM_STATUSES } from "@/domain/enums";

/**
 * The filters, sort and page of the statistics view (/admin/statistics), read from the address.
 * The page and its CSV export (GET /api/staff/statistics/export) parse the same schema, so the
 * export holds exactly the rows the table filters.
 */

/** Columns of product_items_with_stats the table sorts by (on the server, in SQL). */
export const STATISTICS_SORTS = [
  "id",
  "sku",
  "name",
  "status",
  "brand_tag",
  "launch_date",
  "rrp",
  "wholesale_price",
  "rental_homes",
  "weeks_live",
  "total_rental_weeks",
  "lifespan",
  "planned_rental_value",
  "total_rental_value",
  "margin_vs_plan_value",
  "planned_margin",
  "efficiency",
] as const;
export type StatisticsSort = (typeof STATISTICS_SORTS)[number];

export const DATE_MESSAGE = "Give a date as yyyy-mm-dd.";
export const DATE_ORDER_MESSAGE =
  "The 'launched from' date must not be after the 'launched to' date.";

/** A GET form sends "" for an empty field: that is no filter. */
const blankIsNone = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const name = z.preprocess(
  blankIsNone,
  z.string().trim().max(100, "Maximum 100 characters").optional(),
);

const day = z.preprocess(blankIsNone, z.string().refine(isIsoDay, DATE_MESSAGE).optional());

export const statisticsFilterSchema = z
  .object({
    brand: name,
    category: name,
    season: name,
    status: z.preprocess(
      blankIsNone,
      z.enum(PRODUCT_ITEM_STATUSES, { error: "Choose a garment status." }).optional(),
    ),
    launchedFrom: day,
    launchedTo: day,
    sort: z.preprocess(
      blankIsNone,
      z.enum(STATISTICS_SORTS, { error: "Choose a column to sort by." }).default("id"),
    ),
    dir: z.preprocess(blankIsNone, z.enum(["asc", "desc"]).default("asc")),
  })
  .refine((f) => !f.launchedFrom || !f.launchedTo || f.launchedFrom <= f.launchedTo, {
    message: DATE_ORDER_MESSAGE,
    path: ["launchedTo"],
  });

export type StatisticsFilter = z.output<typeof statisticsFilterSchema>;

/** The filter's fields as they appear in the address (no defaults, no empty values). */
export function filterQuery(filter: StatisticsFilter): Record<string, string | undefined> {
  return {
    brand: filter.brand,
    category: filter.category,
    season: filter.season,
    status: filter.status,
    launchedFrom: filter.launchedFrom,
    launchedTo: filter.launchedTo,
    sort: filter.sort === "id" ? undefined : filter.sort,
    dir: filter.dir === "asc" ? undefined : filter.dir,
  };
}
