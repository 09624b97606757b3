"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import {
  CANCELLATION_REASON_MAX,
  CANCELLATION_REASON_REQUIRED,
} from "@/domain/payments/subscription-state";
import type { SandboxPortalRequest } from "@/domain/payments/sandbox-requests";
import { KeepSubscriptionButton } from "./keep-subscription-button";
import { sendSubscriptionChange } from "./send-subscription-change";

export interface PlanChoice {
  priceId: string;
  label: string;
  /** '£45.00 a month for up to 10 items at a time'. */
  priceText: string;
  /** What the change costs and when it takes effect (planChangeSummary). */
  summary: string[];
  current: boolean;
}

export interface SubscriptionChangesProps {
  state: "active" | "paused" | "cancelling";
  plans: PlanChoice[];
  pauses: { months: number; summary: string[] }[];
  resume: string[];
  cancel: string[];
}

interface Pending {
  title: string;
  lines: string[];
  change: SandboxPortalRequest;
  confirm: string;
}

/**
 * Change plan, pause, resume or cancel (issue 26): each is said in full — what it costs, when it
 * takes effect, when it resumes or ends — and only made on 'Confirm'. While a cancellation waits
 * for the period's end, the one thing offered is to keep the subscription.
 */
export function SubscriptionChanges(props: SubscriptionChangesProps) {
  const router = useRouter();
  const current = props.plans.find((plan) => plan.current)?.priceId ?? "";
  const [priceId, setPriceId] = useState(current);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (pending) heading.current?.focus();
  }, [pending]);

  const review = (next: Pending) => {
    setMessage(null);
    setPending(next);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const refused = await sendSubscriptionChange(pending.change);
    if (refused === null) {
      // The router keeps a page's state for a later visit: the next one starts from the choices.
      setPending(null);
      setBusy(false);
      setReason("");
      router.push("/account");
      router.refresh();
      return;
    }
    setBusy(false);
    setMessage(refused);
  };

  if (pending)
    return (
      <section className="subscription-confirm" aria-labelledby="subscription-confirm">
        <h2 id="subscription-confirm" ref={heading} tabIndex={-1}>
          {pending.title}
        </h2>
        <div data-testid="change-summary">
          {pending.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="subscription-confirm__actions">
          <button type="button" className="button" onClick={confirm} disabled={busy}>
            {pending.confirm}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPending(null)}
            disabled={busy}
          >
            Go back
          </button>
        </div>
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
      </section>
    );

  if (props.state === "cancelling")
    return (
      <section className="account-section" aria-labelledby="subscription-keep">
        <h2 id="subscription-keep">Changed your mind?</h2>
        <p>Keep your membership and it carries on as before, with no gap.</p>
        <KeepSubscriptionButton />
      </section>
    );

  const chosen = props.plans.find((plan) => plan.priceId === priceId);
  return (
    <>
      <section className="account-section" aria-labelledby="subscription-plan">
        <h2 id="subscription-plan">Change plan</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen && !chosen.current)
              review({
                title: "Check your new plan",
                lines: chosen.summary,
                change: { action: "change_plan", priceId: chosen.priceId },
                confirm: `Confirm: change to ${chosen.label}`,
              });
          }}
        >
          <fieldset className="subscription-plans">
            <legend>Choose a plan</legend>
            {props.plans.map((plan) => (
              <label key={plan.priceId} className="subscription-plans__choice">
                <input
                  type="radio"
                  name="plan"
                  value={plan.priceId}
                  checked={priceId === plan.priceId}
                  onChange={() => setPriceId(plan.priceId)}
                />
                <span>
                  <strong>{plan.label}</strong>
                  {plan.current && " (your plan)"}: {plan.priceText}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={!chosen || chosen.current}>
            Review the change
          </button>
        </form>
      </section>

      <section className="account-section" aria-labelledby="subscription-pause">
        <h2 id="subscription-pause">{props.state === "paused" ? "Paused" : "Pause"}</h2>
        {props.state === "paused" ? (
          <button
            type="button"
            className="button"
            onClick={() =>
              review({
                title: "Check before resuming",
                lines: props.resume,
                change: { action: "resume" },
                confirm: "Confirm: resume now",
              })
            }
          >
            Resume my subscription
          </button>
        ) : (
          <div className="subscription-confirm__actions">
            {props.pauses.map(({ months, summary }) => (
              <button
                key={months}
                type="button"
                className="button button--secondary"
                onClick={() =>
                  review({
                    title: "Check your pause",
                    lines: summary,
                    change: { action: "pause", months: months === 2 ? 2 : 1 },
                    confirm: `Confirm: pause for ${months === 1 ? "1 month" : `${months} months`}`,
                  })
                }
              >
                Pause for {months === 1 ? "1 month" : `${months} months`}
              </button>
            ))}
          </div>
        )}
      </section>

      <section className="account-section" aria-labelledby="subscription-cancel">
        <h2 id="subscription-cancel">Cancel</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setMessage(CANCELLATION_REASON_REQUIRED);
              return;
            }
            review({
              title: "Check your cancellation",
              lines: props.cancel,
              change: { action: "cancel", reason },
              confirm: "Confirm: cancel my subscription",
            });
          }}
        >
          <label htmlFor="cancel-reason">Why are you leaving?</label>
          <textarea
            id="cancel-reason"
            value={reason}
            maxLength={CANCELLATION_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className="button button--secondary">
            Cancel subscription
          </button>
        </form>
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
      </section>
    </>
  );
}
