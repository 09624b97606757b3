"use client";

import type { ProductAction, ProductStatus } from "@/domain/admin/catalogue";
import { productStateContract } from "@/domain/api/staff-catalogue-contracts";
import { callApi } from "@/components/api/call-api";
import { useStaffAction } from "../use-staff-action";
import { FormFeedback } from "./form-feedback";

const LABELS: Record<ProductAction, string> = {
  publish: "Publish",
  unpublish: "Unpublish",
  archive: "Archive",
  unarchive: "Bring back from the archive",
  delete: "Delete product",
  restore: "Restore product",
};

const DONE: Record<ProductAction, string> = {
  publish: "Published: the product is in the shop now.",
  unpublish: "Unpublished: the product is no longer in the shop.",
  archive: "Archived.",
  unarchive: "Back from the archive, as it was before.",
  delete: "Deleted.",
  restore: "Restored as a draft.",
};

function actionsFor(status: ProductStatus): ProductAction[] {
  switch (status) {
    case "published":
      return ["unpublish", "archive", "delete"];
    case "draft":
      return ["publish", "archive", "delete"];
    case "archived":
      return ["unarchive", "delete"];
    case "deleted":
      return ["restore"];
  }
}

/** Publish, unpublish, archive, delete and restore a product. */
export function ProductStateButtons({ id, status }: { id: number; status: ProductStatus }) {
  const { state, run } = useStaffAction();

  function change(action: ProductAction) {
    if (action === "delete" && !window.confirm("Delete this product? It leaves the shop.")) return;
    void run(() => callApi(productStateContract, { action }, { id: String(id) }), DONE[action]);
  }

  return (
    <div className="admin-catalogue-state">
      {actionsFor(status).map((action) => (
        <button key={action} type="button" disabled={state.busy} onClick={() => change(action)}>
          {LABELS[action]}
        </button>
      ))}
      <FormFeedback state={state} />
    </div>
  );
}
