"use client";

import { useId, useState } from "react";
import { callApi } from "@/components/api/call-api";
import { finishReturnContract } from "@/domain/api/staff-garment-contracts";
import { ActionOutcome, useStaffAction } from "../use-staff-action";

/** Staff close a return once all its garments have arrived (issue 11's staff action). */
export function FinishReturnButton({ id }: { id: number }) {
  const noteId = useId();
  const [note, setNote] = useState("");
  const { state, run } = useStaffAction();
  return (
    <form
      className="admin-orders-inline"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => callApi(finishReturnContract, note.trim() ? { note } : {}, { id: String(id) }),
          "The return is finished.",
        );
      }}
    >
      <label htmlFor={noteId}>Note on receipt (optional)</label>
      <input id={noteId} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="submit" disabled={state.busy}>
        Finish the return (all garments received)
      </button>
      <ActionOutcome state={state} />
    </form>
  );
}
