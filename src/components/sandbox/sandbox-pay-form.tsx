"use client";

import { useState, type FormEvent } from "react";
import { callApi } from "@/components/api/call-api";

const FIELDS = [
  {
    name: "number",
    label: "Card number",
    autoComplete: "cc-number",
    placeholder: "1234 1234 1234 1234",
  },
  { name: "expiry", label: "Expiry date", autoComplete: "cc-exp", placeholder: "MM / YY" },
  { name: "securityCode", label: "Security code", autoComplete: "cc-csc", placeholder: "CVC" },
] as const;

type FieldName = (typeof FIELDS)[number]["name"];

const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: pence % 100 ? 2 : 0 })}`;

interface Applied {
  code: string;
  totalPence: number;
  creditPence: number;
}

/**
 * The sandbox's card form: 'Pay' completes the payment, 'Cancel' goes back to the shop. Where the
 * session allows promotion codes (issue 10), a gift card's code is applied first ('Apply' shows the
 * new total) and redeemed with the payment.
 */
export function SandboxPayForm({
  sessionId,
  cancelUrl,
  allowPromotionCodes = false,
  monthly = false,
}: {
  sessionId: string;
  cancelUrl: string;
  allowPromotionCodes?: boolean;
  monthly?: boolean;
}) {
  const [code, setCode] = useState("");
  const [applied, setApplied] = useState<Applied | null>(null);
  const [values, setValues] = useState<Record<FieldName, string>>({
    number: "",
    expiry: "",
    securityCode: "",
  });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [paying, setPaying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPaying(true);
    setError(null);
    const { sandboxPayContract } = await import("@/domain/api/contracts");
    const promotionCode = applied?.code ?? (code.trim() || undefined);
    const result = await callApi(
      sandboxPayContract,
      { ...values, promotionCode },
      { id: sessionId },
    );
    if (result.ok) {
      window.location.assign(result.data.redirect);
      return;
    }
    setPaying(false);
    setError({
      message: result.error.message,
      field: Object.keys(result.error.fields ?? {})[0],
    });
  };

  const apply = async () => {
    setError(null);
    setApplied(null);
    const { sandboxPromotionContract } = await import("@/domain/api/gifting-contracts");
    const result = await callApi(
      sandboxPromotionContract,
      { promotionCode: code },
      { id: sessionId },
    );
    if (result.ok) setApplied({ code: code.trim(), ...result.data });
    else setError({ message: result.error.message, field: "promotionCode" });
  };

  return (
    <form className="sandbox-pay__form" onSubmit={submit} noValidate>
      {allowPromotionCodes && (
        <div className="form-field">
          <label htmlFor="sandbox-promotionCode">Promotion code</label>
          <input
            id="sandbox-promotionCode"
            name="promotionCode"
            autoComplete="off"
            value={code}
            aria-invalid={error?.field === "promotionCode" || undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setApplied(null);
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={code.trim() === ""}
            onClick={() => void apply()}
          >
            Apply
          </button>
          {applied && (
            <p data-testid="sandbox-total">
              Total now: {pounds(applied.totalPence)}
              {monthly ? " for the first month" : ""}
              {applied.creditPence > 0
                ? ` (${pounds(applied.creditPence)} kept as credit for later months)`
                : ""}
            </p>
          )}
        </div>
      )}
      {FIELDS.map((field) => (
        <div key={field.name} className="form-field">
          <label htmlFor={`sandbox-${field.name}`}>{field.label}</label>
          <input
            id={`sandbox-${field.name}`}
            name={field.name}
            inputMode="numeric"
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={values[field.name]}
            aria-invalid={error?.field === field.name || undefined}
            onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
          />
        </div>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="button" disabled={paying}>
        Pay
      </button>
      <a className="sandbox-pay__cancel" href={cancelUrl}>
        Cancel
      </a>
    </form>
  );
}
