"use client";

import { useState } from "react";
import { createContentPageContract } from "@/domain/api/staff-content-contracts";
import { formErrors } from "@/domain/content/content-forms";
import { newPageInput } from "@/domain/content/new-page";
import { callApi } from "@/components/api/call-api";
import { ActionOutcome, useStaffAction } from "../use-staff-action";
import { DocumentFormProvider, TextField, writePath, type FieldPath } from "./document-form";

/**
 * 'New page': the page's address and title, checked with the domain's schema (each message beside
 * its field), then created as an unpublished draft and opened in the page form, through the back
 * office's one staff action hook.
 */
export function NewPageForm() {
  const [doc, setDoc] = useState<unknown>({ uid: "", title: "" });
  const { state, run, refuse } = useStaffAction();
  const set = (path: FieldPath, value: unknown) =>
    setDoc((current: unknown) => writePath(current, path, value));

  const create = () => {
    const found = formErrors(newPageInput, doc);
    if (found) {
      refuse("Please correct the fields marked below; no page was made.", found);
      return;
    }
    const input = newPageInput.parse(doc);
    void run(() => callApi(createContentPageContract, input), {
      goTo: (page) => `/admin/content/page/${page.uid}`,
    });
  };

  return (
    <DocumentFormProvider value={{ doc, set, errors: state.fields }}>
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
          <button type="submit" disabled={state.busy}>
            New page
          </button>
          <ActionOutcome state={state} />
        </div>
      </form>
    </DocumentFormProvider>
  );
}
