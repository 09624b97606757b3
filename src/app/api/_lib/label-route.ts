import type { z } from "@/domain/zod";
import { LABEL_NOT_READY_MESSAGE, returnLabelQuery } from "@/domain/returns/return-label";
import { getDb, type Executor } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import type { Caller } from "@/server/http/caller";
import { handleRoute } from "@/server/http/handle-route";
import { qrSvg } from "@/server/integrations/postal-carrier";
import { loadMemberLabel, type LabelKind } from "@/server/services/labels/parcel-label";

interface LabelRouteOptions {
  kind: LabelKind;
  /** Another member's return or offer, one without a label, or a QR code with no counter code. */
  notFoundMessage: string;
  fileName: (reference: string) => string;
}

// A route handler, so it lives with the routes: services return results, not HTTP answers.
/**
 * GET /api/{returns,trade-ins}/{id}/label: the signed-in member's prepaid label, as the PDF to
 * print or (?format=qr) the QR code to show at a Post Office counter. Another member's return or
 * offer is 'not found': the answer never tells whether it exists.
 */
export function labelRoute(options: LabelRouteOptions & { params: z.ZodType<{ id: number }> }) {
  return handleRoute(
    { role: "member", params: options.params, input: returnLabelQuery },
    ({ params, input, caller }) =>
      labelDownload(getDb(), caller, { ...options, ownerId: params.id, format: input.format }),
  );
}

async function labelDownload(
  db: Executor,
  caller: Caller,
  input: LabelRouteOptions & { ownerId: number; format: "pdf" | "qr" },
): Promise<Response> {
  if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
  const label = await loadMemberLabel(db, {
    kind: input.kind,
    userId: caller.userId,
    ownerId: input.ownerId,
  });
  if (label.status === "not_found") throw new AppError("not_found", input.notFoundMessage);
  if (label.status === "pending") throw new AppError("conflict", LABEL_NOT_READY_MESSAGE);
  const privateFile = {
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  };
  if (input.format === "qr") {
    if (!label.counterCode) throw new AppError("not_found", input.notFoundMessage);
    return new Response(qrSvg(label.counterCode), {
      headers: { ...privateFile, "content-type": "image/svg+xml" },
    });
  }
  return new Response(new Uint8Array(label.pdf), {
    headers: {
      ...privateFile,
      "content-type": "application/pdf",
      // Inline: it opens in the phone's or computer's viewer, ready to print or save.
      "content-disposition": `inline; filename="${input.fileName(label.reference)}"`,
    },
  });
}
