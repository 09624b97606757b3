import { eq } from "drizzle-orm";
import type { ReturnEmailFacts } from "@/domain/returns/return-request";
import type { Executor } from "@/server/db/client";
import {
  partialReturn,
  productVariants,
  products,
  userProductItems,
  users,
  variantOptions,
} from "@/server/db/schema";
import { sendTemplate } from "@/server/integrations/email";
import {
  returnStartedEmail,
  type ReturnStartedFacts,
} from "@/server/integrations/email/templates/return-emails";

async function loadFacts(db: Executor, returnId: number, cause: ReturnEmailFacts["cause"]) {
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
    .innerJoin(productVariants, eq(productVariants.id, userProductItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(variantOptions, eq(variantOptions.id, productVariants.size_id))
    .where(eq(userProductItems.partial_return_id, returnId))
    .orderBy(userProductItems.id);
  const facts: ReturnStartedFacts = {
    returnId,
    firstName: ret.firstName,
    reference: ret.reference,
    dueDate: ret.dueDate,
    items: items.map((item) => [item.name, item.size].filter(Boolean).join(", ")),
    cause,
  };
  return { email: ret.email, facts };
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
  const loaded = await loadFacts(db, returnId, cause);
  if (!loaded) return;
  await sendTemplate(db, loaded.email, returnStartedEmail, loaded.facts);
}
