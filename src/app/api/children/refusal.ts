import { AppError } from "@/server/errors/app-error";
import type { ChildRefusal } from "@/server/services/children/child-rules";

export const CHILD_NOT_FOUND_MESSAGE = "We couldn't find that child on your account.";

/** A refused child as the one error shape: a 422 on the field, or a 409. */
export function childRefusalError(refusal: ChildRefusal): AppError {
  if (refusal.status === "invalid")
    return new AppError("validation_failed", refusal.message, {
      fields: { [refusal.field]: refusal.message },
    });
  if (refusal.status === "too_many") return new AppError("conflict", refusal.message);
  return new AppError("conflict", "Please save your details first.");
}
