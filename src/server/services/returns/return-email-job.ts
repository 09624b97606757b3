import { and, eq } from "drizzle-orm";
import type { ReturnEmailFacts } from "@/domain/returns/return-request";
import type { Executor } from "@/server/db/client";
import {
  partialReturn,
  productItems,
  productVariants,
  products,
  userProductItems,
  users,
  variantOptions,
} from "@/server/db/schema";
import { sendTemplate } from "@/server/integrations/email";
import type { ReturnDueFacts } from "@/server/integrations/email/templates/next-box-emails";
import { returnStartedEmail } from "@/server/integrations/email/templates/return-emails";
import type { Mail } from "@/server/services/notifications/claim-then-send";

/**
 * What the e-mails of a return say (started, reminder, overdue): the member, its reference and due
 * day, and its garments' names and sizes; with `stillOut`, only those still on their way back.
 * Null for a return without a reference or a due day.
 */
export async function loadReturnEmailFacts(
  db: Executor,
  returnId: number,
  { stillOut = false }: { stillOut?: boolean } = {},
): Promise<Mail<ReturnDueFacts> | null> {
  const [ret] = await db
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
  const items = await db
    .select({ name: products.name, size: variantOptions.name })
    .from(userProductItems)
    .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
    .innerJoin(productVariants, eq(productVariants.id, userProductItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(variantOptions, eq(variantOptions.id, productVariants.size_id))
    .where(
      and(
        eq(userProductItems.partial_return_id, returnId),
        stillOut ? eq(productItems.status, "RETURNING") : undefined,
      ),
    )
    .orderBy(userProductItems.id);
  return {
    to: ret.email,
    facts: {
      returnId,
      firstName: ret.firstName,
      reference: ret.reference,
      dueDate: ret.dueDate,
      items: items.map((item) => [item.name, item.size].filter(Boolean).join(", ")),
    },
  };
}

/**
 * The returns.email job's work (src/server/jobs/return-email.ts): the member's e-mail when a return
 * starts, what to send back, by when, and how. A failure throws, so the queue tries again later.
 */
export async function sendReturnEmail(
  db: Executor,
  returnId: number,
  cause: ReturnEmailFacts["cause"],
): Promise<void> {
  const loaded = await loadReturnEmailFacts(db, returnId);
  if (!loaded) return;
  await sendTemplate(db, loaded.to, returnStartedEmail, { ...loaded.facts, cause });
}
