"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createContentPageContract } from "@/domain/api/staff-content-contracts";
import { formErrors } from "@/domain/content/content-forms";
import { newPageInput } from "@/domain/content/new-page";
import { callApi } from "@/components/api/call-api";
import { DocumentFormProvider, TextField, writePath, type FieldPath } from "./document-form";

/**
 * 'New page': the page's address and title, checked with the domain's schema (each message beside
 * its field), then created as an unpublished draft and opened in the page form.
 */
export function NewPageForm() {
  const router = useRouter();
  const [doc, setDoc] = useState<unknown>({ uid: "", title: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [pending, startTransition] = useTransition();
  const set = (path: FieldPath, value: unknown) =>
    setDoc((current: unknown) => writePath(current, path, value));

  const create = () =>
    startTransition(async () => {
      const found = formErrors(newPageInput, doc);
      if (found) {
        setErrors(found);
        setStatus("Please correct the fields marked below; no page was made.");
        return;
      }
      const input = newPageInput.parse(doc);
      const result = await callApi(createContentPageContract, input);
      if (!result.ok) {
        setErrors(result.error.fields ?? {});
        setStatus(result.error.message);
        return;
      }
      setErrors({});
      setStatus("Page created as a draft.");
      router.push(`/admin/content/page/${result.data.uid}`);
    });

  return (
    <DocumentFormProvider value={{ doc, set, errors }}>
      <form
        className="admin-content-form"
        aria-labelledby="new-page-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <h2 id="new-page-heading">Add a page</h2>
        <TextField path={["title"]} label="Title" />
        <TextField
          path={["uid"]}
          label="Address"
          hint="Shown at /address: lower-case letters, digits and hyphens, e.g. our-story"
        />
        <div className="admin-content-toolbar">
          <button type="submit" disabled={pending}>
            New page
          </button>
          <span
            role="status"
            className={Object.keys(errors).length ? "admin-content-error" : undefined}
          >
            {status}
          </span>
        </div>
      </form>
    </DocumentFormProvider>
  );
}
