import Link from "next/link";
import { requireStaffPage } from "@/server/http/staff-page";
import { emailPreviews } from "@/server/integrations/email/templates";
import "../admin-content.css";

/** Every e-mail the shop sends, each to preview with sample data (issue 26). */
export default async function EmailsPage() {
  await requireStaffPage();
  return (
    <section>
      <h1>E-mails</h1>
      <p>
        Every e-mail the shop sends, with sample data. What was really sent is in the{" "}
        <Link href="/admin/outbox">Outbox</Link>.
      </p>
      <ul className="admin-email-list">
        {emailPreviews.map((email) => (
          <li key={email.name}>
            <Link href={`/admin/emails/${email.name}`}>{email.title}</Link>
            <span>{email.when}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
