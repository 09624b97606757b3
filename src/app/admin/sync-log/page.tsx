import { ChoiceField, DayField, FiltersForm } from "@/components/admin/filters-form";
import { dateTime } from "@/components/admin/format";
import { ListTable, type ListColumn } from "@/components/admin/list-table";
import { RunSyncButton } from "@/components/admin/content/staff-action-button";
import { SYNC_ORIGIN_LABELS, syncLogFilter } from "@/domain/admin/sync-log-filter";
import { API_LOG_ORIGINS, API_LOG_STATUSES, type ApiLogOrigin } from "@/domain/enums";
import { getDb } from "@/server/db/client";
import {
  listFailedJobs,
  listSyncLog,
  syncJobStates,
  type SyncJobState,
} from "@/server/services/warehouse/staff-sync-log";
import { listScreen } from "../list-screen";
import "../admin-content.css";

const jobColumns = (states: Map<ApiLogOrigin, SyncJobState>): ListColumn<ApiLogOrigin>[] => [
  { header: "Job", cell: (origin) => SYNC_ORIGIN_LABELS[origin] },
  { header: "Last run", cell: (origin) => dateTime(states.get(origin)?.lastRunAt, "Never") },
  {
    header: "Result",
    cell: (origin) =>
      `${states.get(origin)?.lastStatus ?? ""}${states.get(origin)?.waiting ? " (a run is waiting in the queue)" : ""}`,
  },
  {
    header: "Run now",
    cell: (origin) => <RunSyncButton origin={origin} label={SYNC_ORIGIN_LABELS[origin]} />,
  },
];

const LOG_COLUMNS: ListColumn<Awaited<ReturnType<typeof listSyncLog>>[number]>[] = [
  { header: "When", cell: (row) => dateTime(row.created_at, "") },
  { header: "Job", cell: (row) => SYNC_ORIGIN_LABELS[row.origin] },
  {
    header: "Status",
    cell: (row) => row.status,
    cellClass: (row) => (row.status === "ERROR" ? "admin-content-error" : undefined),
  },
  { header: "Note", cell: (row) => row.note, cellClass: () => "admin-content-note" },
  { header: "Last id synced", cell: (row) => row.last_id_synced },
];
/** Jobs of the queue that failed for good: out of attempts, or a payload that does not parse. */
const FAILED_COLUMNS: ListColumn<Awaited<ReturnType<typeof listFailedJobs>>[number]>[] = [
  { header: "Job", cell: (job) => `${job.type} #${job.id}` },
  { header: "Queued", cell: (job) => dateTime(job.createdAt, "") },
  { header: "Attempts", cell: (job) => job.attempts },
  { header: "Error", cell: (job) => job.error, cellClass: () => "admin-content-note" },
];
const ORIGINS = API_LOG_ORIGINS.map((origin) => [origin, SYNC_ORIGIN_LABELS[origin]] as const);
const STATUSES = API_LOG_STATUSES.map(
  (status) => [status, status === "ERROR" ? "ERROR (errors only)" : status] as const,
);

/** The warehouse sync log (api_logs) with its notes, and 'Run now' for each sync job. */
export default listScreen({
  title: "Sync log",
  path: "/admin/sync-log",
  filters: syncLogFilter,
  load: listSyncLog,
  columns: LOG_COLUMNS,
  empty: "No log rows match.",
  head: async (filters) => {
    const [states, failed] = await Promise.all([syncJobStates(getDb()), listFailedJobs(getDb())]);
    return (
      <>
        <h2>Sync jobs</h2>
        <ListTable
          rows={API_LOG_ORIGINS}
          columns={jobColumns(states)}
          rowKey={(origin) => origin}
          empty=""
        />
        <h2>Failed jobs</h2>
        <ListTable
          rows={failed}
          columns={FAILED_COLUMNS}
          rowKey={(job) => job.id}
          empty="No job has failed."
        />
        <h2>Log</h2>
        <FiltersForm path="/admin/sync-log" submit="Show log">
          <ChoiceField
            label="Job"
            name="origin"
            value={filters.origin}
            options={ORIGINS}
            any="All jobs"
          />
          <ChoiceField
            label="Status"
            name="status"
            value={filters.status}
            options={STATUSES}
            any="Any status"
          />
          <DayField label="From (UTC day)" name="from" value={filters.from} />
          <DayField label="To (UTC day)" name="to" value={filters.to} />
        </FiltersForm>
      </>
    );
  },
});
