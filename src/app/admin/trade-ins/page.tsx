import Link from "next/link";
import { ChoiceField, FiltersForm, SearchField } from "@/components/admin/filters-form";
import { dateTime, money } from "@/components/admin/format";
import { MemberName, type ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import {
  REJECTED_CHOICE_LABELS,
  TRADE_IN_STATUS_LABELS,
  TRADE_IN_STATUSES,
  tradeInListFilters,
} from "@/domain/trade-in/trade-in";
import { getDb } from "@/server/db/client";
import {
  countTradeInsToGrade,
  grantedTradeInCredit,
  listTradeIns,
  type TradeInListRow,
} from "@/server/services/trade-in/staff-trade-ins";
import { listScreen } from "../list-screen";

const COLUMNS: ListColumn<TradeInListRow>[] = [
  {
    header: "Trade-in",
    cell: (row) => <Link href={`/admin/trade-ins/${row.id}`}>{row.reference ?? row.id}</Link>,
  },
  { header: "Offered", cell: (row) => dateTime(row.created_at) },
  { header: "Member", cell: (row) => <MemberName member={row} /> },
  { header: "Pieces", cell: (row) => row.pieces },
  { header: "Rejected pieces", cell: (row) => REJECTED_CHOICE_LABELS[row.rejected_choice] },
  { header: "Received", cell: (row) => dateTime(row.received_at) },
  { header: "Status", cell: (row) => TRADE_IN_STATUS_LABELS[row.status] },
  {
    header: "Credit",
    cell: (row) => (row.credit_pence === null ? "—" : money(row.credit_pence / 100)),
  },
];

/** Trade-ins (issue 27): families' offers of outgrown clothes, to receive and grade. */
export default listScreen({
  title: "Trade-ins",
  path: "/admin/trade-ins",
  filters: tradeInListFilters,
  load: (db, filters, window) => listTradeIns(db, filters, window),
  columns: COLUMNS,
  empty: "No trade-ins match.",
  head: (filters) => (
    <>
      <TradeInFigures />
      <FiltersForm path="/admin/trade-ins" submit="Filter" clear>
        <SearchField label="Reference, number or member" value={filters.q} />
        <ChoiceField
          label="Status"
          name="status"
          value={filters.status}
          any="Any"
          options={TRADE_IN_STATUSES.map(
            (status) => [status, TRADE_IN_STATUS_LABELS[status]] as const,
          )}
        />
      </FiltersForm>
    </>
  ),
});

/** What waits for staff and what the families have been credited so far. */
async function TradeInFigures() {
  const [toGrade, granted] = await Promise.all([
    countTradeInsToGrade(getDb()),
    grantedTradeInCredit(getDb()),
  ]);
  return (
    <p data-testid="trade-in-figures">
      {toGrade === 1 ? "1 parcel" : `${toGrade} parcels`} received and waiting to be graded;{" "}
      {money(granted / 100)} credited to families so far.
    </p>
  );
}
