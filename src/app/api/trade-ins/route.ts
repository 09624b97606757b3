import { offerTradeInContract } from "@/domain/api/trade-in-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { offerTradeIn } from "@/server/services/trade-in/offer-trade-in";

/**
 * POST {pieces: [{brand, category_id, size, photo_id}], rejected}: the signed-in family offers
 * their outgrown pieces (issue 27); the offer's prepaid label is queued with it.
 */
export const POST = handleContract(
  offerTradeInContract,
  { role: "member", maxBytes: 8 * 1024 },
  async ({ input, caller, log }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const result = await offerTradeIn(getDb(), {
      userId: caller.userId,
      offer: input,
      now: new Date(),
    });
    if (result.status === "refused") throw new AppError("conflict", result.message);
    log.info({ event: "trade_in_offered", offerId: result.offerId, pieces: input.pieces.length });
    return { offerId: result.offerId, reference: result.reference, postBy: result.postBy };
  },
);
