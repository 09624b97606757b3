import { giftOrderUpdateContract, staffRecordParams } from "@/domain/api/staff-order-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { staffRefusal } from "@/server/http/staff-refusal";
import { editGiftOrder } from "@/server/services/admin-orders/staff-gift-orders";

/** PATCH {deliveryDay, email_recipient, message}: staff correct a gift not yet e-mailed. */
export const PATCH = handleContract(
  giftOrderUpdateContract,
  { role: "staff", params: staffRecordParams, maxBytes: 8 * 1024 },
  async ({ input, params, caller }) => {
    const result = await editGiftOrder(getDb(), {
      id: params.id,
      edit: input,
      staffId: staffCaller(caller),
      now: new Date(),
    });
    if (!result.ok) throw staffRefusal(result);
    return { id: params.id, status: result.status, delivery_date: result.delivery_date };
  },
);
