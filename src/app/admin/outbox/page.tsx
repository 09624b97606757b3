import Link from "next/link";
import { pageParam, pageOf, pageWindow, queryValue } from "@/domain/admin/paging";
import { Pager } from "@/components/admin/pager";
import { londonDateTime } from "@/components/admin/content/format";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listSentEmails } from "@/server/services/content/staff-outbox";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const text = (value: string | string[] | undefined) =>
  queryValue(value)?.trim().slice(0, 200) || undefined;

/** Every e-mail the shop sent (or recorded, with the local adapter), newest first. */
export default async function OutboxPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaffPage();
  const query = await searchParams;
  const to = text(query.to);
  const subject = text(query.subject);
  const window = pageWindow(pageParam.parse(queryValue(query.page)));
  const { rows, hasNext } = pageOf(await listSentEmails(getDb(), { to, subject, window }), window);
  return (
    <section>
      <h1>Outbox</h1>
      <form className="admin-filters" method="get">
        <label>
          Recipient
          <input type="search" name="to" defaultValue={to} />
        </label>
        <label>
          Subject
          <input type="search" name="subject" defaultValue={subject} />
        </label>
        <button type="submit">Search e-mails</button>
      </form>
      {rows.length === 0 ? (
        <p>No e-mails.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Written</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Delivery</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{londonDateTime(row.createdAt)}</td>
                <td>{row.to}</td>
                <th scope="row">
                  <Link href={`/admin/outbox/${row.id}`}>{row.subject}</Link>
                </th>
                <td>
                  {row.error
                    ? `Failed: ${row.error}`
                    : row.transport === "smtp"
                      ? `Sent ${londonDateTime(row.sentAt)}`
                      : "Recorded only (no mail server)"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/admin/outbox" query={{ to, subject }} page={window.page} hasNext={hasNext} />
    </section>
  );
}
