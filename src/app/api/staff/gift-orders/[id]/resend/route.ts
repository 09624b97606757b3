import { giftResendContract, staffRecordParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { staffRefusal } from "@/server/http/staff-refusal";
import { resendGiftEmail } from "@/server/services/admin-orders/staff-gift-orders";

/** POST {}: queue the recipient's card again, with the gift's existing code (no new coupon). */
export const POST = handleContract(
  giftResendContract,
  { role: "staff", params: staffRecordParams, maxBytes: 256 },
  async ({ params, caller, log }) => {
    const result = await resendGiftEmail(getDb(), {
      id: params.id,
      staffId: staffCaller(caller),
      now: new Date(),
    });
    if (!result.ok) throw staffRefusal(result);
    log.info({ event: "gift_email_resend_queued", giftId: params.id, jobId: result.jobId });
    return { id: params.id, jobId: result.jobId };
  },
);
