import type { z } from "zod";
import { VALIDATION_FAILED_MESSAGE } from "@/domain/api/errors";
import { collectErrors } from "@/domain/forms";
import { FORM_ERROR_KEY } from "@/domain/forms/form-texts";
import { MESSAGES } from "@/domain/forms/messages";
import { fieldWithUnusualText } from "@/domain/forms/unusual-text";
import { AppError } from "@/server/errors/app-error";

function fallbackMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === "invalid_format" && issue.format === "email") return MESSAGES.fallbackEmail;
  return MESSAGES.fallbackRequired;
}

/**
 * Parses input with a domain schema. A failure carries the first message per field: a 422 for a
 * submitted body, a 400 for a malformed query string. Whatever the schema, no text in what it
 * returns may hold a control character other than tab and line breaks ('Please remove unusual
 * characters'): a schema that takes any JSON (a staff draft) or any string (a reason) is covered.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  code: "validation_failed" | "bad_request" = "validation_failed",
): z.output<S> {
  const result = schema.safeParse(input, { error: fallbackMessage });
  if (result.success) {
    const field = fieldWithUnusualText(result.data);
    if (field === null) return result.data;
    throw new AppError(code, MESSAGES.unusualCharacters, {
      fields: { [field || FORM_ERROR_KEY]: MESSAGES.unusualCharacters },
    });
  }
  const fields = collectErrors(result.error.issues);
  const only = Object.keys(fields);
  const message = only.length === 1 ? fields[only[0]!]! : VALIDATION_FAILED_MESSAGE;
  throw new AppError(code, message, { fields });
}
