"use client";

import { useState } from "react";
import { callApi } from "@/components/api/call-api";
import { memberAdminContract } from "@/domain/api/staff-order-contracts";
import { ActionOutcome, useStaffAction } from "../use-staff-action";

/** Grant or remove a member's staff access, after a confirmation; never one's own. */
export function AdminAccess({ id, isAdmin, own }: { id: string; isAdmin: boolean; own: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const { state, run } = useStaffAction();
  if (own) return <p>This is your own account: another member of staff changes its access.</p>;
  const action = isAdmin ? "Remove staff access" : "Grant staff access";
  return (
    <div className="admin-orders-inline">
      {confirming ? (
        <>
          <p>
            {isAdmin
              ? "They will no longer open the back office."
              : "They will see and change everything in the back office."}{" "}
            Are you sure?
          </p>
          <button
            type="button"
            disabled={state.busy}
            onClick={() =>
              void run(
                () => callApi(memberAdminContract, { is_admin: !isAdmin }, { id }),
                isAdmin ? "Staff access removed." : "Staff access granted.",
              ).then(() => setConfirming(false))
            }
          >
            Yes, {action.toLowerCase()}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Keep as it is
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          {action}
        </button>
      )}
      <ActionOutcome state={state} />
    </div>
  );
}
