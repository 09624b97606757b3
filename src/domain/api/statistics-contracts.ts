/** The back office's statistics export (issue 12). */
import { statisticsFilterSchema } from "@/domain/admin/statistics-filter";
import { defineContract } from "./contract";

/** GET /api/staff/statistics/export?…filters: the filtered garments as CSV text. */
export const statisticsExportContract = defineContract<string>()({
  method: "GET",
  path: "/api/staff/statistics/export",
  input: statisticsFilterSchema,
});
