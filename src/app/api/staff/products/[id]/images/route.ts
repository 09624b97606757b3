import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_PRODUCT_IMAGE_BYTES,
} from "@/domain/admin/catalogue";
import {
  catalogueIdParams,
  colourProductImageContract,
  moveProductImageContract,
  removeProductImageContract,
  uploadProductImageContract,
} from "@/domain/api/staff-catalogue-contracts";
import type { ContractOutput } from "@/domain/api/contract";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract, handleRoute } from "@/server/http/handle-route";
import { readCapped } from "@/server/http/read-capped";
import { staffCaller } from "@/server/http/staff-caller";
import { getImageStorage } from "@/server/integrations/storage";
import {
  changeProductImages,
  setProductImageColour,
  type ProductImagesResult,
} from "@/server/services/catalogue-admin/product-images";

type ImagesAnswer = ContractOutput<typeof uploadProductImageContract>;

function answer(result: ProductImagesResult): ImagesAnswer {
  if (result.status === "not_found") throw new AppError("not_found", "No such product.");
  if (result.status === "refused") {
    if (result.tooLarge) throw new AppError("payload_too_large", result.message);
    if (result.unsupported || result.message === IMAGE_TYPE_MESSAGE)
      throw new AppError("unsupported_media_type", result.message);
    throw new AppError("conflict", result.message);
  }
  return { images: result.images };
}

/**
 * POST the image file itself as the body (uploadProductImageContract; Content-Type is the file's,
 * its bytes decide, and it must decode): a PNG, JPEG or WebP up to 1 MB is stored and added at the end of the images.
 * Not handleContract: there is no JSON input to parse, the body is read capped here.
 */
export const POST = handleRoute(
  { role: "staff", params: catalogueIdParams },
  async ({ request, params, caller, log }) => {
    const staffId = staffCaller(caller);
    const declared = request.headers.get("content-length");
    if (declared !== null && Number(declared) > MAX_PRODUCT_IMAGE_BYTES)
      throw new AppError("payload_too_large", IMAGE_SIZE_MESSAGE);
    const bytes = await readCapped(request.body, MAX_PRODUCT_IMAGE_BYTES);
    if (!bytes) throw new AppError("payload_too_large", IMAGE_SIZE_MESSAGE);
    const result = await changeProductImages(getDb(), getImageStorage(), {
      staffId,
      productId: params.id,
      change: { kind: "add", bytes },
    });
    const body = answer(result);
    log.info({ event: "product_image_added", productId: params.id, bytes: bytes.length });
    return body;
  },
);

/** PATCH {path, move: -1 | 1}: move an image one place up or down. */
export const PATCH = handleContract(
  moveProductImageContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 1024 },
  async ({ input, params, caller }) =>
    answer(
      await changeProductImages(getDb(), getImageStorage(), {
        staffId: staffCaller(caller),
        productId: params.id,
        change: { kind: "move", path: input.path, by: input.move ?? 1 },
      }),
    ),
);

/** DELETE {path}: take an image off the product. */
export const DELETE = handleContract(
  removeProductImageContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 1024 },
  async ({ input, params, caller }) =>
    answer(
      await changeProductImages(getDb(), getImageStorage(), {
        staffId: staffCaller(caller),
        productId: params.id,
        change: { kind: "remove", path: input.path },
      }),
    ),
);

/** PUT {path, color_id}: the colour the picture shows (null: every colour). */
export const PUT = handleContract(
  colourProductImageContract,
  { role: "staff", params: catalogueIdParams, maxBytes: 1024 },
  async ({ input, params, caller }) =>
    answer(
      await setProductImageColour(getDb(), {
        staffId: staffCaller(caller),
        productId: params.id,
        path: input.path,
        colorId: input.color_id,
      }),
    ),
);
