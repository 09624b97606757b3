"use client";

import { deleteVariantContract } from "@/domain/api/staff-catalogue-contracts";
import { callApi } from "@/components/api/call-api";
import { useStaffAction } from "../use-staff-action";
import { FormFeedback } from "./form-feedback";

/**
 * Deletes a variant nothing refers to. One with garments or orders is refused by the server with
 * what to do instead (set its stock to 0), shown here.
 */
export function DeleteVariantButton({ id, sku }: { id: number; sku: string }) {
  const { state, run } = useStaffAction();

  function remove() {
    if (!window.confirm(`Delete variant ${sku}? It leaves the shop and the catalogue.`)) return;
    void run(
      () => callApi(deleteVariantContract, {}, { id: String(id) }),
      `Variant ${sku} deleted.`,
    );
  }

  return (
    <div className="admin-catalogue-state">
      <button type="button" disabled={state.busy} onClick={remove}>
        Delete variant {sku}
      </button>
      <FormFeedback state={state} />
    </div>
  );
}
