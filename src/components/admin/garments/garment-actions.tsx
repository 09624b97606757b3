"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { STATUS_LABELS, type StaffMoveStatus } from "@/domain/admin/garment-actions";
import {
  retireGarmentContract,
  staffMoveGarmentContract,
} from "@/domain/api/staff-garment-contracts";
import type { ApiErrorDetail } from "@/domain/api/errors";
import type { RetirementStatus } from "@/domain/garments/staff-moves";
import { callApi } from "@/components/api/call-api";

type Outcome = { ok: boolean; text: string } | null;

/** A refused field's own message (e.g. 'Please give a reason.') before the general one. */
const errorText = (error: ApiErrorDetail) =>
  (error.fields ? Object.values(error.fields)[0] : undefined) ?? error.message;

function Message({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p className="admin-message" role={outcome.ok ? "status" : "alert"}>
      {outcome.text}
    </p>
  );
}

/**
 * The garment page's two forms: a hand move (cleaning, storage, approval, problem) and a
 * retirement, each with a reason. They call the staff routes; the page reads the garment again.
 */
export function GarmentActions({
  garmentId,
  moves,
  retirements,
}: {
  garmentId: number;
  moves: readonly StaffMoveStatus[];
  retirements: readonly RetirementStatus[];
}) {
  const router = useRouter();
  const params = { id: String(garmentId) };
  const [moveOutcome, setMoveOutcome] = useState<Outcome>(null);
  const [retireOutcome, setRetireOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [disposition, setDisposition] = useState<RetirementStatus | "">("");

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await callApi(
      staffMoveGarmentContract,
      { to: String(data.get("to")) as StaffMoveStatus, reason: String(data.get("reason") ?? "") },
      params,
    );
    setBusy(false);
    if (!result.ok) return setMoveOutcome({ ok: false, text: errorText(result.error) });
    setMoveOutcome({ ok: true, text: `Moved from ${result.data.from} to ${result.data.to}.` });
    form.reset();
    router.refresh();
  }

  async function retire(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const price = String(data.get("soldPrice") ?? "").trim();
    setBusy(true);
    const result = await callApi(
      retireGarmentContract,
      {
        disposition: String(data.get("disposition")) as RetirementStatus,
        reason: String(data.get("reason") ?? ""),
        soldPrice: price === "" ? undefined : Number(price),
      },
      params,
    );
    setBusy(false);
    if (!result.ok) return setRetireOutcome({ ok: false, text: errorText(result.error) });
    setRetireOutcome({ ok: true, text: `Retired: now ${result.data.to}.` });
    form.reset();
    setDisposition("");
    router.refresh();
  }

  return (
    <>
      <h2>Change status</h2>
      {moves.length === 0 ? (
        <p>No hand move is possible from this status.</p>
      ) : (
        <form className="admin-form" onSubmit={move} aria-label="Change status">
          <label>
            New status
            <select name="to" required defaultValue="">
              <option value="" disabled>
                Choose a status
              </option>
              {moves.map((to) => (
                <option key={to} value={to}>
                  {STATUS_LABELS[to]} ({to})
                </option>
              ))}
            </select>
          </label>
          <label>
            Reason for the change
            <textarea name="reason" required maxLength={500} rows={2} />
          </label>
          <button type="submit" disabled={busy}>
            Change status
          </button>
          <Message outcome={moveOutcome} />
        </form>
      )}
      <h2>Retire</h2>
      {retirements.length === 0 ? (
        <p>This garment cannot be retired from its current status.</p>
      ) : (
        <form className="admin-form" onSubmit={retire} aria-label="Retire the garment">
          <label>
            Retire to
            <select
              name="disposition"
              required
              value={disposition}
              onChange={(e) => setDisposition(e.target.value as RetirementStatus)}
            >
              <option value="" disabled>
                Choose resale, ex-hire or sold
              </option>
              {retirements.map((to) => (
                <option key={to} value={to}>
                  {STATUS_LABELS[to]} ({to})
                </option>
              ))}
            </select>
          </label>
          {disposition === "SOLD" && (
            <label>
              Sold for (£)
              <input
                name="soldPrice"
                type="number"
                min="0"
                step="0.01"
                required
                inputMode="decimal"
              />
            </label>
          )}
          <label>
            Reason for retiring
            <textarea name="reason" required maxLength={500} rows={2} />
          </label>
          <button type="submit" disabled={busy}>
            Retire garment
          </button>
          <Message outcome={retireOutcome} />
        </form>
      )}
    </>
  );
}
