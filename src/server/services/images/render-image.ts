import { createHash } from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import { MAX_IMAGE_WIDTH } from "@/domain/catalogue/image-request";
import type { ImageStorage } from "@/server/integrations/storage/image-storage";
import { getLogger } from "@/server/observability/logger";
import { RenditionCache } from "./rendition-cache";

export interface RenderedImage {
  bytes: Buffer;
  contentType: string;
  /** A strong validator: the original's content hash plus the width. */
  etag: string;
}

const FORMAT_TYPES: Record<string, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
};

/** Raster originals worth re-encoding: a WebP is a third to a tenth of their size on a phone's line. */
const TO_WEBP = new Set(["image/png", "image/jpeg"]);

/** Whether an Accept header lists WebP (every current browser sends it for images). */
export function acceptsWebp(accept: string | null): boolean {
  return accept?.split(",").some((type) => type.trim().split(";")[0] === "image/webp") ?? false;
}

const globalCache = globalThis as unknown as { littlerobeRenditions?: RenditionCache };
const renditions = (globalCache.littlerobeRenditions ??= new RenditionCache(48 * 1024 * 1024));

/**
 * The image-render endpoint of spec 7.6: width={w}&resize=contain scales the stored image to fit
 * the width without cropping or enlarging. Without a width the original is returned.
 * Returns the ETag first so a matching If-None-Match skips the resize altogether. A stored file
 * that cannot be decoded is null, as a missing one.
 */
export async function renderImage(
  storage: ImageStorage,
  path: string,
  width: number | null,
  ifNoneMatch: string | null = null,
  /** The browser accepts WebP (its Accept header): a scaled photo or PNG is sent as WebP. */
  acceptsWebp = false,
): Promise<(RenderedImage & { notModified: boolean }) | null> {
  const original = await storage.get(path);
  if (!original) return null;
  const hash = createHash("sha1").update(original.bytes).digest("base64url").slice(0, 20);
  const webp = acceptsWebp && width !== null && TO_WEBP.has(original.contentType);
  const etag = `"${hash}-${width ?? "o"}${webp ? "-webp" : ""}"`;
  if (
    ifNoneMatch &&
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
  ) {
    return { bytes: Buffer.alloc(0), contentType: original.contentType, etag, notModified: true };
  }
  if (!width)
    return { bytes: original.bytes, contentType: original.contentType, etag, notModified: false };
  const cached = renditions.get(etag);
  if (cached) return { ...cached, notModified: false };
  const resized = sharp(original.bytes)
    // 'contain' keeps the whole picture; with only a width that is sharp's 'inside' (no padding).
    .resize({ width: Math.min(width, MAX_IMAGE_WIDTH), fit: "inside", withoutEnlargement: true });
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await (webp ? resized.webp({ quality: 80 }) : resized).toBuffer({
      resolveWithObject: true,
    });
  } catch (error) {
    // A stored file that does not decode (put there before uploads were decoded, or damaged):
    // the picture is missing for the shop, a 404, and staff find the path in the log.
    getLogger().warn({ event: "image_undecodable", path, err: error });
    return null;
  }
  const { data, info } = output;
  const rendered = {
    bytes: data,
    contentType: FORMAT_TYPES[info.format] ?? original.contentType,
    etag,
  };
  renditions.set(etag, rendered);
  return { ...rendered, notModified: false };
}
