/**
 * The back office's catalogue (issue 12): the rules of a product, a variant and a batch of new
 * garments as staff enter them, and the publish / archive / delete states. Pure: the browser's
 * forms and the staff routes parse with the same schemas.
 */
import { z } from "@/domain/zod";
import { entityId } from "@/domain/ids";
import { canTransition } from "@/domain/garments/life-cycle";
import { MAX_VARIANT_STOCK } from "@/domain/stock/stock-correction";

export const NAME_MESSAGE = "Please enter the product's name.";
export const SLUG_MESSAGE =
  "Use lower-case letters, numbers and single hyphens only, e.g. little-fox-romper.";
export const RRP_MESSAGE = "Enter the price in pounds, e.g. 24.99.";
export const ORDER_KEY_MESSAGE = "The order must be a whole number from -1,000,000 to 1,000,000.";
export const ACCORDION_TITLE_MESSAGE = "Give this accordion a title, or leave its text empty.";
export const SKU_MESSAGE = "Enter a SKU of letters, numbers, dots, hyphens or underscores.";
export const LIFESPAN_MESSAGE = "The lifespan must be a whole number of weeks from 1 to 520.";
export const STOCK_MESSAGE = `Stock must be a whole number from 0 to ${MAX_VARIANT_STOCK}.`;
export const BARCODE_MESSAGE = "A barcode is 1 to 64 letters, numbers or hyphens.";
export const GARMENT_COUNT_MESSAGE = "Add from 1 to 500 garments at once.";
export const BARCODES_OR_COUNT_MESSAGE = "Enter barcodes (one per line) or a number of garments.";
export const WHOLESALE_MESSAGE = "Enter the wholesale price in pounds, e.g. 12.50.";
export const IMAGE_TYPE_MESSAGE = "Only PNG, JPEG or WebP images can be uploaded.";
export const IMAGE_SIZE_MESSAGE = "The image is larger than 1 MB: please save a smaller copy.";
export const IMAGE_EMPTY_MESSAGE = "The file is empty.";

/** The largest garment batch staff may send at once. */
export const MAX_GARMENT_BATCH = 500;
/**
 * The largest product image: under the 1 MiB the proxy copies of a request body (next.config.ts
 * proxyClientMaxBodySize), so a longer upload, which the proxy cuts short, is always refused rather
 * than stored cut. The image endpoint serves smaller renditions of it to the shop.
 */
export const MAX_PRODUCT_IMAGE_BYTES = 1_000_000;
export const MAX_PRODUCT_IMAGES = 20;

const max = (n: number) => `Maximum ${n} characters`;

/** Optional text: blank becomes null. */
function optionalText(limit: number) {
  return z
    .string()
    .max(limit, max(limit))
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    });
}

/** Pounds as typed ('24.99', '24'), or blank for none; kept as the decimal text the column holds. */
function pounds(message: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, message)
        .transform((value) => Number(value).toFixed(2))
        .nullable(),
    );
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a name: 'Fox & Owl Romper' → 'fox-and-owl-romper'. */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/&/g, " and ")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      // Stryker disable next-line Regex: runs of hyphens are single after the line above
      .replace(/^-+|-+$/g, "")
      .slice(0, 120)
      // Stryker disable next-line Regex: runs of hyphens are single, so at most one ends the cut
      .replace(/-+$/, "")
  );
}

export const ACCORDION_NUMBERS = [1, 2, 3] as const;

/** Every field of a product staff edit (spec 3.1 products, plus its product_tags). */
export const productInput = z
  .object({
    name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(200, max(200)),
    slug: z
      .string({ error: SLUG_MESSAGE })
      .trim()
      .min(1, SLUG_MESSAGE)
      .max(120, max(120))
      .regex(SLUG_PATTERN, SLUG_MESSAGE),
    product_reference: optionalText(100),
    description: optionalText(5000),
    rrp: pounds(RRP_MESSAGE),
    orderKey: z
      .number({ error: ORDER_KEY_MESSAGE })
      .int(ORDER_KEY_MESSAGE)
      .min(-1_000_000, ORDER_KEY_MESSAGE)
      .max(1_000_000, ORDER_KEY_MESSAGE),
    accordion1_title: optionalText(200),
    accordion1: optionalText(5000),
    accordion2_title: optionalText(200),
    accordion2: optionalText(5000),
    accordion3_title: optionalText(200),
    accordion3: optionalText(5000),
    tag_ids: z
      .array(entityId)
      .max(60, "Choose at most 60 tags.")
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((product, context) => {
    for (const n of ACCORDION_NUMBERS) {
      if (product[`accordion${n}`] && !product[`accordion${n}_title`])
        context.addIssue({
          code: "custom",
          message: ACCORDION_TITLE_MESSAGE,
          path: [`accordion${n}_title`],
        });
    }
  });
export type ProductInput = z.output<typeof productInput>;

/** A variant's fields (spec 3.1 product_variants); the stock goes through the stock service. */
export const variantInput = z.object({
  sku: z
    .string({ error: SKU_MESSAGE })
    .trim()
    .min(1, SKU_MESSAGE)
    .max(64, SKU_MESSAGE)
    .regex(/^[A-Za-z0-9._-]+$/, SKU_MESSAGE),
  size_id: entityId.nullable(),
  color_id: entityId.nullable(),
  stock: z
    .number({ error: STOCK_MESSAGE })
    .int(STOCK_MESSAGE)
    .min(0, STOCK_MESSAGE)
    .max(MAX_VARIANT_STOCK, STOCK_MESSAGE),
  fulfilment_id: optionalText(100),
  lifespan_base: z
    .number({ error: LIFESPAN_MESSAGE })
    .int(LIFESPAN_MESSAGE)
    .min(1, LIFESPAN_MESSAGE)
    .max(520, LIFESPAN_MESSAGE),
});
export type VariantInput = z.output<typeof variantInput>;

/** Statuses a garment added by staff starts in (docs/garments.md: new stock, or straight on the shelf). */
export const NEW_GARMENT_STATUSES = ["INITIATED", "STORAGE"] as const;

const barcode = z
  .string({ error: BARCODE_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, BARCODE_MESSAGE);

/** The lines of a pasted list of barcodes, blanks dropped. */
export function barcodeLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Barcodes listed more than once, each once, in the order first repeated. */
export function repeatedBarcodes(barcodes: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const code of barcodes) {
    if (seen.has(code)) repeated.add(code);
    seen.add(code);
  }
  return [...repeated];
}

export const duplicateBarcodeMessage = (codes: readonly string[]) =>
  `${codes.length === 1 ? "This barcode is" : "These barcodes are"} already in use: ${codes.join(", ")}.`;

/**
 * New garments of a variant: one or many barcodes, or a count of garments without a barcode yet,
 * in INITIATED (to be checked) or STORAGE (ready to rent), with an optional wholesale price.
 */
export const garmentBatchInput = z
  .object({
    status: z.enum(NEW_GARMENT_STATUSES, { error: "Choose 'to be checked' or 'in storage'." }),
    barcodes: z
      .array(barcode)
      .max(MAX_GARMENT_BATCH, `At most ${MAX_GARMENT_BATCH} barcodes at once.`)
      .optional(),
    count: z
      .number({ error: GARMENT_COUNT_MESSAGE })
      .int(GARMENT_COUNT_MESSAGE)
      .min(1, GARMENT_COUNT_MESSAGE)
      .max(MAX_GARMENT_BATCH, GARMENT_COUNT_MESSAGE)
      .optional(),
    wholesale_price: pounds(WHOLESALE_MESSAGE),
  })
  .superRefine((batch, context) => {
    const listed = batch.barcodes?.length ?? 0;
    if (listed > 0 === (batch.count !== undefined)) {
      context.addIssue({ code: "custom", message: BARCODES_OR_COUNT_MESSAGE, path: ["barcodes"] });
      return;
    }
    const repeated = repeatedBarcodes(batch.barcodes ?? []);
    if (repeated.length > 0)
      context.addIssue({
        code: "custom",
        message: `Listed more than once: ${repeated.join(", ")}.`,
        path: ["barcodes"],
      });
  })
  .refine((batch) => canTransition(null, batch.status));
export type GarmentBatchInput = z.output<typeof garmentBatchInput>;

/** What staff do to a product as a whole. */
export const PRODUCT_ACTIONS = [
  "publish",
  "unpublish",
  "archive",
  "unarchive",
  "delete",
  "restore",
] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];
export const productActionInput = z.object({
  action: z.enum(PRODUCT_ACTIONS, { error: "Choose what to do with the product." }),
});

export interface ProductStateTimes {
  published_at: Date | null;
  archived_at: Date | null;
  deleted_at: Date | null;
}

export const PRODUCT_STATUSES = ["published", "draft", "archived", "deleted"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Deleted over archived over published: the shop lists only 'published'. */
export function productStatus(times: ProductStateTimes): ProductStatus {
  if (times.deleted_at) return "deleted";
  if (times.archived_at) return "archived";
  return times.published_at ? "published" : "draft";
}

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  published: "Published",
  draft: "Draft",
  archived: "Archived",
  deleted: "Deleted",
};

/**
 * The timestamps after an action, or why it is refused. A deleted product can only be restored;
 * publishing keeps the first publication day when it was already published.
 */
export function applyProductAction(
  times: ProductStateTimes,
  action: ProductAction,
  now: Date,
): { ok: true; times: ProductStateTimes } | { ok: false; message: string } {
  const status = productStatus(times);
  if (status === "deleted" && action !== "restore")
    return { ok: false, message: "A deleted product must be restored first." };
  switch (action) {
    case "publish":
      if (status === "archived")
        return { ok: false, message: "Bring the product back from the archive first." };
      return { ok: true, times: { ...times, published_at: times.published_at ?? now } };
    case "unpublish":
      return { ok: true, times: { ...times, published_at: null } };
    case "archive":
      return { ok: true, times: { ...times, archived_at: times.archived_at ?? now } };
    case "unarchive":
      return { ok: true, times: { ...times, archived_at: null } };
    case "delete":
      return { ok: true, times: { ...times, deleted_at: now } };
    case "restore":
      if (status !== "deleted") return { ok: false, message: "The product is not deleted." };
      // Back as a draft: staff publish it again on purpose.
      return { ok: true, times: { ...times, deleted_at: null, published_at: null } };
  }
}

/** The back-office list's filters (GET form): search, status, brand and category tags. */
export const productListQuery = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(PRODUCT_STATUSES).optional().catch(undefined),
  brand: entityId.optional().catch(undefined),
  category: entityId.optional().catch(undefined),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export type ImageType = "image/png" | "image/jpeg" | "image/webp";
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** The image's real type from its first bytes (the browser's declared type is not trusted). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return "image/webp";
  return null;
}

/** Why an uploaded file is refused as a product image, or its type. */
export function checkProductImage(
  bytes: Uint8Array,
): { ok: true; type: ImageType } | { ok: false; message: string; tooLarge: boolean } {
  if (bytes.length === 0) return { ok: false, message: IMAGE_EMPTY_MESSAGE, tooLarge: false };
  if (bytes.length > MAX_PRODUCT_IMAGE_BYTES)
    return { ok: false, message: IMAGE_SIZE_MESSAGE, tooLarge: true };
  const type = sniffImageType(bytes);
  return type ? { ok: true, type } : { ok: false, message: IMAGE_TYPE_MESSAGE, tooLarge: false };
}

export const imagePathInput = z.object({
  path: z.string().min(1).max(300),
  /** Move the image up (-1) or down (1) one place instead of removing it. */
  move: z.union([z.literal(-1), z.literal(1)]).optional(),
});

/** PUT /api/staff/products/{id}/images: the colour a picture shows (issue 26); null for every colour. */
export const imageColourInput = z.object({
  path: z.string().min(1).max(300),
  color_id: entityId.nullable(),
});

/** The images after moving one up or down (kept when it cannot move). */
export function moveImage(images: readonly string[], path: string, by: -1 | 1): string[] {
  const from = images.indexOf(path);
  const to = from + by;
  if (from < 0 || to < 0 || to >= images.length) return [...images];
  const next = [...images];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
