"use client";

import { callApi } from "@/components/api/call-api";
import { ConfiguredForm } from "@/components/forms/configured-form";

/** A discount code checked by the server (issue 25); its schema loads only when it is applied. */
export interface AppliedCode {
  code: string;
  description: string;
}

/**
 * 'Apply' a discount code: the code is checked at once and kept to be sent with 'Continue to
 * payment' (applied on the payment page); an empty or refused code leaves none.
 */
export function DiscountCodeForm({ onApplied }: { onApplied: (code: AppliedCode | null) => void }) {
  return (
    <ConfiguredForm
      name="DISCOUNTCODE"
      submitLabel="Apply"
      onSubmit={async (values) => {
        onApplied(null);
        if (!values.code) return;
        const { checkoutCodeContract } = await import("@/domain/api/contracts");
        const result = await callApi(checkoutCodeContract, { code: values.code });
        if (!result.ok) return { errors: { code: result.error.message } };
        onApplied(result.data);
      }}
    />
  );
}
