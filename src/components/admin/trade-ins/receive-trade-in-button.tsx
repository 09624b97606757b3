"use client";

import { callApi } from "@/components/api/call-api";
import { receiveTradeInContract } from "@/domain/api/trade-in-contracts";
import { ActionOutcome, useStaffAction } from "../use-staff-action";

/** Staff mark a trade-in's parcel received; its pieces can then be graded. */
export function ReceiveTradeInButton({ id }: { id: number }) {
  const { state, run } = useStaffAction();
  return (
    <div className="admin-orders-inline">
      <button
        type="button"
        disabled={state.busy}
        onClick={() =>
          void run(
            () => callApi(receiveTradeInContract, {}, { id: String(id) }),
            "The parcel is marked received. Grade each piece below.",
          )
        }
      >
        Mark the parcel received
      </button>
      <ActionOutcome state={state} />
    </div>
  );
}
