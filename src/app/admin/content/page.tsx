import Link from "next/link";
import { dateTime } from "@/components/admin/format";
import { ListTable, type ListColumn } from "@/components/admin/list-table";
import { NewPageForm } from "@/components/admin/content/new-page-form";
import { requireStaffPage } from "@/server/http/staff-page";
import { listContentDocuments } from "@/server/services/content/staff-content";
import "../admin-content.css";

const TYPE_LABELS: Record<string, string> = {
  settings: "Settings",
  popups: "Popups",
  page: "Page",
};

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listContentDocuments>>[number]>[] = [
  {
    header: "Document",
    cell: (doc) => (
      <Link href={`/admin/content/${doc.type}/${doc.uid}`}>
        {doc.type === "page" ? (doc.title ?? doc.uid) : TYPE_LABELS[doc.type]}
      </Link>
    ),
  },
  {
    header: "Kind",
    cell: (doc) =>
      `${TYPE_LABELS[doc.type] ?? doc.type}${doc.type === "page" ? ` /${doc.uid === "home" ? "" : doc.uid}` : ""}`,
  },
  {
    header: "Published",
    cell: (doc) =>
      doc.publishedVersion
        ? `Version ${doc.publishedVersion}, ${dateTime(doc.publishedAt, "")}`
        : "Never published",
  },
  {
    header: "Draft",
    cell: (doc) =>
      doc.unpublished
        ? `Changes not yet published (saved ${dateTime(doc.updatedAt, "")})`
        : "Same as published",
  },
];

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
      <ListTable
        rows={documents}
        columns={COLUMNS}
        rowKey={(doc) => `${doc.type}/${doc.uid}`}
        empty="No documents."
      />
      <NewPageForm />
    </section>
  );
}
