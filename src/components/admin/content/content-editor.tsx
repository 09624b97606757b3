"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import {
  publishContentContract,
  saveContentDraftContract,
} from "@/domain/api/staff-content-contracts";
import { contentFormSchema, formErrors } from "@/domain/content/content-forms";
import { callApi } from "@/components/api/call-api";
import { DocumentFormProvider, writePath, type FieldPath } from "./document-form";
import { PageFields, PopupsFields, SettingsFields } from "./document-fields";

type DocumentType = "settings" | "popups" | "page";

/**
 * A content document edited as a form: 'Save draft' (checked with the domain's schema first, each
 * message beside its field), 'Preview' (saves, then opens the page in preview mode in a new tab)
 * and 'Publish' (saves, then publishes after a confirmation).
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
  const router = useRouter();
  const [doc, setDoc] = useState<unknown>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const set = (path: FieldPath, value: unknown) => {
    setDoc((current: unknown) => writePath(current, path, value));
    setDirty(true);
  };

  /** Checks and saves the draft; answers whether it is saved. */
  async function save(): Promise<boolean> {
    const value = { ...(doc as Record<string, unknown>), ...fixed };
    const found = formErrors(contentFormSchema(type), value);
    if (found) {
      setErrors(found);
      setStatus({
        ok: false,
        text: `Please correct ${Object.keys(found).length === 1 ? "the field" : "the fields"} marked below; nothing was saved.`,
      });
      return false;
    }
    setErrors({});
    const result = await callApi(saveContentDraftContract, value, { type, uid });
    if (!result.ok) {
      setErrors(result.error.fields ?? {});
      setStatus({ ok: false, text: result.error.message });
      return false;
    }
    setDirty(false);
    return true;
  }

  const saveDraft = () =>
    startTransition(async () => {
      if (await save())
        setStatus({ ok: true, text: "Draft saved. Visitors see it once it is published." });
    });

  const preview = () => {
    // Opened at once (a pop-up after an await is blocked), then pointed at the preview once saved.
    const tab = window.open("about:blank", "_blank");
    startTransition(async () => {
      if (!(await save())) {
        tab?.close();
        return;
      }
      const address = `/api/preview?slug=${encodeURIComponent(previewPath)}`;
      if (!tab) {
        setStatus({
          ok: false,
          text: `Draft saved, but the browser blocked the new tab: open ${address} to preview.`,
        });
        return;
      }
      tab.location.href = address;
      setStatus({ ok: true, text: "Draft saved and opened in preview mode in a new tab." });
    });
  };

  const publish = () => {
    if (!window.confirm("Publish this document? Visitors see it at once.")) return;
    startTransition(async () => {
      if (!(await save())) return;
      const result = await callApi(publishContentContract, {}, { type, uid });
      if (!result.ok) {
        setStatus({ ok: false, text: result.error.message });
        return;
      }
      setStatus({ ok: true, text: `Published as version ${result.data.version}.` });
      router.refresh();
    });
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
          <button type="submit" disabled={pending}>
            Save draft
          </button>
          <button type="button" onClick={preview} disabled={pending}>
            Preview
          </button>
          <button type="button" onClick={publish} disabled={pending}>
            Publish
          </button>
          <span role="status" className={status?.ok === false ? "admin-content-error" : undefined}>
            {status?.text ?? (dirty ? "Unsaved changes." : "")}
          </span>
        </div>
      </form>
    </DocumentFormProvider>
  );
}
