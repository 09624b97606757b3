import { AppError } from "@/server/errors/app-error";
import type { SaveProductResult } from "./save-product";

export const SLUG_TAKEN_MESSAGE = "Another product already has this slug.";

/** A refused product save as the one error shape. */
export function productSaveError(result: Exclude<SaveProductResult, { status: "saved" }>) {
  switch (result.status) {
    case "not_found":
      return new AppError("not_found", "No such product.");
    case "slug_taken":
      return new AppError("conflict", SLUG_TAKEN_MESSAGE, {
        fields: { slug: SLUG_TAKEN_MESSAGE },
      });
    case "unknown_tags":
      return new AppError("validation_failed", "Choose tags from the list.", {
        fields: { tag_ids: "Choose tags from the list." },
      });
  }
}
