"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/call-api";
import { pounds } from "@/domain/member/billing";

/**
 * 'Buy to keep for £X' (issue 27): sends the price the page showed, then opens the payment page.
 * A refusal (not theirs any more, already bought, or a new price) is shown under the button and
 * the page reloads its figures, so the new price is the one on the button.
 */
export function BuyToKeepButton({
  productItemId,
  pricePence,
  garment,
}: {
  productItemId: number;
  pricePence: number;
  garment: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const buy = async () => {
    setBusy(true);
    setError(null);
    const { keepContract } = await import("@/domain/api/keep-contracts");
    const result = await callApi(keepContract, { productItemId, quotedPence: pricePence });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    setError(result.error.message);
    router.refresh();
  };

  return (
    <div className="keep-offer__action">
      <button
        type="button"
        className="button"
        onClick={buy}
        disabled={busy}
        aria-label={`Buy ${garment} to keep for ${pounds(pricePence)}`}
      >
        {busy ? "Opening the payment page…" : `Buy to keep for ${pounds(pricePence)}`}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
