import sharp from "sharp";
import type { ImageStorage } from "@/server/integrations/storage/image-storage";

export const MAX_IMAGE_WIDTH = 2000;

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * The image-render endpoint of spec 7.6: width={w}&resize=contain scales the stored image to fit
 * the width without cropping or enlarging. Without a width the original is returned.
 */
export async function renderImage(
  storage: ImageStorage,
  path: string,
  width: number | null,
): Promise<RenderedImage | null> {
  const original = await storage.get(path);
  if (!original) return null;
  if (!width) return original;
  const bytes = await sharp(original.bytes)
    .resize({ width: Math.min(width, MAX_IMAGE_WIDTH), fit: "contain", withoutEnlargement: true, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .toBuffer();
  return { bytes, contentType: original.contentType };
}
