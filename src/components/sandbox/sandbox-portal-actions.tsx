"use client";

import { useState } from "react";
import { callApi } from "@/components/api/call-api";
import type { SandboxPortalRequest } from "@/domain/payments/sandbox-requests";

/**
 * The sandbox portal's changes: plan, a one- or two-month pause, resume, cancel with a reason, and
 * while a cancellation waits for the period's end, keep the subscription (undo it; issue 23).
 */
export function SandboxPortalActions(props: {
  portalId: string;
  returnUrl: string;
  plans: { label: string; priceId: string }[];
  currentPriceId: string | null;
  paused: boolean;
  cancelling: boolean;
}) {
  const [priceId, setPriceId] = useState(props.currentPriceId ?? "");
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  const send = async (change: SandboxPortalRequest) => {
    setMessage(null);
    const { sandboxPortalContract } = await import("@/domain/api/contracts");
    const result = await callApi(sandboxPortalContract, change, { id: props.portalId });
    if (result.ok) window.location.assign(props.returnUrl);
    else setMessage(Object.values(result.error.fields ?? {})[0] ?? result.error.message);
  };

  return (
    <div className="sandbox-portal">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send({ action: "change_plan", priceId });
        }}
      >
        <label htmlFor="portal-plan">Plan</label>
        <select id="portal-plan" value={priceId} onChange={(e) => setPriceId(e.target.value)}>
          {props.plans.map((plan) => (
            <option key={plan.priceId} value={plan.priceId}>
              {plan.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          Change plan
        </button>
      </form>
      {props.paused ? (
        <button type="button" className="button" onClick={() => void send({ action: "resume" })}>
          Resume my subscription
        </button>
      ) : (
        !props.cancelling && (
          <div>
            <button
              type="button"
              className="button"
              onClick={() => void send({ action: "pause", months: 1 })}
            >
              Pause for 1 month
            </button>{" "}
            <button
              type="button"
              className="button"
              onClick={() => void send({ action: "pause", months: 2 })}
            >
              Pause for 2 months
            </button>
          </div>
        )
      )}
      {props.cancelling ? (
        <button type="button" className="button" onClick={() => void send({ action: "keep" })}>
          Keep my subscription
        </button>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send({ action: "cancel", reason });
          }}
        >
          <label htmlFor="portal-reason">Why are you leaving?</label>
          <textarea
            id="portal-reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className="button button--secondary">
            Cancel subscription
          </button>
        </form>
      )}
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
