import Link from "next/link";
import { londonDateTime } from "@/components/admin/content/format";
import { NewPageForm } from "@/components/admin/content/new-page-form";
import { requireStaffPage } from "@/server/http/staff-page";
import { listContentDocuments } from "@/server/services/content/staff-content";
import "../content-admin.css";

const TYPE_LABELS: Record<string, string> = {
  settings: "Settings",
  popups: "Popups",
  page: "Page",
};

/** The content documents: the settings (with maintenance mode), the popups and every page. */
export default async function ContentPage() {
  await requireStaffPage();
  const documents = await listContentDocuments();
  return (
    <section>
      <h1>Content</h1>
      <p>
        Maintenance mode and the pause on new members are switched on the{" "}
        <Link href="/admin/content/settings/settings">settings</Link> screen.
      </p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Kind</th>
            <th scope="col">Published</th>
            <th scope="col">Draft</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={`${doc.type}/${doc.uid}`}>
              <th scope="row">
                <Link href={`/admin/content/${doc.type}/${doc.uid}`}>
                  {doc.type === "page" ? (doc.title ?? doc.uid) : TYPE_LABELS[doc.type]}
                </Link>
              </th>
              <td>
                {TYPE_LABELS[doc.type] ?? doc.type}
                {doc.type === "page" ? ` /${doc.uid === "home" ? "" : doc.uid}` : ""}
              </td>
              <td>
                {doc.publishedVersion
                  ? `Version ${doc.publishedVersion}, ${londonDateTime(doc.publishedAt)}`
                  : "Never published"}
              </td>
              <td>
                {doc.unpublished
                  ? `Changes not yet published (saved ${londonDateTime(doc.updatedAt)})`
                  : "Same as published"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <NewPageForm />
    </section>
  );
}
