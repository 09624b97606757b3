"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/call-api";
import { ConfiguredForm, type RawValues } from "@/components/forms/configured-form";
import { saveAccountContract } from "@/domain/api/contracts";
import { FORM_ERROR_KEY } from "@/domain/forms";

/** The ACCOUNT form: saved by POST /api/account, then the page and the header's profile reload. */
export function AccountForm({ initialValues }: { initialValues: RawValues }) {
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <ConfiguredForm
        name="ACCOUNT"
        submitLabel="Save details"
        initialValues={initialValues}
        onSubmit={async (values) => {
          setSaved(false);
          const result = await callApi(saveAccountContract, values);
          if (!result.ok) return { errors: result.error.fields ?? { [FORM_ERROR_KEY]: result.error.message } };
          setSaved(true);
          router.refresh();
        }}
      />
      {saved && (
        <p className="account__saved" role="status">
          Your details have been saved.
        </p>
      )}
    </>
  );
}
