import { AppError } from "@/server/errors/app-error";
import type { SaveVariantResult } from "./save-variant";

export const SKU_TAKEN_MESSAGE = "Another variant already has this SKU.";

/** A refused variant save as the one error shape. */
export function variantSaveError(
  result: Exclude<SaveVariantResult, { status: "saved" }>,
  notFound: string,
) {
  switch (result.status) {
    case "not_found":
      return new AppError("not_found", notFound);
    case "sku_taken":
      return new AppError("conflict", SKU_TAKEN_MESSAGE, { fields: { sku: SKU_TAKEN_MESSAGE } });
    case "bad_option":
      return new AppError("validation_failed", result.message, {
        fields: { [result.field]: result.message },
      });
  }
}

/** A variant staff cannot delete (garments or orders refer to it): what to do instead. */
export function variantInUseError(garments: number, orderLines: number) {
  const uses = [
    garments > 0 ? `${garments} garment${garments === 1 ? "" : "s"}` : null,
    orderLines > 0 ? `${orderLines} order line${orderLines === 1 ? "" : "s"}` : null,
  ].filter(Boolean);
  const what = uses.length > 0 ? uses.join(" and ") : "garments or orders";
  return new AppError(
    "conflict",
    `This variant cannot be deleted: it has ${what}. Set its stock to 0 instead, so the shop stops offering it.`,
  );
}
