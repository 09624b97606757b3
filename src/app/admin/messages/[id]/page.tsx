import Link from "next/link";
import { dateTime } from "@/components/admin/format";
import { MarkAnsweredButton } from "@/components/admin/content/staff-action-button";
import { readContactMessage } from "@/server/services/contact/contact-messages";
import "../../admin-content.css";
import { readRecord } from "../../read-record";

/** One contact message, with 'Reply by e-mail' and 'Mark answered'. */
export default async function ContactMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const message = await readRecord(params, readContactMessage);
  const name = [message.firstName, message.surName].filter(Boolean).join(" ");
  return (
    <section>
      <p>
        <Link href="/admin/messages">All contact messages</Link>
      </p>
      <h1>{message.subject}</h1>
      <dl className="admin-content-facts">
        <dt>From</dt>
        <dd>
          {name} &lt;{message.email}&gt;
        </dd>
        <dt>Received</dt>
        <dd>{dateTime(message.created_at, "")}</dd>
        <dt>Answered</dt>
        <dd>
          {message.handled_at
            ? `${dateTime(message.handled_at, "")} by ${message.handledByEmail ?? message.handled_by}`
            : "Not yet"}
        </dd>
      </dl>
      <h2>Message</h2>
      <p className="admin-content-text">{message.message}</p>
      <p>
        <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
          Reply by e-mail
        </a>
      </p>
      {!message.handled_at && <MarkAnsweredButton id={message.id} />}
    </section>
  );
}
