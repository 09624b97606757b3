import { and, eq, isNull } from "drizzle-orm";
import { dueBackState } from "@/domain/member/next-box";
import type { Database, Executor } from "@/server/db/client";
import {
  partialReturn,
  productItems,
  productVariants,
  products,
  returnGrace,
  userProductItems,
  users,
  variantOptions,
} from "@/server/db/schema";
import { sendTemplate } from "@/server/integrations/email";
import {
  returnOverdueEmail,
  returnReminderEmail,
  type ReturnDueFacts,
} from "@/server/integrations/email/templates/next-box-emails";
import { loadDueBack } from "./load-due-back";

export type ReturnGraceResult = "sent" | "already" | "back" | "not_yet";

interface GraceJobInput {
  returnId: number;
  now: Date;
  /** Marks the job done in this transaction (the queue's `complete`). */
  complete?: (tx: Executor) => Promise<void>;
}

/** The member and the garments of a return that are still on their way back. */
async function loadFacts(tx: Executor, returnId: number) {
  const [ret] = await tx
    .select({
      reference: partialReturn.return_reference,
      dueDate: partialReturn.due_date,
      email: users.email,
      firstName: users.firstName,
    })
    .from(partialReturn)
    .innerJoin(users, eq(users.id, partialReturn.user_id))
    .where(eq(partialReturn.id, returnId));
  if (!ret?.reference || !ret.dueDate) return null;
  const items = await tx
    .select({ name: products.name, size: variantOptions.name })
    .from(userProductItems)
    .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
    .innerJoin(productVariants, eq(productVariants.id, userProductItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(variantOptions, eq(variantOptions.id, productVariants.size_id))
    .where(
      and(eq(userProductItems.partial_return_id, returnId), eq(productItems.status, "RETURNING")),
    )
    .orderBy(userProductItems.id);
  const facts: ReturnDueFacts = {
    returnId,
    firstName: ret.firstName,
    reference: ret.reference,
    dueDate: ret.dueDate,
    items: items.map((item) => [item.name, item.size].filter(Boolean).join(", ")),
  };
  return { email: ret.email, facts };
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
  return db.transaction(async (tx) => {
    const done = async (result: ReturnGraceResult) => {
      await input.complete?.(tx);
      return result;
    };
    const [out] = await loadDueBack(tx, { returnId: input.returnId });
    if (!out) return done("back");
    const claimed = await tx
      .update(returnGrace)
      .set({ reminder_sent_at: input.now })
      .where(
        and(
          eq(returnGrace.partial_return_id, input.returnId),
          isNull(returnGrace.reminder_sent_at),
        ),
      )
      .returning({ id: returnGrace.id });
    if (claimed.length === 0) return done("already");
    const loaded = await loadFacts(tx, input.returnId);
    if (!loaded) return done("back");
    await sendTemplate(tx, loaded.email, returnReminderEmail, loaded.facts);
    return done("sent");
  });
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
  return db.transaction(async (tx) => {
    const done = async (result: ReturnGraceResult) => {
      await input.complete?.(tx);
      return result;
    };
    const [out] = await loadDueBack(tx, { returnId: input.returnId });
    if (!out) return done("back");
    if (dueBackState({ dueDate: out.dueDate, heldSince: null }, input.now) !== "overdue")
      return done("not_yet");
    const claimed = await tx
      .update(returnGrace)
      .set({ held_since: input.now })
      .where(and(eq(returnGrace.partial_return_id, input.returnId), isNull(returnGrace.held_since)))
      .returning({ id: returnGrace.id });
    if (claimed.length === 0) return done("already");
    const loaded = await loadFacts(tx, input.returnId);
    if (!loaded) return done("back");
    await sendTemplate(tx, loaded.email, returnOverdueEmail, loaded.facts);
    return done("sent");
  });
}
