"use client";

import type { FormEvent } from "react";
import { barcodeLines } from "@/domain/admin/catalogue";
import { addGarmentsContract } from "@/domain/api/staff-catalogue-contracts";
import { callApi } from "@/components/api/call-api";
import { useStaffAction } from "../use-staff-action";
import { FormFeedback, numberOf, textOf } from "./form-feedback";

/** New garments of a variant: barcodes (one per line) or a number, to be checked or in storage. */
export function GarmentForm({ variantId, sku }: { variantId: number; sku: string }) {
  const { state, run } = useStaffAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const barcodes = barcodeLines(textOf(form, "barcodes"));
    const countText = textOf(form, "count").trim();
    const input = {
      status: textOf(form, "status") as "INITIATED" | "STORAGE",
      wholesale_price: textOf(form, "wholesale_price"),
      ...(barcodes.length > 0 ? { barcodes } : {}),
      ...(countText !== "" ? { count: numberOf(form, "count") } : {}),
    };
    const added = await run(
      () => callApi(addGarmentsContract, input, { id: String(variantId) }),
      ({ ids, stock }) =>
        `${ids.length} garment${ids.length === 1 ? "" : "s"} added. Stock of ${sku} is now ${stock}.`,
    );
    if (added) formElement.reset();
  }

  return (
    <form
      className="admin-catalogue-garment-form"
      onSubmit={submit}
      aria-label={`Add garments of ${sku}`}
    >
      <label>
        Barcodes of {sku}, one per line
        <textarea name="barcodes" rows={3} />
      </label>
      <label>
        Or a number of garments without barcodes
        <input name="count" type="number" min={1} max={500} step={1} />
      </label>
      <label>
        Status
        <select name="status" defaultValue="STORAGE">
          <option value="STORAGE">In storage, ready to rent (adds to stock)</option>
          <option value="INITIATED">To be checked (INITIATED)</option>
        </select>
      </label>
      <label>
        Wholesale price each (£)
        <input name="wholesale_price" inputMode="decimal" />
      </label>
      <button type="submit" disabled={state.busy}>
        Add garments of {sku}
      </button>
      <FormFeedback state={state} />
    </form>
  );
}
