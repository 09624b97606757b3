import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { MAX_WAITING_REQUESTS_PER_EMAIL } from "@/domain/catalogue/back-in-stock";
import { normaliseEmail } from "@/domain/email-address";
import type { Database } from "@/server/db/client";
import { backInStockRequests, products, productVariants } from "@/server/db/schema";

export type BackInStockRequestResult =
  | { status: "requested"; email: string }
  /** The variant has stock now: nothing to wait for. */
  | { status: "in_stock" }
  | { status: "not_found" }
  | { status: "too_many" };

/**
 * 'Tell me when it's back' (issue 26): keeps one waiting request per address and sold-out variant
 * of a listed product (asking twice is one request). The variant's row is read `for share`, so a
 * restock running at the same time either sees this request (it waits for this commit) or has
 * already put the stock back, and the answer is 'in_stock'.
 */
export async function requestBackInStock(
  db: Database,
  input: { variantId: number; email: string; userId: string | null },
): Promise<BackInStockRequestResult> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx): Promise<BackInStockRequestResult> => {
    const [variant] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(
        and(
          eq(productVariants.id, input.variantId),
          isNull(productVariants.deleted_at),
          isNull(products.deleted_at),
          isNull(products.archived_at),
          isNotNull(products.published_at),
        ),
      )
      .for("share", { of: productVariants });
    if (!variant) return { status: "not_found" };
    if (variant.stock > 0) return { status: "in_stock" };
    const waiting = and(
      eq(backInStockRequests.email, email),
      isNull(backInStockRequests.queued_at),
    );
    const [already] = await tx
      .select({ id: backInStockRequests.id })
      .from(backInStockRequests)
      .where(and(waiting, eq(backInStockRequests.product_variant_id, input.variantId)));
    if (already) return { status: "requested", email };
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(backInStockRequests)
      .where(waiting);
    if (n >= MAX_WAITING_REQUESTS_PER_EMAIL) return { status: "too_many" };
    await tx
      .insert(backInStockRequests)
      .values({ product_variant_id: input.variantId, email, user_id: input.userId })
      .onConflictDoNothing();
    return { status: "requested", email };
  });
}
