import Link from "next/link";
import { notFound } from "next/navigation";
import { contactMessageParams } from "@/domain/api/staff-content-contracts";
import { dateTime } from "@/components/admin/format";
import { MarkAnsweredButton } from "@/components/admin/content/staff-action-button";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { readContactMessage } from "@/server/services/contact/contact-messages";
import "../../admin-content.css";

/** One contact message, with 'Reply by e-mail' and 'Mark answered'. */
export default async function ContactMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage();
  const parsed = contactMessageParams.safeParse(await params);
  if (!parsed.success) notFound();
  const message = await readContactMessage(getDb(), parsed.data.id);
  if (!message) notFound();
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
