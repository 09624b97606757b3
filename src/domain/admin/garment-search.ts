import { z } from "@/domain/zod";
import { PRODUCT_ITEM_STATUSES } from "@/domain/enums";

/**
 * The garment finder (/admin/garments): one box for a sku, barcode, warehouse reference (orId) or
 * RFID tag, and a status. Letter case does not matter; exact matches come first, then garments
 * whose code starts with what was typed.
 */
export const garmentSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .transform((text) => text.toUpperCase())
    .optional()
    .catch(undefined),
  status: z.enum(PRODUCT_ITEM_STATUSES).optional().catch(undefined),
});

export type GarmentSearch = z.output<typeof garmentSearchSchema>;

/** A LIKE pattern for "starts with": the text's own %, _ and \ are matched literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
