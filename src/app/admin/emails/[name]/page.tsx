import Link from "next/link";
import { notFound } from "next/navigation";
import { EmailFrame } from "@/components/admin/email-frame";
import { env } from "@/config/env";
import { requireStaffPage } from "@/server/http/staff-page";
import { findEmailPreview } from "@/server/integrations/email/templates";
import "../../admin-content.css";

/** One template with its sample data: the subject, the HTML as a phone shows it, the text part. */
export default async function EmailPreviewPage({ params }: { params: Promise<{ name: string }> }) {
  await requireStaffPage();
  const preview = findEmailPreview((await params).name);
  if (!preview) notFound();
  const email = preview.render(env().APP_URL);
  return (
    <section>
      <p>
        <Link href="/admin/emails">All e-mails</Link>
      </p>
      <h1>{preview.title}</h1>
      <p>{preview.when} Shown with sample data.</p>
      <dl className="admin-content-facts">
        <dt>Subject</dt>
        <dd data-testid="email-subject">{email.subject}</dd>
      </dl>
      <h2>As it looks</h2>
      <EmailFrame html={email.html} title={`${preview.title}, with sample data`} />
      <h2>Text</h2>
      <pre className="admin-content-text" data-testid="email-text">
        {email.text}
      </pre>
    </section>
  );
}
