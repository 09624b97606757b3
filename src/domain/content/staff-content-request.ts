import { z } from "@/domain/zod";

/** A staff document save is capped well above any real settings, popups or page document. */
export const MAX_CONTENT_DOCUMENT_BYTES = 256 * 1024;

/** Which document: /api/staff/content/{type}/{uid}. */
export const contentDocumentParams = z.object({
  type: z.enum(["settings", "popups", "page"]),
  uid: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/),
});

export const PAGE_UID_MISMATCH_MESSAGE = "The page's uid must match the address it is saved under.";

/** A document's body: a JSON object (its fields are read with fallbacks, never trusted). */
export const contentDocumentBody = z.record(z.string().max(100), z.unknown(), {
  error: "The document must be a JSON object.",
});
