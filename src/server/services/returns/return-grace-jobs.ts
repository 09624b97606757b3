import { and, eq, isNull } from "drizzle-orm";
import { dueBackState, type DueBack } from "@/domain/member/next-box";
import type { Database, Executor } from "@/server/db/client";
import { returnGrace } from "@/server/db/schema";
import type { EmailTemplate } from "@/server/integrations/email/templates";
import {
  returnOverdueEmail,
  returnReminderEmail,
  type ReturnDueFacts,
} from "@/server/integrations/email/templates/next-box-emails";
import { claimThenSend, type Mail } from "@/server/services/notifications/claim-then-send";
import { loadDueBack } from "./load-due-back";
import { loadReturnEmailFacts } from "./return-email-job";

export type ReturnGraceResult = "sent" | "already" | "back" | "not_yet";
type Unsent = Exclude<ReturnGraceResult, "sent">;

interface GraceJobInput {
  returnId: number;
  now: Date;
  /** Marks the job done in this transaction (the queue's `complete`). */
  complete?: (tx: Executor) => Promise<void>;
}

/** Sets the grace row's mark where it is not set yet: true for the one run that set it. */
async function markOnce(
  tx: Executor,
  input: GraceJobInput,
  mark: "reminder_sent_at" | "held_since",
): Promise<true | "already"> {
  const claimed = await tx
    .update(returnGrace)
    .set({ [mark]: input.now })
    .where(and(eq(returnGrace.partial_return_id, input.returnId), isNull(returnGrace[mark])))
    .returning({ id: returnGrace.id });
  return claimed.length > 0 || "already";
}

/**
 * A grace e-mail of a return whose garments are still out: `claim` marks the grace row (or says
 * why not), then the member is told, with what is still to come back.
 */
async function sendGraceEmail(
  db: Database,
  input: GraceJobInput,
  template: EmailTemplate<ReturnDueFacts>,
  claim: (tx: Executor, out: DueBack) => Promise<true | Unsent>,
): Promise<ReturnGraceResult> {
  const sent = await claimThenSend(
    { db, complete: input.complete },
    template,
    async (tx): Promise<Mail<ReturnDueFacts> | Unsent> => {
      const [out] = await loadDueBack(tx, { returnId: input.returnId });
      if (!out) return "back";
      const claimed = await claim(tx, out);
      if (claimed !== true) return claimed;
      return (await loadReturnEmailFacts(tx, input.returnId, { stillOut: true })) ?? "back";
    },
  );
  return typeof sent === "string" ? sent : "sent";
}

/**
 * The returns.reminder job's work (issue 27, part next-box): two days before the due date, the
 * member whose garments are still out is reminded once, with the prepaid label. The grace row is
 * claimed by a conditional update in the e-mail's own transaction, so two runs at once (a retry, a
 * second worker) send one e-mail: the second waits on the row, then finds it sent.
 */
export async function sendReturnReminder(
  db: Database,
  input: GraceJobInput,
): Promise<ReturnGraceResult> {
  return sendGraceEmail(db, input, returnReminderEmail, (tx) =>
    markOnce(tx, input, "reminder_sent_at"),
  );
}

/**
 * The returns.overdue job's work: when the postal days after the due date have passed and
 * garments are still out, the member's next swap is held (held_since, once) and they are told
 * why, with the label again. Nothing is charged; the hold lifts when the garments arrive.
 */
export async function holdOverdueReturn(
  db: Database,
  input: GraceJobInput,
): Promise<ReturnGraceResult> {
  return sendGraceEmail(db, input, returnOverdueEmail, async (tx, out) =>
    dueBackState({ dueDate: out.dueDate, heldSince: null }, input.now) === "overdue"
      ? markOnce(tx, input, "held_since")
      : "not_yet",
  );
}
