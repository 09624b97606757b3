"use client";

import { useState } from "react";
import {
  publishContentContract,
  saveContentDraftContract,
} from "@/domain/api/staff-content-contracts";
import { contentFormSchema, formErrors } from "@/domain/content/content-forms";
import { callApi, type ApiResult } from "@/components/api/call-api";
import { ActionOutcome, useStaffAction } from "../use-staff-action";
import { DocumentFormProvider, writePath, type FieldPath } from "./document-form";
import { PageFields, PopupsFields, SettingsFields } from "./document-fields";

type DocumentType = "settings" | "popups" | "page";

/** A refusal of our own, in the shape of the server's (the preview's blocked tab). */
const refusal = (message: string): ApiResult<never> => ({
  ok: false,
  status: 0,
  error: { code: "bad_request", message },
});

/**
 * A content document edited as a form: 'Save draft' (checked with the domain's schema first, each
 * message beside its field), 'Preview' (saves, then opens the page in preview mode in a new tab)
 * and 'Publish' (saves, then publishes after a confirmation). Each runs through the back office's
 * one staff action hook: the buttons wait, then the outcome (or the server's field messages).
 */
export function ContentEditor({
  type,
  uid,
  draft,
  previewPath,
  fixed = {},
}: {
  type: DocumentType;
  uid: string;
  draft: Record<string, unknown>;
  previewPath: string;
  /** Values the form never changes (the settings' switches, set through their own buttons). */
  fixed?: Record<string, unknown>;
}) {
  const [doc, setDoc] = useState<unknown>(draft);
  const [dirty, setDirty] = useState(false);
  const { state, run, refuse } = useStaffAction();
  const errors = state.fields;

  const set = (path: FieldPath, value: unknown) => {
    setDoc((current: unknown) => writePath(current, path, value));
    setDirty(true);
  };

  /** The document to save, or null once the domain's check refused it (each message shown). */
  function checked(): Record<string, unknown> | null {
    const value = { ...(doc as Record<string, unknown>), ...fixed };
    const found = formErrors(contentFormSchema(type), value);
    if (!found) return value;
    refuse(
      `Please correct ${Object.keys(found).length === 1 ? "the field" : "the fields"} marked below; nothing was saved.`,
      found,
    );
    return null;
  }

  async function save(value: Record<string, unknown>) {
    const result = await callApi(saveContentDraftContract, value, { type, uid });
    if (result.ok) setDirty(false);
    return result;
  }

  const saveDraft = () => {
    const value = checked();
    if (value) void run(() => save(value), "Draft saved. Visitors see it once it is published.");
  };

  const preview = () => {
    // Opened at once (a pop-up after an await is blocked), then pointed at the preview once saved.
    const tab = window.open("about:blank", "_blank");
    const value = checked();
    if (!value) {
      tab?.close();
      return;
    }
    const address = `/api/preview?slug=${encodeURIComponent(previewPath)}`;
    void run(async () => {
      const saved = await save(value);
      if (!saved.ok) {
        tab?.close();
        return saved;
      }
      if (!tab)
        return refusal(
          `Draft saved, but the browser blocked the new tab: open ${address} to preview.`,
        );
      tab.location.href = address;
      return saved;
    }, "Draft saved and opened in preview mode in a new tab.");
  };

  const publish = () => {
    if (!window.confirm("Publish this document? Visitors see it at once.")) return;
    const value = checked();
    if (!value) return;
    void run(
      async () => {
        const saved = await save(value);
        return saved.ok ? callApi(publishContentContract, {}, { type, uid }) : saved;
      },
      (published) => `Published as version ${published.version}.`,
    );
  };

  return (
    <DocumentFormProvider value={{ doc, set, errors }}>
      <form
        className="admin-content-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          saveDraft();
        }}
      >
        {errors.form && <p className="admin-content-error">{errors.form}</p>}
        {type === "settings" ? (
          <SettingsFields />
        ) : type === "popups" ? (
          <PopupsFields doc={doc} />
        ) : (
          <PageFields />
        )}
        <div className="admin-content-toolbar">
          <button type="submit" disabled={state.busy}>
            Save draft
          </button>
          <button type="button" onClick={preview} disabled={state.busy}>
            Preview
          </button>
          <button type="button" onClick={publish} disabled={state.busy}>
            Publish
          </button>
          <ActionOutcome state={state} idle={dirty ? "Unsaved changes." : ""} />
        </div>
      </form>
    </DocumentFormProvider>
  );
}
