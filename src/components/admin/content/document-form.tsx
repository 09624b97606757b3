"use client";

import { createContext, useContext, useId, type ReactNode } from "react";
import { moveEntry } from "@/domain/content/content-forms";

/** A field's place in the document: ['subscriptionOption', 1, 'optionPrice']. */
export type FieldPath = readonly (string | number)[];
type Json = Record<string, unknown>;

export const pathKey = (path: FieldPath) => path.map(String).join(".");

export function readPath(doc: unknown, path: FieldPath): unknown {
  let value: unknown = doc;
  for (const part of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** A copy of the document with one value replaced; missing objects on the way are created. */
export function writePath(doc: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(doc) ? [...(doc as unknown[])] : [];
    list[head] = writePath(list[head], rest, value);
    return list;
  }
  const object = doc !== null && typeof doc === "object" ? { ...(doc as Json) } : {};
  object[head!] = writePath(object[head!], rest, value);
  return object;
}

interface FormState {
  doc: unknown;
  set(path: FieldPath, value: unknown): void;
  errors: Record<string, string>;
}

const FormContext = createContext<FormState | null>(null);

export function DocumentFormProvider({
  value,
  children,
}: {
  value: FormState;
  children: ReactNode;
}) {
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}

function useForm(): FormState {
  const form = useContext(FormContext);
  if (!form) throw new Error("A document field outside its form");
  return form;
}

/** The message of a field, shown under it and tied to it for screen readers. */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className="admin-content-error">
      {message}
    </span>
  );
}

export function TextField({
  path,
  label,
  multiline = false,
  type = "text",
  hint,
}: {
  path: FieldPath;
  label: string;
  multiline?: boolean;
  type?: "text" | "email" | "url";
  hint?: string;
}) {
  const form = useForm();
  const id = useId();
  const value = readPath(form.doc, path);
  const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const error = form.errors[pathKey(path)];
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: pathKey(path),
    value: text,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className="admin-content-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="admin-content-hint">
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea
          {...common}
          rows={Math.min(12, Math.max(3, text.split("\n").length + 1))}
          onChange={(event) => form.set(path, event.target.value)}
        />
      ) : (
        <input {...common} type={type} onChange={(event) => form.set(path, event.target.value)} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A number kept as a number when it reads as one, else as typed (so the check can say why). */
export function NumberField({ path, label }: { path: FieldPath; label: string }) {
  const form = useForm();
  const id = useId();
  const value = readPath(form.doc, path);
  const error = form.errors[pathKey(path)];
  return (
    <div className="admin-content-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value === undefined || value === null ? "" : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const raw = event.target.value;
          const number = Number(raw);
          form.set(path, raw.trim() !== "" && Number.isFinite(number) ? number : raw);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckField({ path, label }: { path: FieldPath; label: string }) {
  const form = useForm();
  const id = useId();
  return (
    <div className="admin-content-check">
      <input
        id={id}
        type="checkbox"
        checked={readPath(form.doc, path) === true}
        onChange={(event) => form.set(path, event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** An image from the image store: its key (e.g. content/about.png) and its alternative text. */
export function ImageFields({ path, label }: { path: FieldPath; label: string }) {
  return (
    <fieldset>
      <legend>{label}</legend>
      <TextField
        path={[...path, "url"]}
        label="Image (image store key or web address)"
        hint="e.g. content/about.png"
      />
      <TextField path={[...path, "alt"]} label="Image description (alt text)" />
    </fieldset>
  );
}

/**
 * A list whose entries staff add, remove and reorder. Each entry is a fieldset named after the
 * list's item label and its place ('Footer item 2').
 */
export function ListField({
  path,
  label,
  itemLabel,
  newItem,
  children,
  addControls,
}: {
  path: FieldPath;
  label: string;
  itemLabel: (item: unknown, index: number) => string;
  newItem?: () => unknown;
  children: (itemPath: FieldPath, index: number, item: unknown) => ReactNode;
  /** Replaces the plain 'Add' button (the page's section type picker). */
  addControls?: (add: (item: unknown) => void) => ReactNode;
}) {
  const form = useForm();
  const raw = readPath(form.doc, path);
  const items = Array.isArray(raw) ? (raw as unknown[]) : [];
  const error = form.errors[pathKey(path)];
  const add = (item: unknown) => form.set(path, [...items, item]);
  return (
    <fieldset>
      <legend>{label}</legend>
      {error && <p className="admin-content-error">{error}</p>}
      {items.map((item, index) => {
        const name = itemLabel(item, index);
        return (
          <fieldset key={index}>
            <legend>{name}</legend>
            <div className="admin-content-row-buttons">
              <button
                type="button"
                disabled={index === 0}
                onClick={() => form.set(path, moveEntry(items, index, -1))}
              >
                Move {name} up
              </button>
              <button
                type="button"
                disabled={index === items.length - 1}
                onClick={() => form.set(path, moveEntry(items, index, 1))}
              >
                Move {name} down
              </button>
              <button
                type="button"
                onClick={() =>
                  form.set(
                    path,
                    items.filter((_, i) => i !== index),
                  )
                }
              >
                Remove {name}
              </button>
            </div>
            {children([...path, index], index, item)}
          </fieldset>
        );
      })}
      {addControls
        ? addControls(add)
        : newItem && (
            <button type="button" onClick={() => add(newItem())}>
              Add {label.toLowerCase().replace(/s$/, "")}
            </button>
          )}
    </fieldset>
  );
}
