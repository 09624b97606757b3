"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FORM_CONFIGS, FORM_SUBMIT_DELAY_MS, type FieldConfig } from "@/domain/forms/form-config";
import { FORM_ERROR_KEY, REQUIRED_FIELDS_NOTE } from "@/domain/forms/form-texts";
import type { FormName, FormValues } from "@/domain/forms/schemas";
import { UNEXPECTED_ERROR_MESSAGE } from "@/domain/api/errors";

type Validate = typeof import("@/domain/forms/validate-form").validateForm;

// The rules (zod and every form's schema) load when the visitor turns to a form, not with the page
// (issues 8 and 14: first-load JavaScript, a phone's blocked time); a submit before then waits.
let loadedValidate: Validate | null = null;
/** Loads the forms' rules now (the form does it when it mounts). */
export function loadValidate(): Promise<Validate> {
  return import("@/domain/forms/validate-form").then((module) => {
    loadedValidate = module.validateForm;
    return module.validateForm;
  });
}

export type FieldValue = string | boolean;
export type RawValues = Record<string, FieldValue>;

/** What a submit handler answers: nothing (success) or errors to show, by field or for the form. */
export type SubmitResult = void | { errors: Record<string, string> };

export interface ConfiguredFormProps<N extends FormName> {
  name: N;
  submitLabel: string;
  onSubmit(data: FormValues<N>): Promise<SubmitResult> | SubmitResult;
  initialValues?: RawValues;
  /** Options of selects whose options come from content (the TIME form). */
  selectOptions?: Record<string, readonly string[]>;
  /** Empties the fields after a successful submit. */
  resetOnSuccess?: boolean;
  /** Replaces the submit button's label and disables it (e.g. 'Email subscribed!'). */
  doneLabel?: string;
  /** Fields to leave out (e.g. the waitlist's extra fields in plain newsletter mode). */
  omitFields?: readonly string[];
  children?: ReactNode;
  className?: string;
  /**
   * A server action to post to before JavaScript has loaded (progressive enhancement). Once the
   * page is interactive, `onSubmit` handles the submit instead.
   */
  action?: (formData: FormData) => void;
  /** Errors to show at once (a no-JavaScript post came back refused). */
  initialErrors?: Record<string, string>;
  /** Told every value after each change (the checkout keeps what was typed, issue 26). */
  onValuesChange?(values: RawValues): void;
}

/** The fields whose value on screen differs from the state's, with that value; null if none. */
function valuesOnScreen(
  form: HTMLFormElement,
  fields: readonly FieldConfig[],
  values: RawValues,
): RawValues | null {
  const typed: RawValues = {};
  for (const field of fields) {
    if (field.input === "hidden") continue;
    const element = form.elements.namedItem(field.name);
    let shown: FieldValue;
    if (element instanceof HTMLInputElement)
      shown = element.type === "checkbox" ? element.checked : element.value;
    else if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
      shown = element.value;
    else continue;
    if (shown !== values[field.name]) typed[field.name] = shown;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}

function initialFor(field: FieldConfig, initial: RawValues | undefined): FieldValue {
  if (initial && field.name in initial) return initial[field.name]!;
  if (field.input === "hidden") return field.value ?? "";
  return field.input === "checkbox" ? false : "";
}

/**
 * Renders any form of spec 2.8 from its configuration and validates it with the same zod schema the
 * server uses. A field's error shows once it has been touched; submitting touches every field.
 * Submission waits 400 ms (spec 9).
 */
export function ConfiguredForm<N extends FormName>(props: ConfiguredFormProps<N>) {
  const {
    name,
    submitLabel,
    onSubmit,
    initialValues,
    selectOptions,
    resetOnSuccess,
    doneLabel,
    omitFields,
    children,
    className,
    action,
    initialErrors,
    onValuesChange,
  } = props;
  const config = FORM_CONFIGS[name];
  const fields = config.fields.filter((field) => !omitFields?.includes(field.name));
  const formId = useId();
  const initial = () =>
    Object.fromEntries(fields.map((field) => [field.name, initialFor(field, initialValues)]));
  const [values, setValues] = useState<RawValues>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>(() =>
    initialErrors ? Object.fromEntries(Object.keys(initialErrors).map((key) => [key, true])) : {},
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(initialErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // What a visitor typed or chose before the page was interactive stays on screen (hydration keeps
  // it) but is not in the form's state, so the next change would wipe it and a submit would miss
  // it: it is taken into the state once, as the form becomes interactive.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((current) => {
      const typed = valuesOnScreen(form, fields, current);
      return typed ? { ...current, ...typed } : current;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form hydrates
  }, []);

  const [validate, setValidate] = useState<Validate | null>(() => loadedValidate);
  // Loaded when the visitor turns to the form (focus, a tap), not as the page opens: zod is the
  // largest script a page can load, and a phone would parse it while the page is still starting.
  const prepare = () => {
    if (validate) return;
    void loadValidate().then((loaded) => {
      if (mounted.current) setValidate(() => loaded);
    });
  };

  const validation = validate?.(name, values);
  const errors: Record<string, string> = {
    ...(validation && !validation.ok ? validation.errors : {}),
    ...serverErrors,
  };

  const submit = async (nextValues: RawValues) => {
    setTouched(Object.fromEntries(fields.map((field) => [field.name, true])));
    setServerErrors({});
    const result = (validate ?? (await loadValidate()))(name, nextValues);
    if (!result.ok) return;
    setSubmitting(true);
    await new Promise((resolve) => setTimeout(resolve, FORM_SUBMIT_DELAY_MS));
    try {
      const outcome = await onSubmit(result.data);
      if (!mounted.current) return;
      if (outcome && "errors" in outcome) setServerErrors(outcome.errors);
      else if (resetOnSuccess) {
        setValues(initial());
        setTouched({});
      }
    } catch {
      // A thrown error's own text (a network or library message) is never shown to a visitor.
      if (mounted.current) setServerErrors({ [FORM_ERROR_KEY]: UNEXPECTED_ERROR_MESSAGE });
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  const change = (field: FieldConfig, value: FieldValue) => {
    const next = { ...values, [field.name]: value };
    // An update of one field only: a whole `next` from this render would undo an update queued
    // before it (what was typed before hydration, taken in as the form became interactive).
    setValues((current) => ({ ...current, [field.name]: value }));
    onValuesChange?.(next);
    if (serverErrors[field.name] || serverErrors[FORM_ERROR_KEY]) setServerErrors({});
    if (config.submitsOnChange) void submit(next);
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <form
      ref={formRef}
      className={["configured-form", className].filter(Boolean).join(" ")}
      onSubmit={onFormSubmit}
      onFocus={prepare}
      onPointerDown={prepare}
      action={action}
      noValidate
      aria-busy={submitting}
    >
      {config.showsRequiredNote && <p className="form-required-note">{REQUIRED_FIELDS_NOTE}</p>}
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = touched[field.name] ? errors[field.name] : undefined;
        const errorId = `${id}-error`;
        const hintId = `${id}-hint`;
        const describedBy =
          [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") ||
          undefined;
        const value = values[field.name];
        const common = {
          id,
          name: field.name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          onBlur: () => setTouched((t) => ({ ...t, [field.name]: true })),
        };
        if (field.input === "hidden")
          return <input key={field.name} type="hidden" name={field.name} value={String(value)} />;
        const label = `${field.label}${field.required ? " *" : ""}`;
        return (
          <div key={field.name} className={`form-field form-field--${field.input}`}>
            {field.input === "checkbox" ? (
              <label className="form-field__checkbox">
                <input
                  {...common}
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => change(field, e.target.checked)}
                />
                <span>{label}</span>
              </label>
            ) : (
              <label htmlFor={id}>{label}</label>
            )}
            {field.input === "select" && (
              <div className="form-field__select">
                <select
                  {...common}
                  value={String(value)}
                  onChange={(e) => change(field, e.target.value)}
                >
                  <option value="">Please choose</option>
                  {(field.options ?? selectOptions?.[field.name] ?? []).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
                {value !== "" && (
                  <button
                    type="button"
                    className="form-field__clear"
                    aria-label={`Clear ${field.label}`}
                    onClick={() => change(field, "")}
                  >
                    ×
                  </button>
                )}
              </div>
            )}
            {field.input === "textarea" && (
              <textarea
                {...common}
                value={String(value)}
                rows={5}
                onChange={(e) => change(field, e.target.value)}
              />
            )}
            {["text", "email", "password", "tel", "date"].includes(field.input) && (
              <input
                {...common}
                type={field.input}
                autoComplete={field.autoComplete}
                value={String(value)}
                onChange={(e) => change(field, e.target.value)}
              />
            )}
            {field.hint && (
              <p id={hintId} className="form-field__hint">
                {field.hint}
              </p>
            )}
            {error && (
              <p id={errorId} className="form-field__error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {children}
      {!config.submitsOnChange && (
        <button type="submit" className="button" disabled={submitting || Boolean(doneLabel)}>
          {doneLabel ?? submitLabel}
        </button>
      )}
      {errors[FORM_ERROR_KEY] && (
        <p className="form-error" role="alert">
          {errors[FORM_ERROR_KEY]}
        </p>
      )}
      {config.note && <p className="form-note">{config.note}</p>}
    </form>
  );
}
