"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { deleteVariantContract } from "@/domain/api/staff-catalogue-contracts";
import { callApi } from "@/components/api/call-api";
import { FormFeedback, type Feedback } from "./form-feedback";

/**
 * Deletes a variant nothing refers to. One with garments or orders is refused by the server with
 * what to do instead (set its stock to 0), shown here.
 */
export function DeleteVariantButton({ id, sku }: { id: number; sku: string }) {
  const router = useRouter();
  const [feedback, setFeedback] = useState<Feedback>({});
  const [busy, setBusy] = useState(false);

  async function run() {
    if (!window.confirm(`Delete variant ${sku}? It leaves the shop and the catalogue.`)) return;
    setBusy(true);
    const result = await callApi(deleteVariantContract, {}, { id: String(id) });
    setBusy(false);
    if (!result.ok) return setFeedback({ error: result.error });
    setFeedback({ done: `Variant ${sku} deleted.` });
    router.refresh();
  }

  return (
    <div className="catalogue-state">
      <button type="button" disabled={busy} onClick={() => void run()}>
        Delete variant {sku}
      </button>
      <FormFeedback feedback={feedback} />
    </div>
  );
}
