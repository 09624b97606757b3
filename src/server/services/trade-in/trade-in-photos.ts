import { randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { checkProductImage, IMAGE_EXTENSIONS } from "@/domain/admin/catalogue";
import {
  IMAGE_PIXELS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
} from "@/domain/admin/product-image-decode";
import {
  MAX_LOOSE_PHOTOS,
  PRIVATE_TRADE_IN_FOLDER,
  TOO_MANY_PHOTOS_MESSAGE,
} from "@/domain/trade-in/trade-in";
import type { Database, Executor } from "@/server/db/client";
import { tradeInPhotos, tradeInPieces } from "@/server/db/schema";
import type { ImageStorage, StoredImage } from "@/server/integrations/storage/image-storage";
import { decodeUploadedImage } from "@/server/services/images/decode-upload";

export type UploadTradeInPhotoResult =
  | { status: "saved"; photoId: number }
  /** `tooLarge`: a 413; `unsupported`: a 415; otherwise a 409. */
  | { status: "refused"; message: string; tooLarge?: boolean; unsupported?: boolean };

/**
 * A family's photo of a piece they offer: the staff uploads' limits (a PNG, JPEG or WebP up to
 * 1 MB, checked by its bytes and decoded, at most 40 megapixels), stored in the image store under
 * a private path and recorded as theirs. At most MAX_LOOSE_PHOTOS may wait for an offer.
 */
export async function uploadTradeInPhoto(
  db: Database,
  storage: ImageStorage,
  input: { userId: string; bytes: Uint8Array; now: Date },
): Promise<UploadTradeInPhotoResult> {
  const checked = checkProductImage(input.bytes);
  if (!checked.ok)
    return {
      status: "refused",
      message: checked.message,
      tooLarge: checked.tooLarge,
      unsupported: !checked.tooLarge && input.bytes.length > 0,
    };
  const decoded = await decodeUploadedImage(input.bytes, checked.type);
  if (!decoded.ok)
    return decoded.reason === "too_many_pixels"
      ? { status: "refused", message: IMAGE_PIXELS_MESSAGE, tooLarge: true }
      : { status: "refused", message: IMAGE_UNREADABLE_MESSAGE, unsupported: true };
  const [loose] = await db
    .select({ n: count() })
    .from(tradeInPhotos)
    .leftJoin(tradeInPieces, eq(tradeInPieces.photo_id, tradeInPhotos.id))
    .where(and(eq(tradeInPhotos.user_id, input.userId), isNull(tradeInPieces.id)));
  if ((loose?.n ?? 0) >= MAX_LOOSE_PHOTOS)
    return { status: "refused", message: TOO_MANY_PHOTOS_MESSAGE };
  const name = `${input.now.getTime().toString(36)}-${randomBytes(6).toString("hex")}`;
  const path = `${PRIVATE_TRADE_IN_FOLDER}/${name}.${IMAGE_EXTENSIONS[checked.type]}`;
  await storage.put(path, { bytes: Buffer.from(input.bytes), contentType: checked.type });
  const [row] = await db
    .insert(tradeInPhotos)
    .values({ user_id: input.userId, path, content_type: checked.type, created_at: input.now })
    .returning({ id: tradeInPhotos.id });
  return { status: "saved", photoId: row!.id };
}

/**
 * A trade-in photo for its owner, or for staff (`staff`): another family's photo reads as none,
 * so the answer never tells whether it exists.
 */
export async function loadTradeInPhoto(
  db: Executor,
  storage: ImageStorage,
  input: { photoId: number; userId: string; staff: boolean },
): Promise<StoredImage | null> {
  const [row] = await db
    .select({ path: tradeInPhotos.path, owner: tradeInPhotos.user_id })
    .from(tradeInPhotos)
    .where(eq(tradeInPhotos.id, input.photoId));
  if (!row || (!input.staff && row.owner !== input.userId)) return null;
  return storage.get(row.path);
}
