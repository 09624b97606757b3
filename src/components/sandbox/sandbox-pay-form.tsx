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

/** The sandbox's card form: 'Pay' completes the payment, 'Cancel' goes back to the shop. */
export function SandboxPayForm({ sessionId, cancelUrl }: { sessionId: string; cancelUrl: string }) {
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
    const result = await callApi(sandboxPayContract, values, { id: sessionId });
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

  return (
    <form className="sandbox-pay__form" onSubmit={submit} noValidate>
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
