import { gradeTradeInPieceContract } from "@/domain/api/trade-in-contracts";
import { TRADE_IN_NOT_FOUND_MESSAGE, tradeInPieceParams } from "@/domain/trade-in/trade-in";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { cachedSiteContent } from "@/server/reads/cached-reads";
import { gradeTradeInPiece } from "@/server/services/trade-in/staff-trade-ins";

/**
 * POST {grade: 'accepted', variant_sku, value} or {grade: 'rejected', reason}: staff grade one
 * piece of a received trade-in; the last grade credits the family (settings' share).
 */
export const POST = handleContract(
  gradeTradeInPieceContract,
  { role: "staff", params: tradeInPieceParams, maxBytes: 2048 },
  async ({ input, params, caller, log }) => {
    const staffId = staffCaller(caller);
    const { settings } = await cachedSiteContent();
    const result = await gradeTradeInPiece(getDb(), {
      staffId,
      offerId: params.id,
      pieceId: params.piece,
      grade: input,
      creditPercent: settings.tradeInCreditPercent,
      now: new Date(),
    });
    if (result.status === "not_found") throw new AppError("not_found", TRADE_IN_NOT_FOUND_MESSAGE);
    if (result.status === "refused")
      throw new AppError("conflict", result.message, {
        fields: result.field ? { [result.field]: result.message } : undefined,
      });
    log.info({ event: "trade_in_graded", offerId: params.id, pieceId: params.piece });
    return {
      offerGraded: result.offerGraded,
      productItemId: result.productItemId,
      creditPence: result.creditPence,
    };
  },
);
