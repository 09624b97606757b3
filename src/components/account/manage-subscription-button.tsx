"use client";

import { useState } from "react";
import { callApi } from "@/components/api/call-api";

/**
 * Opens the payment provider's portal (the member's card, and the provider's own plan, pause and
 * cancel pages); the shop's own page for those is /account/subscription (issue 26).
 */
export function ManageSubscriptionButton({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setMessage(null);
    const { subscriptionPortalContract } = await import("@/domain/api/contracts");
    const result = await callApi(subscriptionPortalContract, {});
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    setMessage(result.error.message);
  };
  return (
    <div>
      <button type="button" className="button" onClick={open} disabled={busy}>
        {label}
      </button>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
