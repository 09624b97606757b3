import type { Caller } from "@/server/http/caller";
import { AppError } from "@/server/errors/app-error";

/** The staff member's id (the pipeline has already refused anyone else). */
export function staffCaller(caller: Caller): string {
  if (caller.role !== "staff") throw new AppError("forbidden", "Staff only.");
  return caller.userId;
}

/** A refused garment change as the one error shape: 404 for no garment, 409 for a refused move. */
export function staffGarmentError(result: { reason: "not_found" | "refused"; message: string }) {
  return new AppError(result.reason === "not_found" ? "not_found" : "conflict", result.message);
}
