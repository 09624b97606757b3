import { listRequest, pageOf, type SearchParams } from "@/domain/admin/paging";
import { SYNC_ORIGIN_LABELS, syncLogFilter } from "@/domain/admin/sync-log-filter";
import { API_LOG_ORIGINS, API_LOG_STATUSES } from "@/domain/enums";
import { ListTable } from "@/components/admin/list-table";
import { londonDateTime } from "@/components/admin/content/format";
import { RunSyncButton } from "@/components/admin/content/staff-action-button";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listSyncLog, syncJobStates } from "@/server/services/warehouse/staff-sync-log";
import "../content-admin.css";

/** The warehouse sync log (api_logs) with its notes, and 'Run now' for each sync job. */
export default async function SyncLogPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireStaffPage();
  const { filters: filter, window } = listRequest(await searchParams, syncLogFilter);
  const [logRows, states] = await Promise.all([
    listSyncLog(getDb(), filter, window),
    syncJobStates(getDb()),
  ]);
  const { rows, hasNext } = pageOf(logRows, window);
  return (
    <section>
      <h1>Sync log</h1>
      <h2>Sync jobs</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Last run</th>
            <th scope="col">Result</th>
            <th scope="col">Run now</th>
          </tr>
        </thead>
        <tbody>
          {API_LOG_ORIGINS.map((origin) => {
            const state = states.get(origin);
            return (
              <tr key={origin}>
                <th scope="row">{SYNC_ORIGIN_LABELS[origin]}</th>
                <td>{state?.lastRunAt ? londonDateTime(state.lastRunAt) : "Never"}</td>
                <td>
                  {state?.lastStatus ?? ""}
                  {state?.waiting ? " (a run is waiting in the queue)" : ""}
                </td>
                <td>
                  <RunSyncButton origin={origin} label={SYNC_ORIGIN_LABELS[origin]} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <h2>Log</h2>
      <form className="admin-filters" method="get">
        <label>
          Job
          <select name="origin" defaultValue={filter.origin ?? ""}>
            <option value="">All jobs</option>
            {API_LOG_ORIGINS.map((origin) => (
              <option key={origin} value={origin}>
                {SYNC_ORIGIN_LABELS[origin]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={filter.status ?? ""}>
            <option value="">Any status</option>
            {API_LOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === "ERROR" ? "ERROR (errors only)" : status}
              </option>
            ))}
          </select>
        </label>
        <label>
          From (UTC day)
          <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label>
          To (UTC day)
          <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <button type="submit">Show log</button>
      </form>
      <ListTable
        rows={rows}
        empty="No log rows match."
        columns={["When", "Job", "Status", "Note", "Last id synced"]}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row">{londonDateTime(row.created_at)}</th>
            <td>{SYNC_ORIGIN_LABELS[row.origin]}</td>
            <td className={row.status === "ERROR" ? "content-admin-error" : undefined}>
              {row.status}
            </td>
            <td className="content-admin-note">{row.note}</td>
            <td>{row.last_id_synced}</td>
          </tr>
        )}
        path="/admin/sync-log"
        query={{ origin: filter.origin, status: filter.status, from: filter.from, to: filter.to }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
