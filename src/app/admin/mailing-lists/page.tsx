import Link from "next/link";
import { MAILING_LIST_LABELS } from "@/domain/admin/mailing-list-csv";
import { pageParam, pageOf, pageWindow, queryValue } from "@/domain/admin/paging";
import { mailingListFilter } from "@/domain/api/staff-content-contracts";
import { MAILING_LISTS } from "@/domain/enums";
import { Pager } from "@/components/admin/pager";
import { londonDateTime } from "@/components/admin/content/format";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listMailingListEntries } from "@/server/services/mailing-lists/staff-mailing-lists";
import "../content-admin.css";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const STATUS_LABELS = {
  current: "Signed up",
  unsubscribed: "Unsubscribed",
  all: "Everyone",
} as const;

/** The newsletter, the waitlist and the subscribers, one list at a time, with a CSV export. */
export default async function MailingListsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaffPage();
  const query = await searchParams;
  const filter = mailingListFilter.parse({
    list: queryValue(query.list),
    q: queryValue(query.q) || undefined,
    status: queryValue(query.status),
  });
  const window = pageWindow(pageParam.parse(queryValue(query.page)));
  const { rows, hasNext } = pageOf(
    await listMailingListEntries(getDb(), filter, {
      limit: window.limit + 1,
      offset: window.offset,
    }),
    window,
  );
  const kept = {
    list: filter.list,
    q: filter.q,
    status: filter.status === "current" ? undefined : filter.status,
  };
  const exportQuery = new URLSearchParams(
    Object.entries(kept).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  const waitlist = filter.list === "WAITLIST";
  return (
    <section>
      <h1>Mailing lists</h1>
      <nav aria-label="Lists">
        <ul className="content-admin-tabs">
          {MAILING_LISTS.map((list) => (
            <li key={list}>
              <Link
                href={`/admin/mailing-lists?list=${list}`}
                aria-current={list === filter.list ? "page" : undefined}
              >
                {MAILING_LIST_LABELS[list]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="admin-filters" method="get">
        <input type="hidden" name="list" value={filter.list} />
        <label>
          Search by e-mail
          <input type="search" name="q" defaultValue={filter.q} />
        </label>
        <label>
          Show
          <select name="status" defaultValue={filter.status}>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show sign-ups</button>
      </form>
      <p>
        <a href={`/api/staff/mailing-lists/export?${exportQuery}`} download>
          Export {MAILING_LIST_LABELS[filter.list].toLowerCase()} as CSV
        </a>{" "}
        (everything that matches the filters, not only this page)
      </p>
      {rows.length === 0 ? (
        <p>Nobody on this list matches.</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{MAILING_LIST_LABELS[filter.list]}</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              {waitlist && (
                <>
                  <th scope="col">Name</th>
                  <th scope="col">Postcode</th>
                  <th scope="col">Little one&apos;s date of birth</th>
                </>
              )}
              <th scope="col">Signed up</th>
              <th scope="col">Unsubscribed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.list}:${row.email}`}>
                <th scope="row">{row.email}</th>
                {waitlist && (
                  <>
                    <td>{row.name}</td>
                    <td>{row.postcode}</td>
                    <td>{row.littleDOB}</td>
                  </>
                )}
                <td>{londonDateTime(row.createdAt)}</td>
                <td>{londonDateTime(row.unsubscribedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/admin/mailing-lists" query={kept} page={window.page} hasNext={hasNext} />
    </section>
  );
}
