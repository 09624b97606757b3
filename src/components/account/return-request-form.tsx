"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { callApi } from "@/components/api/call-api";
import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";

export interface ReturnableGarment {
  productItemId: number;
  label: string;
}

/**
 * 'Send items back' on /account (issue 11): the member ticks garments that are with them and asks
 * for a return; the answer gives the parcel's reference and the day to post it by, and the page
 * reloads its lists (the garments move to 'Being returned'). Rendered even with nothing to send
 * back, so the confirmation outlives the list it emptied.
 */
const noSubscription = () => () => {};

export function ReturnRequestForm({ garments }: { garments: ReturnableGarment[] }) {
  const router = useRouter();
  // The boxes wait for the page's script: a tick before it would not reach the form's state.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    const { requestReturnContract } = await import("@/domain/api/return-contracts");
    const result = await callApi(requestReturnContract, { productItemIds: chosen });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setChosen([]);
    setDone(
      `Return ${result.data.reference} is booked. Please post it by ${formatDeliveryDay(result.data.dueDate)}.`,
    );
    router.refresh();
  };

  // Sending back everything empties the list the form is for; the confirmation stays in view.
  if (garments.length === 0)
    return done ? (
      <p className="account__saved" role="status">
        {done}
      </p>
    ) : null;

  return (
    <form className="return-form" onSubmit={submit} aria-labelledby="return-form-title">
      <h3 id="return-form-title">Send items back</h3>
      <p>Tick what you would like to return. You can keep everything else as long as it fits.</p>
      <ul className="return-form__list">
        {garments.map((garment) => (
          <li key={garment.productItemId}>
            <label>
              <input
                type="checkbox"
                name="productItemIds"
                value={garment.productItemId}
                checked={chosen.includes(garment.productItemId)}
                disabled={!hydrated}
                onChange={(e) => toggle(garment.productItemId, e.target.checked)}
              />{" "}
              {garment.label}
            </label>
          </li>
        ))}
      </ul>
      <button type="submit" className="button" disabled={busy || chosen.length === 0}>
        Send back {chosen.length === 1 ? "1 item" : `${chosen.length} items`}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="account__saved" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
