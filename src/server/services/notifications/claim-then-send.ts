import type { Database, Executor } from "@/server/db/client";
import { sendTemplate } from "@/server/integrations/email";
import type { EmailTemplate } from "@/server/integrations/email/templates";

/** Who an e-mail goes to and what its template says. */
export interface Mail<Facts> {
  to: string;
  facts: Facts;
}

/** The job an e-mail is sent for: its database and, from the queue, its completion. */
export interface EmailJob {
  db: Database;
  /** Marks the job done in this transaction (the queue's `complete`). */
  complete?: (tx: Executor) => Promise<void>;
}

/**
 * An e-mail job's one transaction. `claim` takes what makes the e-mail due (a conditional update,
 * or a read under the row's lock, so a retry or a second worker finds it taken; a job queued once
 * per event may only read) and says who gets what, or why nothing is sent (null or a reason); the
 * job is marked done; the e-mail is written through the transaction's sender (with the outbox
 * adapter, once; with SMTP, at least once). Returns what `claim` said.
 */
export async function claimThenSend<Facts, Skip extends string | null = null>(
  job: EmailJob,
  template: EmailTemplate<Facts>,
  claim: (tx: Executor) => Promise<Mail<Facts> | Skip>,
): Promise<Mail<Facts> | Skip> {
  return job.db.transaction(async (tx) => {
    const mail = await claim(tx);
    await job.complete?.(tx);
    if (mail !== null && typeof mail === "object") {
      await sendTemplate(tx, mail.to, template, mail.facts);
    }
    return mail;
  });
}
