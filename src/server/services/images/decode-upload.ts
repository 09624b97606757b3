import sharp from "sharp";
import { MAX_PRODUCT_IMAGE_PIXELS } from "@/domain/admin/product-image-decode";
import type { ImageType } from "@/domain/admin/catalogue";

const FORMATS: Record<ImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
};

export type DecodeVerdict = { ok: true } | { ok: false; reason: "unreadable" | "too_many_pixels" };

/**
 * Decodes an upload the way renditions will (sharp's metadata, then the whole picture through a
 * small resize), so only images the image endpoint can scale are stored. sharp's default
 * `failOn: 'warning'` refuses a truncated or corrupt file; the pixel cap stops a small file that
 * unpacks to gigabytes before it is decoded.
 */
export async function decodeUploadedImage(
  bytes: Uint8Array,
  type: ImageType,
): Promise<DecodeVerdict> {
  try {
    // The header only: the cap is checked here, so a larger image gets its own message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== FORMATS[type] || !meta.width || !meta.height)
      return { ok: false, reason: "unreadable" };
    if (meta.width * meta.height > MAX_PRODUCT_IMAGE_PIXELS)
      return { ok: false, reason: "too_many_pixels" };
    await sharp(bytes, { limitInputPixels: MAX_PRODUCT_IMAGE_PIXELS, failOn: "warning" })
      .resize({ width: 64, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer();
    return { ok: true };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
