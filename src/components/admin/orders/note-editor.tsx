"use client";

import { useId, useState } from "react";
import { callApi } from "@/components/api/call-api";
import {
  deliveryNoteContract,
  giftOrderNoteContract,
  orderNoteContract,
  returnNoteContract,
} from "@/domain/api/staff-order-contracts";
import { INTERNAL_NOTE_MAX } from "@/domain/admin/order-transitions";
import { ActionOutcome, useStaffAction } from "../use-staff-action";

const CONTRACTS = {
  order: orderNoteContract,
  delivery: deliveryNoteContract,
  return: returnNoteContract,
  gift: giftOrderNoteContract,
} as const;

/** The record's internal note (spec 1): staff only, saved with who and when. */
export function NoteEditor({
  kind,
  id,
  note,
}: {
  kind: keyof typeof CONTRACTS;
  id: number;
  note: string | null;
}) {
  const fieldId = useId();
  const [text, setText] = useState(note ?? "");
  const { state, run } = useStaffAction();
  return (
    <form
      className="admin-orders-note"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => callApi(CONTRACTS[kind], { internal_note: text }, { id: String(id) }),
          "Internal note saved.",
        );
      }}
    >
      <label htmlFor={fieldId}>Internal note</label>
      <textarea
        id={fieldId}
        rows={5}
        maxLength={INTERNAL_NOTE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" disabled={state.busy}>
        Save the internal note
      </button>
      <ActionOutcome state={state} />
    </form>
  );
}
