import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { productStatus, type ProductStatus } from "@/domain/admin/catalogue";
import type { ProductItemStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import {
  productImageColors,
  productItems,
  products,
  productTags,
  productVariants,
  variantOptions,
} from "@/server/db/schema";

export interface AdminVariant {
  id: number;
  sku: string;
  stock: number;
  size_id: number | null;
  color_id: number | null;
  fulfilment_id: string | null;
  lifespan_base: number;
  deleted: boolean;
  garments: Partial<Record<ProductItemStatus, number>>;
}

export type AdminProduct = typeof products.$inferSelect & {
  status: ProductStatus;
  tag_ids: number[];
  variants: AdminVariant[];
  /** The colour option each picture shows, by path (issue 26); a picture not listed shows any. */
  image_colors: Record<string, number>;
};

/** One product as the back office edits it: every field, its tags, its variants and their garments by status. */
export async function loadAdminProduct(db: Executor, id: number): Promise<AdminProduct | null> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const tagRows = await db
    .select({ tag_id: productTags.tag_id })
    .from(productTags)
    .where(eq(productTags.product_id, id));
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.product_id, id))
    .orderBy(asc(productVariants.id));
  const counts =
    variants.length === 0
      ? []
      : await db
          .select({
            variant: productItems.product_variant_id,
            status: productItems.status,
            count: sql<number>`count(*)::int`,
          })
          .from(productItems)
          .where(
            inArray(
              productItems.product_variant_id,
              variants.map((v) => v.id),
            ),
          )
          .groupBy(productItems.product_variant_id, productItems.status);
  const imageColours = await db
    .select({ path: productImageColors.path, color_id: productImageColors.color_id })
    .from(productImageColors)
    .where(eq(productImageColors.product_id, id));
  return {
    ...product,
    image_colors: Object.fromEntries(imageColours.map((row) => [row.path, row.color_id])),
    status: productStatus(product),
    tag_ids: tagRows.map((row) => row.tag_id),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      stock: v.stock,
      size_id: v.size_id,
      color_id: v.color_id,
      fulfilment_id: v.fulfilment_id,
      lifespan_base: v.lifespan_base,
      deleted: v.deleted_at !== null,
      garments: Object.fromEntries(
        counts.filter((c) => c.variant === v.id).map((c) => [c.status, c.count]),
      ),
    })),
  };
}

/** The size and colour options (variant_options), in their order. */
export async function listVariantOptions(db: Executor) {
  return db
    .select({ id: variantOptions.id, name: variantOptions.name, type: variantOptions.type })
    .from(variantOptions)
    .orderBy(variantOptions.type, variantOptions.order, desc(variantOptions.id));
}
