"use client";

import { useState, type FormEvent } from "react";
import { STATUS_LABELS, type StaffMoveStatus } from "@/domain/admin/garment-actions";
import {
  retireGarmentContract,
  staffMoveGarmentContract,
} from "@/domain/api/staff-garment-contracts";
import type { RetirementStatus } from "@/domain/garments/staff-moves";
import { callApi } from "@/components/api/call-api";
import { FormFeedback } from "../form-feedback";
import { useStaffAction } from "../use-staff-action";

/** The forms' fields, named as a refusal names them ('Reason: Please give a reason.'). */
const FIELD_LABELS: Record<string, string> = {
  to: "New status",
  disposition: "Retire to",
  soldPrice: "Sold for",
  reason: "Reason",
};

/**
 * The garment page's two forms: a hand move (cleaning, storage, approval, problem) and a
 * retirement, each with a reason. They call the staff routes through the back office's one staff
 * action hook (one call at a time: both buttons wait), and the page reads the garment again.
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
  const params = { id: String(garmentId) };
  const moving = useStaffAction();
  const retiring = useStaffAction();
  const busy = moving.state.busy || retiring.state.busy;
  const [disposition, setDisposition] = useState<RetirementStatus | "">("");

  async function move(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const to = String(data.get("to")) as StaffMoveStatus;
    const reason = String(data.get("reason") ?? "");
    const done = await moving.run(
      () => callApi(staffMoveGarmentContract, { to, reason }, params),
      (moved) => `Moved from ${moved.from} to ${moved.to}.`,
    );
    if (done) form.reset();
  }

  async function retire(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const price = String(data.get("soldPrice") ?? "").trim();
    const input = {
      disposition: String(data.get("disposition")) as RetirementStatus,
      reason: String(data.get("reason") ?? ""),
      soldPrice: price === "" ? undefined : Number(price),
    };
    const done = await retiring.run(
      () => callApi(retireGarmentContract, input, params),
      (retired) => `Retired: now ${retired.to}.`,
    );
    if (!done) return;
    form.reset();
    setDisposition("");
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
          <FormFeedback state={moving.state} labels={FIELD_LABELS} />
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
          <FormFeedback state={retiring.state} labels={FIELD_LABELS} />
        </form>
      )}
    </>
  );
}
