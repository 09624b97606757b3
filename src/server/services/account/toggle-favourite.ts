import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { products, userProductFavorites } from "@/server/db/schema";

export type ToggleFavouriteResult =
  { ok: true; favourite: boolean } | { ok: false; reason: "unknown_product" };

/**
 * The heart (spec 4.5): removes the member's favourite if it exists, adds it otherwise. Always
 * scoped by product_id AND user_id (spec 6).
 */
export async function toggleFavourite(
  db: Executor,
  userId: string,
  productId: number,
): Promise<ToggleFavouriteResult> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userProductFavorites)
      .where(
        and(
          eq(userProductFavorites.product_id, productId),
          eq(userProductFavorites.user_id, userId),
        ),
      )
      .returning({ id: userProductFavorites.id });
    if (removed.length > 0) return { ok: true, favourite: false } as const;
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) return { ok: false, reason: "unknown_product" } as const;
    await tx
      .insert(userProductFavorites)
      .values({ product_id: productId, user_id: userId })
      .onConflictDoNothing();
    return { ok: true, favourite: true } as const;
  });
}
