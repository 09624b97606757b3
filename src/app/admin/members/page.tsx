import Link from "next/link";
import { Pager } from "@/components/admin/pager";
import { dateTime, personName } from "@/components/admin/orders/formatting";
import "@/components/admin/orders/admin-orders.css";
import { firstValues, memberListFilters } from "@/domain/admin/list-filters";
import { pageOf, pageParam, pageWindow } from "@/domain/admin/paging";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listMembers } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminMembersPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const query = firstValues(await searchParams);
  const { q } = memberListFilters.parse(query);
  const window = pageWindow(pageParam.parse(query.page));
  const { rows, hasNext } = pageOf(await listMembers(getDb(), q, window), window);
  return (
    <section>
      <h1>Members</h1>
      <form className="admin-filters" method="get" action="/admin/members" role="search">
        <label>
          E-mail, name or postcode
          <input type="search" name="q" defaultValue={q ?? ""} />
        </label>
        <button type="submit">Search</button>
        <Link href="/admin/members">Clear</Link>
      </form>
      {rows.length === 0 ? (
        <p>No members match.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">E-mail</th>
              <th scope="col">Postcode</th>
              <th scope="col">Joined</th>
              <th scope="col">Subscription</th>
              <th scope="col">Staff</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link href={`/admin/members/${encodeURIComponent(row.id)}`}>
                    {personName(row)}
                  </Link>
                </th>
                <td>{row.email}</td>
                <td>{row.postcode ?? "—"}</td>
                <td>{dateTime(row.created_at)}</td>
                <td>{row.payment_subscription_id ? "Yes" : "No"}</td>
                <td>{row.is_admin ? "Staff" : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/admin/members" query={{ q }} page={window.page} hasNext={hasNext} />
    </section>
  );
}
