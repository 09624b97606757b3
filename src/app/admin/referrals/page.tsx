import Link from "next/link";
import { FigureCards } from "@/components/admin/figure-cards";
import { ChoiceField, FiltersForm, SearchField } from "@/components/admin/filters-form";
import { dateTime } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import { pounds } from "@/domain/member/billing";
import {
  REFERRAL_STATE_LABELS,
  REFERRAL_STATES,
  referralListFilters,
} from "@/domain/referrals/referral-filters";
import { REFUSAL_MESSAGES } from "@/domain/referrals/referral-rules";
import { getDb } from "@/server/db/client";
import {
  listStaffReferrals,
  staffReferralTotals,
  type StaffReferralRow,
} from "@/server/services/referrals/load-staff-referrals";
import { listScreen } from "../list-screen";

const member = (person: StaffReferralRow["referrer"]) => (
  <>
    <Link href={`/admin/members/${encodeURIComponent(person.id)}`}>{person.name}</Link>
    <br />
    <small>{person.email}</small>
  </>
);
const credit = (pence: number | null) => (pence === null ? "—" : pounds(pence));

const COLUMNS: ListColumn<StaffReferralRow>[] = [
  { header: "Joined with the code", cell: (row) => dateTime(row.createdAt) },
  { header: "Referrer", cell: (row) => member(row.referrer) },
  { header: "Friend", cell: (row) => member(row.friend) },
  { header: "Code", cell: (row) => row.code },
  {
    header: "State",
    cell: (row) =>
      row.state === "refused" && row.refusal
        ? `${REFERRAL_STATE_LABELS.refused}: ${REFUSAL_MESSAGES[row.refusal]}`
        : REFERRAL_STATE_LABELS[row.state],
  },
  { header: "Referrer's credit", cell: (row) => credit(row.referrerCreditPence) },
  { header: "Friend's credit", cell: (row) => credit(row.friendCreditPence) },
  { header: "Credited", cell: (row) => dateTime(row.creditedAt) },
];

/**
 * Referrals (issue 27, "Give a month, get a month"): who referred whom, each one's state and the
 * month's credit granted to each family at the payment provider.
 */
export default listScreen({
  title: "Referrals",
  path: "/admin/referrals",
  filters: referralListFilters,
  load: listStaffReferrals,
  columns: COLUMNS,
  empty: "No referrals match.",
  head: async (filters) => {
    const totals = await staffReferralTotals(getDb());
    return (
      <>
        <FigureCards
          testId="referral-totals"
          rows={[
            ["Waiting for a first payment", String(totals.pending)],
            ["Being credited", String(totals.qualified)],
            ["Credited", String(totals.credited)],
            ["Refused", String(totals.refused)],
            ["Credit granted", pounds(totals.creditedPence)],
          ]}
        />
        <FiltersForm path="/admin/referrals" submit="Search" clear>
          <SearchField label="Either family's e-mail or name, or the code" value={filters.q} />
          <ChoiceField
            label="State"
            name="state"
            value={filters.state}
            options={REFERRAL_STATES.map((state) => [state, REFERRAL_STATE_LABELS[state]] as const)}
          />
        </FiltersForm>
      </>
    );
  },
});
