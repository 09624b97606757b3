"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { sendSubscriptionChange } from "./send-subscription-change";

/** Undoes a cancellation not yet in effect, from /account (issue 23, 26). */
export function KeepSubscriptionButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const keep = async () => {
    setBusy(true);
    setMessage(null);
    const refused = await sendSubscriptionChange({ action: "keep" });
    if (refused === null) {
      router.push("/account");
      router.refresh();
      return;
    }
    setBusy(false);
    setMessage(refused);
  };
  return (
    <div>
      <button type="button" className="button" onClick={keep} disabled={busy}>
        Keep my subscription
      </button>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
