import { mailingListCsvContract } from "@/domain/api/staff-content-contracts";
import { mailingListColumns, mailingListFileName } from "@/domain/admin/mailing-list-csv";
import { toCsv } from "@/domain/csv";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import {
  listMailingListEntries,
  MAX_EXPORT_ROWS,
} from "@/server/services/mailing-lists/staff-mailing-lists";

/** GET ?list&q&status: the mailing list exactly as filtered on the screen, as CSV. */
export const GET = handleContract(mailingListCsvContract, { role: "staff" }, async ({ input }) => {
  const rows = await listMailingListEntries(getDb(), input, {
    limit: MAX_EXPORT_ROWS,
    offset: 0,
  });
  return new Response(toCsv(mailingListColumns(input.list), rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename=${mailingListFileName(input.list, new Date())}`,
      "cache-control": "no-store",
    },
  });
});
