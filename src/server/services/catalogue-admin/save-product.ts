import { and, eq, inArray, ne } from "drizzle-orm";
import { productStatus, type ProductInput, type ProductStatus } from "@/domain/admin/catalogue";
import type { Database, Executor } from "@/server/db/client";
import { products, productTags, tags } from "@/server/db/schema";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { recordStaffChange } from "@/server/services/staff/audit";
import { uniqueViolation } from "./unique-violation";

export type SaveProductResult =
  | { status: "saved"; product: { id: number; slug: string; status: ProductStatus } }
  | { status: "not_found" }
  | { status: "slug_taken" }
  | { status: "unknown_tags"; tagIds: number[] };

const slugTaken = async (tx: Executor, slug: string, exceptId?: number) =>
  (
    await tx
      .select({ id: products.id })
      .from(products)
      .where(
        exceptId
          ? and(eq(products.slug, slug), ne(products.id, exceptId))
          : eq(products.slug, slug),
      )
  ).length > 0;

/** The product's tags become exactly `tagIds` (product_tags rows added and removed). */
async function setTags(tx: Executor, productId: number, tagIds: readonly number[]) {
  const current = await tx
    .select({ tag_id: productTags.tag_id })
    .from(productTags)
    .where(eq(productTags.product_id, productId));
  const have = new Set(current.map((row) => row.tag_id));
  const removed = [...have].filter((id) => !tagIds.includes(id));
  const added = tagIds.filter((id) => !have.has(id));
  if (removed.length > 0)
    await tx
      .delete(productTags)
      .where(and(eq(productTags.product_id, productId), inArray(productTags.tag_id, removed)));
  if (added.length > 0)
    await tx.insert(productTags).values(added.map((tag_id) => ({ product_id: productId, tag_id })));
  return { added, removed };
}

/**
 * Creates a product (a draft: not published) or updates every field of one, with its tags, in one
 * transaction with its staff_audit row; then the catalogue and the product's pages are invalidated,
 * so the shop shows the change at once. A slug another product has is refused.
 */
export async function saveProduct(
  db: Database,
  input: { staffId: string; productId?: number; product: ProductInput },
): Promise<SaveProductResult> {
  const { tag_ids: tagIds, ...fields } = input.product;
  let result: SaveProductResult;
  try {
    result = await db.transaction(async (tx): Promise<SaveProductResult> => {
      if (tagIds.length > 0) {
        const known = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds));
        const unknown = tagIds.filter((id) => !known.some((tag) => tag.id === id));
        if (unknown.length > 0) return { status: "unknown_tags", tagIds: unknown };
      }
      if (await slugTaken(tx, fields.slug, input.productId)) return { status: "slug_taken" };
      let before: Record<string, unknown> | undefined;
      let row: typeof products.$inferSelect | undefined;
      if (input.productId === undefined) {
        [row] = await tx.insert(products).values(fields).returning();
      } else {
        [before] = await tx
          .select()
          .from(products)
          .where(eq(products.id, input.productId))
          .for("update");
        if (!before) return { status: "not_found" };
        [row] = await tx
          .update(products)
          .set({ ...fields, updated_at: new Date() })
          .where(eq(products.id, input.productId))
          .returning();
      }
      const product = row!;
      const tagChange = await setTags(tx, product.id, tagIds);
      const changed = before
        ? Object.fromEntries(
            Object.entries(fields)
              .filter(([key, value]) => before[key] !== value)
              .map(([key, value]) => [key, { from: before[key] ?? null, to: value }]),
          )
        : fields;
      await recordStaffChange(tx, {
        staffId: input.staffId,
        action: before ? "product.update" : "product.create",
        entityType: "product",
        entityId: product.id,
        detail: { fields: changed, tags: tagChange },
      });
      return {
        status: "saved",
        product: { id: product.id, slug: product.slug, status: productStatus(product) },
      };
    });
  } catch (error) {
    if (uniqueViolation(error) === "products_slug_key") return { status: "slug_taken" };
    throw error;
  }
  if (result.status === "saved")
    invalidate(CACHE_TAGS.catalogue, CACHE_TAGS.product(result.product.id));
  return result;
}
