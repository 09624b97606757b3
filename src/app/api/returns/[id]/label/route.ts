import {
  LABEL_NOT_FOUND_MESSAGE,
  LABEL_NOT_READY_MESSAGE,
  labelFileName,
  returnLabelParams,
  returnLabelQuery,
} from "@/domain/returns/return-label";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleRoute } from "@/server/http/handle-route";
import { qrSvg } from "@/server/integrations/postal-carrier";
import { loadMemberReturnLabel } from "@/server/services/returns/return-label";

/**
 * GET: the signed-in member's prepaid return label (issue 25), as the PDF to print or the QR code
 * to show at a Post Office counter (?format=qr). Another member's return is 'not found'.
 */
export const GET = handleRoute(
  { role: "member", params: returnLabelParams, input: returnLabelQuery },
  async ({ params, input, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const label = await loadMemberReturnLabel(getDb(), {
      userId: caller.userId,
      returnId: params.id,
    });
    if (label.status === "not_found") throw new AppError("not_found", LABEL_NOT_FOUND_MESSAGE);
    if (label.status === "pending") throw new AppError("conflict", LABEL_NOT_READY_MESSAGE);
    const privateFile = {
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    };
    if (input.format === "qr") {
      if (!label.counterCode) throw new AppError("not_found", LABEL_NOT_FOUND_MESSAGE);
      return new Response(qrSvg(label.counterCode), {
        headers: { ...privateFile, "content-type": "image/svg+xml" },
      });
    }
    return new Response(new Uint8Array(label.pdf), {
      headers: {
        ...privateFile,
        "content-type": "application/pdf",
        // Inline: it opens in the phone's or computer's viewer, ready to print or save.
        "content-disposition": `inline; filename="${labelFileName(label.reference)}"`,
      },
    });
  },
);
