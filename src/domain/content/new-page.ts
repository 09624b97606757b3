/**
 * A new page document (issue 12, the back office's 'New page'): its address (uid, the slug the
 * page is shown at, `/{uid}`) and title. The document starts as a draft with no sections; staff
 * fill it in with the page form, preview and publish it.
 */
import { z } from "@/domain/zod";
import type { PageDocument } from "./documents";

/**
 * Addresses the shop's own screens use (the top-level folders of src/app and src/app/(shop) that
 * are not content pages), the home page's uid, and the files served at the root. A test (admin-content.test.ts) keeps
 * this list in step with the folders.
 */
export const RESERVED_PAGE_UIDS: readonly string[] = [
  "account",
  "admin",
  "api",
  "care",
  "checkout",
  "collection",
  "contact",
  "delivery",
  "gifting",
  "home",
  "images",
  "join",
  "products",
  "robots",
  "sandbox",
  "search",
  "sitemap",
  "size-guide",
  "warehouse-sim",
];

export const PAGE_UID_FORMAT_MESSAGE =
  "Use lower-case letters, digits and single hyphens, e.g. 'our-story'";
export const PAGE_UID_RESERVED_MESSAGE = "This address belongs to another screen of the shop";

export const pageUid = z
  .string({ error: "Enter the page's address" })
  .trim()
  .min(2, "At least 2 characters")
  .max(80, "Maximum 80 characters")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, PAGE_UID_FORMAT_MESSAGE)
  .refine((uid) => !RESERVED_PAGE_UIDS.includes(uid), PAGE_UID_RESERVED_MESSAGE);

/**
 * Whether `/{segment}` can be a page made in the back office (the shop's `[page]` route): an
 * address 'New page' would accept as it is. Anything else is a 404 without reading the database.
 */
export function isNewPageAddress(segment: string): boolean {
  return pageUid.safeParse(segment).data === segment;
}

export const newPageInput = z
  .object({
    uid: pageUid,
    title: z
      .string({ error: "Enter the page title" })
      .trim()
      .min(1, "The page title is required")
      .max(200, "Maximum 200 characters"),
  })
  .strict();
export type NewPageInput = z.output<typeof newPageInput>;

/** The draft a new page starts as: its title and no sections yet. */
export function newPageDocument(input: NewPageInput): PageDocument {
  return { type: "page", uid: input.uid, data: { title: input.title, slices: [] } };
}
