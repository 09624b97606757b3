import type { z } from "zod";
import { VALIDATION_FAILED_MESSAGE } from "@/domain/api/errors";
import { collectErrors } from "@/domain/forms";
import { MESSAGES } from "@/domain/forms/messages";
import { AppError } from "@/server/errors/app-error";

function fallbackMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === "invalid_format" && issue.format === "email") return MESSAGES.fallbackEmail;
  return MESSAGES.fallbackRequired;
}

/** Parses input with a domain schema; a failure is a 422 carrying the first message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: fallbackMessage });
  if (result.success) return result.data;
  const fields = collectErrors(result.error.issues);
  const only = Object.keys(fields);
  const message = only.length === 1 && only[0] === "_form" ? fields._form! : VALIDATION_FAILED_MESSAGE;
  throw new AppError("validation_failed", message, { fields });
}
