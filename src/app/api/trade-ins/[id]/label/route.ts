import { LABEL_NOT_READY_MESSAGE, returnLabelQuery } from "@/domain/returns/return-label";
import {
  TRADE_IN_NOT_FOUND_MESSAGE,
  tradeInLabelFileName,
  tradeInParams,
} from "@/domain/trade-in/trade-in";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { qrSvg } from "@/server/integrations/postal-carrier";
import { loadMemberTradeInLabel } from "@/server/services/trade-in/trade-in-label";

/**
 * GET: the family's prepaid label for their trade-in parcel, the PDF or (?format=qr) the QR code
 * for a Post Office counter. Another family's offer is 'not found'.
 */
export const GET = handleRoute(
  { role: "member", params: tradeInParams, input: returnLabelQuery },
  async ({ params, input, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const label = await loadMemberTradeInLabel(getDb(), {
      userId: caller.userId,
      offerId: params.id,
    });
    if (label.status === "not_found") throw new AppError("not_found", TRADE_IN_NOT_FOUND_MESSAGE);
    if (label.status === "pending") throw new AppError("conflict", LABEL_NOT_READY_MESSAGE);
    const privateFile = {
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    };
    if (input.format === "qr") {
      if (!label.counterCode) throw new AppError("not_found", TRADE_IN_NOT_FOUND_MESSAGE);
      return new Response(qrSvg(label.counterCode), {
        headers: { ...privateFile, "content-type": "image/svg+xml" },
      });
    }
    return new Response(new Uint8Array(label.pdf), {
      headers: {
        ...privateFile,
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${tradeInLabelFileName(label.reference)}"`,
      },
    });
  },
);
