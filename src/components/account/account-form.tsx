"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfiguredForm, type RawValues } from "@/components/forms/configured-form";
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
          const response = await fetch("/api/account", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(values),
          });
          const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string>; error?: string };
          if (!response.ok) return { errors: body.errors ?? { [FORM_ERROR_KEY]: body.error ?? "Your details could not be saved, please try again." } };
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
