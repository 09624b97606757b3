import Link from "next/link";
import { pageParam, pageOf, pageWindow, queryValue } from "@/domain/admin/paging";
import { Pager } from "@/components/admin/pager";
import { londonDateTime } from "@/components/admin/content/format";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import {
  listContactMessages,
  type MessageFilter,
} from "@/server/services/contact/contact-messages";
import "../content-admin.css";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const FILTERS: Record<MessageFilter, string> = {
  all: "All, unanswered first",
  open: "Unanswered",
  answered: "Answered",
};

/** What visitors wrote through the contact form: unanswered first, newest first. */
export default async function ContactMessagesPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  await requireStaffPage();
  const query = await searchParams;
  const filterValue = queryValue(query.filter);
  const filter: MessageFilter =
    filterValue === "open" || filterValue === "answered" ? filterValue : "all";
  const q = queryValue(query.q)?.trim().slice(0, 200) || undefined;
  const window = pageWindow(pageParam.parse(queryValue(query.page)));
  const { rows, hasNext } = pageOf(
    await listContactMessages(getDb(), { filter, q, window }),
    window,
  );
  return (
    <section>
      <h1>Contact messages</h1>
      <form className="admin-filters" method="get">
        <label>
          Show
          <select name="filter" defaultValue={filter}>
            {Object.entries(FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search e-mail, name or subject
          <input type="search" name="q" defaultValue={q} />
        </label>
        <button type="submit">Show messages</button>
      </form>
      {rows.length === 0 ? (
        <p>No messages.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">From</th>
              <th scope="col">Subject</th>
              <th scope="col">Answered</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.handled_at ? undefined : "content-admin-unread"}>
                <td>{londonDateTime(row.created_at)}</td>
                <td>
                  {[row.firstName, row.surName].filter(Boolean).join(" ")} &lt;{row.email}&gt;
                </td>
                <th scope="row">
                  <Link href={`/admin/messages/${row.id}`}>{row.subject}</Link>
                </th>
                <td>{row.handled_at ? londonDateTime(row.handled_at) : "Not yet"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        path="/admin/messages"
        query={{ filter: filter === "all" ? undefined : filter, q }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
