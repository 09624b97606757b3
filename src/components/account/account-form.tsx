"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/call-api";
import { ConfiguredForm, type RawValues } from "@/components/forms/configured-form";
import { useShop } from "@/components/shop-state/shop-provider";
import { FORM_ERROR_KEY } from "@/domain/forms/messages";
import {
  EMAIL_CHANGE_RESULT_PARAM,
  emailChangePendingMessage,
  emailChangeResultMessage,
} from "@/domain/member/email-change";

/** The ACCOUNT form: saved by POST /api/account, then the page and the header's profile reload. */
export function AccountForm({ initialValues }: { initialValues: RawValues }) {
  const router = useRouter();
  const { refreshSession } = useShop();
  // Set when the member arrives from a change-of-e-mail link.
  const linkResult = emailChangeResultMessage(useSearchParams().get(EMAIL_CHANGE_RESULT_PARAM));
  const [notice, setNotice] = useState<string | null>(null);
  const shown = notice ?? linkResult;
  return (
    <>
      <ConfiguredForm
        name="ACCOUNT"
        submitLabel="Save details"
        initialValues={initialValues}
        onSubmit={async (values) => {
          setNotice(null);
          // The contracts (zod and the form schemas) load on save, not with the page.
          const { saveAccountContract } = await import("@/domain/api/contracts");
          const result = await callApi(saveAccountContract, values);
          if (!result.ok)
            return { errors: result.error.fields ?? { [FORM_ERROR_KEY]: result.error.message } };
          const { pendingEmail } = result.data;
          setNotice(
            `Your details have been saved.${pendingEmail ? ` ${emailChangePendingMessage(pendingEmail)}` : ""}`,
          );
          void refreshSession();
          router.refresh();
        }}
      />
      {shown && (
        <p className="account__saved" role="status">
          {shown}
        </p>
      )}
    </>
  );
}
