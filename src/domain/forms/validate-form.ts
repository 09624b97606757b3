/** Validates a form's raw values; shared by the browser and the server. */
import { FORM_ERROR_KEY } from "./messages";
import type { z } from "@/domain/zod";
import { MESSAGES } from "./messages";
import { FORM_SCHEMAS, type FormName, type FormValues } from "./schemas";

export type FormErrors = Record<string, string>;

export type ValidationResult<N extends FormName> =
  { ok: true; data: FormValues<N> } | { ok: false; errors: FormErrors };

/** Used only for issues that carry no message of their own. */
function fallbackMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === "invalid_format" && issue.format === "email") return MESSAGES.fallbackEmail;
  return MESSAGES.fallbackRequired;
}

/** First message per field, in the order the rules are declared. */
export function collectErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const first = issue.path[0];
    const key = first === undefined ? FORM_ERROR_KEY : String(first);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Accepts a plain object of values (from React state or Object.fromEntries(formData)).
 * Values that are not an object are treated as an empty form.
 */
export function validateForm<N extends FormName>(name: N, values: unknown): ValidationResult<N> {
  const input = typeof values === "object" && values !== null ? values : {};
  const result = FORM_SCHEMAS[name].safeParse(input, { error: fallbackMessage });
  if (result.success) return { ok: true, data: result.data as FormValues<N> };
  return { ok: false, errors: collectErrors(result.error.issues) };
}
