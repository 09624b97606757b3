import { AppError } from "@/server/errors/app-error";

/**
 * A refused back-office change as the one error shape: 404 for no such record, 422 with the
 * fields for invalid values, 403 for one's own staff access, 409 for a refused change.
 */
export function staffRefusal(result: {
  reason: string;
  message: string;
  fields?: Record<string, string>;
}): AppError {
  if (result.reason === "not_found") return new AppError("not_found", result.message);
  if (result.reason === "invalid")
    return new AppError("validation_failed", result.message, { fields: result.fields });
  if (result.reason === "own_account") return new AppError("forbidden", result.message);
  return new AppError("conflict", result.message);
}
