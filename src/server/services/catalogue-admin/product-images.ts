import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  checkProductImage,
  IMAGE_EXTENSIONS,
  MAX_PRODUCT_IMAGES,
  moveImage,
} from "@/domain/admin/catalogue";
import {
  IMAGE_PIXELS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
} from "@/domain/admin/product-image-decode";
import type { Database, Executor } from "@/server/db/client";
import { productImageColors, products, productVariants } from "@/server/db/schema";
import type { ImageStorage } from "@/server/integrations/storage/image-storage";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { decodeUploadedImage } from "@/server/services/images/decode-upload";
import { recordStaffChange } from "@/server/services/staff/audit";

export type ProductImagesResult =
  | { status: "saved"; images: string[] }
  | { status: "not_found" }
  /** `unsupported`: not an image the shop can show (a 415). */
  | { status: "refused"; message: string; tooLarge?: boolean; unsupported?: boolean };

/** The product's images, its row locked until the transaction ends; undefined when none. */
async function lockProductImages(tx: Executor, productId: number) {
  const [current] = await tx
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return current;
}

type ImageChange =
  | { kind: "add"; bytes: Uint8Array }
  | { kind: "remove"; path: string }
  | { kind: "move"; path: string; by: -1 | 1 };

/**
 * A product's images (spec 3.1 products.images, a list of paths in the image store, shown in order):
 * upload one (a PNG, JPEG or WebP up to 1 MB, checked by its bytes and decoded, stored under
 * products/p{id}/ and added at the end), move one up or down, or remove one from the list. The list
 * changes in one transaction with its staff_audit row; the product's pages are invalidated.
 * A removed image stays in the store (an old page or order may still show it).
 */
export async function changeProductImages(
  db: Database,
  storage: ImageStorage,
  input: { staffId: string; productId: number; change: ImageChange },
): Promise<ProductImagesResult> {
  const { change } = input;
  let stored: string | undefined;
  if (change.kind === "add") {
    const checked = checkProductImage(change.bytes);
    if (!checked.ok)
      return { status: "refused", message: checked.message, tooLarge: checked.tooLarge };
    const decoded = await decodeUploadedImage(change.bytes, checked.type);
    if (!decoded.ok) {
      return decoded.reason === "too_many_pixels"
        ? { status: "refused", message: IMAGE_PIXELS_MESSAGE, tooLarge: true }
        : { status: "refused", message: IMAGE_UNREADABLE_MESSAGE, unsupported: true };
    }
    const [exists] = await db
      .select({ count: sql<number>`cardinality(${products.images})` })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!exists) return { status: "not_found" };
    if (exists.count >= MAX_PRODUCT_IMAGES)
      return { status: "refused", message: `A product has at most ${MAX_PRODUCT_IMAGES} images.` };
    const name = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
    stored = `products/p${input.productId}/${name}.${IMAGE_EXTENSIONS[checked.type]}`;
    await storage.put(stored, { bytes: Buffer.from(change.bytes), contentType: checked.type });
  }
  const result = await db.transaction(async (tx): Promise<ProductImagesResult> => {
    const current = await lockProductImages(tx, input.productId);
    if (!current) return { status: "not_found" };
    let images: string[];
    if (change.kind === "add") images = [...current.images, stored!];
    else if (!current.images.includes(change.path))
      return { status: "refused", message: "The product has no such image." };
    else if (change.kind === "remove") {
      images = current.images.filter((p) => p !== change.path);
      await tx
        .delete(productImageColors)
        .where(
          and(
            eq(productImageColors.product_id, input.productId),
            eq(productImageColors.path, change.path),
          ),
        );
    } else images = moveImage(current.images, change.path, change.by);
    await tx
      .update(products)
      .set({ images, updated_at: new Date() })
      .where(eq(products.id, input.productId));
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: `product.image_${change.kind}`,
      entityType: "product",
      entityId: input.productId,
      detail: { path: stored ?? (change.kind === "add" ? null : change.path), images },
    });
    return { status: "saved", images };
  });
  if (result.status === "saved")
    invalidate(CACHE_TAGS.catalogue, CACHE_TAGS.product(input.productId));
  return result;
}

/**
 * The colour a product's picture shows (issue 26): one of the product's own variants' colours, or
 * null for a picture of every colour. Saved with its staff_audit row; the product's pages are
 * invalidated, so the product page shows that colour's pictures when it is chosen.
 */
export async function setProductImageColour(
  db: Database,
  input: { staffId: string; productId: number; path: string; colorId: number | null },
): Promise<ProductImagesResult> {
  const result = await db.transaction(async (tx): Promise<ProductImagesResult> => {
    const current = await lockProductImages(tx, input.productId);
    if (!current) return { status: "not_found" };
    if (!current.images.includes(input.path))
      return { status: "refused", message: "The product has no such image." };
    const where = and(
      eq(productImageColors.product_id, input.productId),
      eq(productImageColors.path, input.path),
    );
    if (input.colorId === null) await tx.delete(productImageColors).where(where);
    else {
      const [own] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.product_id, input.productId),
            eq(productVariants.color_id, input.colorId),
          ),
        )
        .limit(1);
      if (!own) return { status: "refused", message: "Choose one of the product's own colours." };
      await tx
        .insert(productImageColors)
        .values({ product_id: input.productId, path: input.path, color_id: input.colorId })
        .onConflictDoUpdate({
          target: [productImageColors.product_id, productImageColors.path],
          set: { color_id: input.colorId },
        });
    }
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: "product.image_colour",
      entityType: "product",
      entityId: input.productId,
      detail: { path: input.path, color_id: input.colorId },
    });
    return { status: "saved", images: current.images };
  });
  if (result.status === "saved")
    invalidate(CACHE_TAGS.catalogue, CACHE_TAGS.product(input.productId));
  return result;
}
