import { and, desc, eq, notInArray } from "drizzle-orm";
import { listVariants } from "@/domain/catalogue/list-products";
import type { WardrobeProduct } from "@/domain/children/next-size-wardrobe";
import type { Executor } from "@/server/db/client";
import {
  order,
  orderProductVariants,
  productVariants,
  userProductFavorites,
} from "@/server/db/schema";
import { loadCatalogueProducts } from "@/server/services/catalogue/load-catalogue-products";

/** A listed product as the next-size wardrobe shows it: the chooser's shape and its card. */
export interface ProposalProduct extends WardrobeProduct {
  name: string;
  slug: string;
  image: string | null;
  variants: {
    id: number;
    stock: number;
    size: { name: string; slug: string } | null;
    color: string | null;
  }[];
}

/** Every listed product with its live variants and their stock (one statement). */
export async function loadProposalProducts(db: Executor): Promise<ProposalProduct[]> {
  const products = await loadCatalogueProducts(db);
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.images[0] ?? null,
    variants: listVariants(product.product_variants).map((variant) => ({
      id: variant.id,
      stock: variant.stock,
      size: variant.size ? { name: variant.size.name, slug: variant.size.slug } : null,
      color: variant.color?.name ?? null,
    })),
  }));
}

/**
 * What the family chose before: their favourites (the most recent first) and the products of the
 * orders they placed (not a pending or cancelled payment), the most recent first, each once.
 */
export async function loadFamilyChoices(
  db: Executor,
  userId: string,
): Promise<{ favouriteProductIds: number[]; pastProductIds: number[] }> {
  const [favourites, past] = await Promise.all([
    db
      .select({ productId: userProductFavorites.product_id })
      .from(userProductFavorites)
      .where(eq(userProductFavorites.user_id, userId))
      .orderBy(desc(userProductFavorites.created_at), desc(userProductFavorites.id)),
    db
      .select({ productId: productVariants.product_id })
      .from(orderProductVariants)
      .innerJoin(order, eq(order.id, orderProductVariants.order_id))
      .innerJoin(productVariants, eq(productVariants.id, orderProductVariants.product_variant_id))
      .where(
        and(
          eq(order.user_id, userId),
          notInArray(order.status, [
            "ORDER_PLACED_PAYMENT_PENDING",
            "ORDER_PLACED_PAYMENT_CANCELLED",
          ]),
        ),
      )
      .orderBy(desc(order.created_at), desc(orderProductVariants.id)),
  ]);
  return {
    favouriteProductIds: favourites.map((row) => row.productId),
    pastProductIds: [...new Set(past.map((row) => row.productId))],
  };
}
