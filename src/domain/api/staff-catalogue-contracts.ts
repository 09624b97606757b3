/** Staff endpoints of the back office's catalogue (issue 12): products, images, variants, garments. */
import { z } from "@/domain/zod";
import {
  garmentBatchInput,
  imageColourInput,
  imagePathInput,
  productActionInput,
  productInput,
  variantInput,
  type ProductStatus,
} from "@/domain/admin/catalogue";
import { entityId } from "@/domain/ids";
import { defineContract } from "./contract";

export const catalogueIdParams = z.object({ id: entityId });

export interface SavedProduct {
  id: number;
  slug: string;
  status: ProductStatus;
}

/** POST /api/staff/products: a new product, as a draft. */
export const createProductContract = defineContract<SavedProduct>()({
  method: "POST",
  path: "/api/staff/products",
  input: productInput,
});

/** PUT /api/staff/products/{id}: every field of the product and its tags. */
export const updateProductContract = defineContract<SavedProduct>()({
  method: "PUT",
  path: "/api/staff/products/[id]",
  input: productInput,
});

/** POST /api/staff/products/{id}/state: publish, unpublish, archive, unarchive, delete, restore. */
export const productStateContract = defineContract<SavedProduct>()({
  method: "POST",
  path: "/api/staff/products/[id]/state",
  input: productActionInput,
});

/**
 * POST /api/staff/products/{id}/images: the image file itself is the body (its bytes decide its
 * type), so there is no JSON input to parse; callers send it with `callUpload`.
 */
export const uploadProductImageContract = defineContract<{ images: string[] }>()({
  method: "POST",
  path: "/api/staff/products/[id]/images",
  input: z.never(),
});

/** PATCH (move one up or down) or DELETE (remove one) /api/staff/products/{id}/images. */
export const moveProductImageContract = defineContract<{ images: string[] }>()({
  method: "PATCH",
  path: "/api/staff/products/[id]/images",
  input: imagePathInput,
});
/** PUT /api/staff/products/{id}/images {path, color_id}: the colour a picture shows (issue 26). */
export const colourProductImageContract = defineContract<{ images: string[] }>()({
  method: "PUT",
  path: "/api/staff/products/[id]/images",
  input: imageColourInput,
});
export const removeProductImageContract = defineContract<{ images: string[] }>()({
  method: "DELETE",
  path: "/api/staff/products/[id]/images",
  input: imagePathInput,
});

export interface SavedVariant {
  id: number;
  product_id: number;
  sku: string;
  stock: number;
}

/** POST /api/staff/products/{id}/variants: a new variant of the product. */
export const createVariantContract = defineContract<SavedVariant>()({
  method: "POST",
  path: "/api/staff/products/[id]/variants",
  input: variantInput,
});

/** PUT /api/staff/variants/{id}/details: every field of a variant; a stock change is a correction. */
export const updateVariantContract = defineContract<SavedVariant>()({
  method: "PUT",
  path: "/api/staff/variants/[id]/details",
  input: variantInput,
});

/**
 * DELETE /api/staff/variants/{id}: a variant nothing refers to; one with garments or orders is a
 * 409 telling staff to set its stock to 0 instead.
 */
export const deleteVariantContract = defineContract<{
  id: number;
  product_id: number;
  sku: string;
}>()({
  method: "DELETE",
  path: "/api/staff/variants/[id]",
  input: z.object({}),
});

/** POST /api/staff/variants/{id}/garments: new garments of the variant, by barcode or by count. */
export const addGarmentsContract = defineContract<{ ids: number[]; stock: number }>()({
  method: "POST",
  path: "/api/staff/variants/[id]/garments",
  input: garmentBatchInput,
});
