import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { VariantInput } from "@/domain/admin/catalogue";
import type { Database, Executor } from "@/server/db/client";
import { products, productVariants, variantOptions } from "@/server/db/schema";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { recordStaffChange } from "@/server/services/staff/audit";
import { writeVariantStock } from "@/server/services/stock/set-variant-stock";
import { uniqueViolation } from "./unique-violation";

export interface SavedVariantRow {
  id: number;
  product_id: number;
  sku: string;
  stock: number;
}

export type SaveVariantResult =
  | { status: "saved"; variant: SavedVariantRow }
  | { status: "not_found" }
  | { status: "sku_taken" }
  | { status: "bad_option"; field: "size_id" | "color_id"; message: string };

/** The size must be a Size option and the colour a Color option (variant_options). */
async function optionRefusal(tx: Executor, variant: VariantInput) {
  const ids = [variant.size_id, variant.color_id].filter((id): id is number => id !== null);
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({ id: variantOptions.id, type: variantOptions.type })
          .from(variantOptions)
          .where(inArray(variantOptions.id, ids));
  const typeOf = new Map(found.map((o) => [o.id, o.type]));
  if (variant.size_id !== null && typeOf.get(variant.size_id) !== "Size")
    return { field: "size_id" as const, message: "Choose one of the sizes." };
  if (variant.color_id !== null && typeOf.get(variant.color_id) !== "Color")
    return { field: "color_id" as const, message: "Choose one of the colours." };
  return null;
}

const skuTaken = async (tx: Executor, sku: string, exceptId?: number) =>
  (
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        exceptId
          ? and(eq(productVariants.sku, sku), ne(productVariants.id, exceptId))
          : eq(productVariants.sku, sku),
      )
  ).length > 0;

/**
 * Adds a variant to a product, or updates every field of one (size, colour, sku, stock,
 * fulfilment_id, lifespan_base). A stock change is a stock correction through the stock service
 * (its row lock and product_variant_stock_updates row), in the same transaction as the rest and the
 * staff_audit row; the product's pages and the catalogue are invalidated after the commit.
 */
export async function saveVariant(
  db: Database,
  input: { staffId: string; productId?: number; variantId?: number; variant: VariantInput },
): Promise<SaveVariantResult> {
  const { stock, ...fields } = input.variant;
  let result: SaveVariantResult;
  try {
    result = await db.transaction(async (tx): Promise<SaveVariantResult> => {
      const refused = async (): Promise<SaveVariantResult | null> => {
        const refusal = await optionRefusal(tx, input.variant);
        if (refusal) return { status: "bad_option", ...refusal };
        return (await skuTaken(tx, fields.sku, input.variantId)) ? { status: "sku_taken" } : null;
      };
      let before: typeof productVariants.$inferSelect | undefined;
      let variantId: number;
      let productId: number;
      if (input.variantId === undefined) {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, input.productId!));
        if (!product) return { status: "not_found" };
        const refusal = await refused();
        if (refusal) return refusal;
        const [row] = await tx
          .insert(productVariants)
          .values({ ...fields, product_id: product.id, stock: 0 })
          .returning({ id: productVariants.id });
        variantId = row!.id;
        productId = product.id;
      } else {
        [before] = await tx
          .select()
          .from(productVariants)
          .where(and(eq(productVariants.id, input.variantId), isNull(productVariants.deleted_at)))
          .for("update");
        if (!before) return { status: "not_found" };
        const refusal = await refused();
        if (refusal) return refusal;
        await tx
          .update(productVariants)
          .set({ ...fields, updated_at: new Date() })
          .where(eq(productVariants.id, before.id));
        variantId = before.id;
        productId = before.product_id;
      }
      const stockSet = await writeVariantStock(tx, variantId, stock);
      const previousStock = stockSet.status === "set" ? stockSet.previousStock : 0;
      const changed = before
        ? Object.fromEntries(
            Object.entries({ ...fields, stock })
              .filter(([key, value]) => before[key as keyof typeof before] !== value)
              .map(([key, value]) => [
                key,
                { from: before[key as keyof typeof before] ?? null, to: value },
              ]),
          )
        : { ...fields, stock };
      await recordStaffChange(tx, {
        staffId: input.staffId,
        action: before ? "variant.update" : "variant.create",
        entityType: "product_variant",
        entityId: variantId,
        detail: { product_id: productId, fields: changed, previous_stock: previousStock },
      });
      return {
        status: "saved",
        variant: { id: variantId, product_id: productId, sku: fields.sku, stock },
      };
    });
  } catch (error) {
    if (uniqueViolation(error) === "product_variants_sku_key") return { status: "sku_taken" };
    throw error;
  }
  if (result.status === "saved")
    invalidate(CACHE_TAGS.catalogue, CACHE_TAGS.product(result.variant.product_id));
  return result;
}
