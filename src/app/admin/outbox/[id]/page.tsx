import Link from "next/link";
import { redactHtmlTokens, redactTokens } from "@/domain/admin/redact-email";
import { EmailFrame } from "@/components/admin/email-frame";
import { dateTime } from "@/components/admin/format";
import { readSentEmail } from "@/server/services/content/staff-outbox";
import "../../admin-content.css";
import { readRecord } from "../../read-record";

/** One e-mail as sent: its HTML part in a sandboxed frame, and its plain text (tokens hidden). */
export default async function SentEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const email = await readRecord(params, readSentEmail);
  return (
    <section>
      <p>
        <Link href="/admin/outbox">All e-mails</Link>
      </p>
      <h1>{email.subject}</h1>
      <dl className="admin-content-facts">
        <dt>To</dt>
        <dd>{email.to}</dd>
        {email.reply_to && (
          <>
            <dt>Reply-To</dt>
            <dd>{email.reply_to}</dd>
          </>
        )}
        <dt>Written</dt>
        <dd>{dateTime(email.created_at, "")}</dd>
        <dt>Delivery</dt>
        <dd>
          {email.error
            ? `Failed: ${email.error}`
            : email.sent_at
              ? `Sent ${dateTime(email.sent_at, "")}`
              : "Recorded only (no mail server)"}
        </dd>
      </dl>
      <h2>As it looks</h2>
      <EmailFrame html={redactHtmlTokens(email.html)} title={`${email.subject}, as sent`} />
      <h2>Text</h2>
      <pre className="admin-content-text">{redactTokens(email.text)}</pre>
    </section>
  );
}
