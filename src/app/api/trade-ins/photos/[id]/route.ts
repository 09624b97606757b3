import { tradeInPhotoParams } from "@/domain/trade-in/trade-in";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { getImageStorage } from "@/server/integrations/storage";
import { loadTradeInPhoto } from "@/server/services/trade-in/trade-in-photos";

/** GET a trade-in photo: its family's own, or any for staff; anyone else is 'not found'. */
export const GET = handleRoute(
  { role: "member", params: tradeInPhotoParams },
  async ({ params, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const photo = await loadTradeInPhoto(getDb(), getImageStorage(), {
      photoId: params.id,
      userId: caller.userId,
      staff: caller.role === "staff",
    });
    if (!photo) throw new AppError("not_found", "Photo not found.");
    return new Response(new Uint8Array(photo.bytes), {
      headers: {
        "content-type": photo.contentType,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
