import { giftOrderNoteContract, staffRecordParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { saveInternalNote } from "@/server/services/admin-orders/staff-changes";

/** PUT {internal_note}: staff replace the gift's internal note (audited). */
export const PUT = handleContract(
  giftOrderNoteContract,
  { role: "staff", params: staffRecordParams, maxBytes: 16 * 1024 },
  async ({ input, params, caller }) => {
    const result = await saveInternalNote(getDb(), "gift", {
      id: params.id,
      note: input.internal_note,
      staffId: staffCaller(caller),
    });
    if (!result.ok) throw new AppError("not_found", result.message);
    return { id: params.id, internal_note: result.note };
  },
);
