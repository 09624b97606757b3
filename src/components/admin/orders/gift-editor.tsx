"use client";

import { useId, useState } from "react";
import { callApi } from "@/components/api/call-api";
import { giftOrderUpdateContract, giftResendContract } from "@/domain/api/staff-order-contracts";
import { ActionOutcome, useStaffAction } from "../use-staff-action";

/** Staff correct a gift not yet e-mailed: the day, the recipient's e-mail, the message. */
export function GiftEditor({
  id,
  days,
  deliveryDay,
  email,
  message,
}: {
  id: number;
  /** The days /gifting offers today, as [ISO day, label]. */
  days: readonly (readonly [string, string])[];
  deliveryDay: string;
  email: string;
  message: string;
}) {
  const ids = { day: useId(), email: useId(), message: useId() };
  const [form, setForm] = useState({ deliveryDay, email_recipient: email, message });
  const { state, run } = useStaffAction();
  const dayOffered = days.some(([day]) => day === form.deliveryDay);
  return (
    <form
      className="admin-orders-form"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => callApi(giftOrderUpdateContract, form, { id: String(id) }),
          "The gift order is saved.",
        );
      }}
    >
      <label htmlFor={ids.day}>Delivery day</label>
      <select
        id={ids.day}
        value={form.deliveryDay}
        onChange={(e) => setForm({ ...form, deliveryDay: e.target.value })}
        aria-describedby={state.fields.deliveryDay ? `${ids.day}-error` : undefined}
      >
        {!dayOffered && <option value={form.deliveryDay}>Choose a day</option>}
        {days.map(([day, text]) => (
          <option key={day} value={day}>
            {text}
          </option>
        ))}
      </select>
      {state.fields.deliveryDay && <span id={`${ids.day}-error`}>{state.fields.deliveryDay}</span>}
      <label htmlFor={ids.email}>Recipient&apos;s e-mail</label>
      <input
        id={ids.email}
        type="email"
        value={form.email_recipient}
        onChange={(e) => setForm({ ...form, email_recipient: e.target.value })}
        aria-describedby={state.fields.email_recipient ? `${ids.email}-error` : undefined}
      />
      {state.fields.email_recipient && (
        <span id={`${ids.email}-error`}>{state.fields.email_recipient}</span>
      )}
      <label htmlFor={ids.message}>Message</label>
      <textarea
        id={ids.message}
        rows={4}
        value={form.message}
        onChange={(e) => setForm({ ...form, message: e.target.value })}
        aria-describedby={state.fields.message ? `${ids.message}-error` : undefined}
      />
      {state.fields.message && <span id={`${ids.message}-error`}>{state.fields.message}</span>}
      <button type="submit" disabled={state.busy}>
        Save the gift order
      </button>
      <ActionOutcome state={state} />
    </form>
  );
}

/** Queues the recipient's card again with the gift's code. */
export function ResendGiftButton({ id }: { id: number }) {
  const { state, run } = useStaffAction();
  return (
    <div className="admin-orders-inline">
      <button
        type="button"
        disabled={state.busy}
        onClick={() =>
          void run(
            () => callApi(giftResendContract, {}, { id: String(id) }),
            "The recipient's e-mail is queued to be sent again.",
          )
        }
      >
        Resend the recipient&apos;s e-mail
      </button>
      <ActionOutcome state={state} />
    </div>
  );
}
