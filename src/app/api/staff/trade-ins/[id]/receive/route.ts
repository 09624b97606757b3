import { receiveTradeInContract } from "@/domain/api/trade-in-contracts";
import {
  ALREADY_RECEIVED_MESSAGE,
  TRADE_IN_NOT_FOUND_MESSAGE,
  tradeInParams,
} from "@/domain/trade-in/trade-in";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { receiveTradeIn } from "@/server/services/trade-in/staff-trade-ins";

/** POST: staff mark a trade-in's parcel received (once). */
export const POST = handleContract(
  receiveTradeInContract,
  { role: "staff", params: tradeInParams, maxBytes: 256 },
  async ({ params, caller }) => {
    const result = await receiveTradeIn(getDb(), {
      staffId: staffCaller(caller),
      offerId: params.id,
      now: new Date(),
    });
    if (result === "not_found") throw new AppError("not_found", TRADE_IN_NOT_FOUND_MESSAGE);
    if (result === "already_received") throw new AppError("conflict", ALREADY_RECEIVED_MESSAGE);
    return { id: params.id, status: "received" as const };
  },
);
