"use client";

import { useState } from "react";
import { callApi } from "@/components/api/call-api";

/** Opens the payment provider's portal, where the member changes plan, pauses or cancels. */
export function ManageSubscriptionButton() {
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
        Change plan, pause or cancel
      </button>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
