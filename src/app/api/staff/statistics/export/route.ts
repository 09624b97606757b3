import { statisticsExportContract } from "@/domain/api/statistics-contracts";
import { toCsv } from "@/domain/csv";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { statisticsRows } from "@/server/services/statistics/garment-statistics";
import { STATISTICS_CSV_COLUMNS } from "@/server/services/statistics/statistics-csv";

/**
 * GET ?brand&category&season&status&launchedFrom&launchedTo&sort&dir: the filtered garments of
 * /admin/statistics as CSV, in the table's order (the same schema parses both). A filter that
 * does not parse is a 400.
 */
export const GET = handleContract(
  statisticsExportContract,
  { role: "staff" },
  async ({ input, log }) => {
    const rows = await statisticsRows(getDb(), input);
    log.info({ event: "statistics_exported", rows: rows.length });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(toCsv(STATISTICS_CSV_COLUMNS, rows), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename=garment-statistics-${day}.csv`,
        "cache-control": "no-store",
      },
    });
  },
);
