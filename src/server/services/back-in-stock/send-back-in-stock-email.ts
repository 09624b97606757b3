import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import {
  backInStockRequests,
  products,
  productVariants,
  users,
  variantOptions,
} from "@/server/db/schema";
import { backInStockEmail } from "@/server/integrations/email/templates/stock-emails";
import type { JobContext } from "@/server/queue/job-queue";
import { claimThenSend } from "@/server/services/notifications/claim-then-send";
import { alias } from "drizzle-orm/pg-core";

const sizes = alias(variantOptions, "size_option");
const colours = alias(variantOptions, "colour_option");

async function loadRequest(tx: Executor, requestId: number) {
  const [row] = await tx
    .select({
      email: backInStockRequests.email,
      firstName: users.firstName,
      productName: products.name,
      slug: products.slug,
      size: sizes.name,
      color: colours.name,
    })
    .from(backInStockRequests)
    .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(sizes, eq(sizes.id, productVariants.size_id))
    .leftJoin(colours, eq(colours.id, productVariants.color_id))
    .leftJoin(users, eq(users.id, backInStockRequests.user_id))
    .where(and(eq(backInStockRequests.id, requestId), isNull(backInStockRequests.sent_at)))
    .for("update", { of: backInStockRequests });
  return row ?? null;
}

/**
 * The stock.back-in-stock-email job's work (src/server/jobs/back-in-stock-email.ts): the one
 * e-mail of a request whose variant came back, from the shop's template (`backInStockEmail`). Written with the job's completion and the
 * request's sent_at in one transaction, so a request is e-mailed once (with SMTP, at least once).
 */
export async function sendBackInStockEmail(requestId: number, context: JobContext): Promise<void> {
  await claimThenSend(context, backInStockEmail, async (tx) => {
    const request = await loadRequest(tx, requestId);
    if (!request) return null;
    await tx
      .update(backInStockRequests)
      .set({ sent_at: context.now })
      .where(eq(backInStockRequests.id, requestId));
    return {
      to: request.email,
      facts: {
        firstName: request.firstName,
        productName: request.productName,
        size: request.size ?? "one size",
        color: request.color,
        productPath: `/products/${request.slug}`,
      },
    };
  });
}
