import { IMAGE_SIZE_MESSAGE, MAX_PRODUCT_IMAGE_BYTES } from "@/domain/admin/catalogue";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { readCapped } from "@/server/http/read-capped";
import { getImageStorage } from "@/server/integrations/storage";
import { uploadTradeInPhoto } from "@/server/services/trade-in/trade-in-photos";

/**
 * POST the photo of a piece a family offers, the file itself as the body
 * (uploadTradeInPhotoContract): the staff uploads' limits, stored privately; answers its id.
 */
export const POST = handleRoute({ role: "member" }, async ({ request, caller, log }) => {
  if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_PRODUCT_IMAGE_BYTES)
    throw new AppError("payload_too_large", IMAGE_SIZE_MESSAGE);
  const bytes = await readCapped(request.body, MAX_PRODUCT_IMAGE_BYTES);
  if (!bytes) throw new AppError("payload_too_large", IMAGE_SIZE_MESSAGE);
  const result = await uploadTradeInPhoto(getDb(), getImageStorage(), {
    userId: caller.userId,
    bytes,
    now: new Date(),
  });
  if (result.status === "refused") {
    if (result.tooLarge) throw new AppError("payload_too_large", result.message);
    if (result.unsupported) throw new AppError("unsupported_media_type", result.message);
    throw new AppError("conflict", result.message);
  }
  log.info({ event: "trade_in_photo", photoId: result.photoId, bytes: bytes.length });
  return { photoId: result.photoId };
});
