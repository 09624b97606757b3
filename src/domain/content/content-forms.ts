/**
 * The back office's content forms (issue 12): strict schemas for the settings, popups and page
 * documents as staff edit them. The shop reads documents tolerantly (settings.ts); these schemas
 * are what a staff member must get right before a draft is saved, each message shown next to its
 * field. Paths of errors are dotted ('subscriptionOption.1.optionPrice').
 */
import { z } from "@/domain/zod";
import type { PageSlice } from "./documents";
import { MAX_SWAPS_PER_PERIOD } from "@/domain/member/swap-allowance";

const MAX_TEXT = 2000;
const MAX_BODY = 20_000;

const line = (max = 200) => z.string().trim().max(max, `Maximum ${max} characters`);
const required = (label: string, max = 200) => line(max).min(1, `${label} is required`);
const body = () => z.string().max(MAX_BODY, `Maximum ${MAX_BODY} characters`);
const optionalEmail = z
  .string()
  .trim()
  .max(200, "Maximum 200 characters")
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter an e-mail address");
const url = z
  .string()
  .trim()
  .max(500, "Maximum 500 characters")
  .refine(
    (value) => value === "" || /^https?:\/\/[^\s]+$/.test(value),
    "Enter a full web address starting with https://",
  );
const imageField = z.object({
  url: line(500),
  alt: line(300).optional(),
});
const optionalImage = imageField.optional();
/** A comma-separated list kept as one text, as the document stores it. */
const commaList = (max = MAX_TEXT) => line(max);
const ukDates = commaList().refine(
  (value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .every((part) => /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.test(part)),
  "Write dates as dd/mm/yyyy, separated by commas",
);
/** Postcode areas ('ZE') or districts ('KW15', 'EC1A'), separated by commas. */
const postcodeAreas = commaList().refine(
  (value) =>
    value
      .split(",")
      .map((part) => part.replace(/\s+/g, ""))
      .filter(Boolean)
      .every((part) => /^[a-z]{1,2}(\d[a-z\d]?)?$/i.test(part)),
  "Write postcode areas (ZE) or districts (KW15), separated by commas",
);
const money = z.coerce
  .number({ error: "Enter a price in pounds" })
  .min(0, "The price cannot be below 0")
  .max(10_000, "The price is too high");
const garmentLimit = z.coerce
  .number({ error: "Enter a whole number" })
  .int("Enter a whole number")
  .min(1, "At least 1 garment")
  .max(100, "At most 100 garments");

export const settingsForm = z.object({
  slices1: z
    .array(z.object({ primary: z.object({ itemName: required("The label", 40) }) }))
    .length(3, "The header menu has three items: shop, login and cart"),
  slices2: z
    .array(
      z.object({
        primary: z.object({
          itemName: required("The label", 80),
          path: z.object({
            uid: line(80).optional(),
            url: line(500).optional(),
          }),
        }),
      }),
    )
    .max(30, "At most 30 footer items"),
  footerCopyrightText: line(300),
  footerRightSideText: line(500),
  shareTitle: required("The share title", 200),
  shareDescription: line(500),
  shareImage: optionalImage,
  maintenancemode: z.boolean(),
  contactEmail: optionalEmail.refine((value) => value !== "", "The contact e-mail is required"),
  contactMessagesEmail: optionalEmail.optional(),
  deliveryTimes: commaList(),
  blockedDates: ukDates,
  subscriptionOption: z
    .array(
      z.object({
        option: required("The plan's name", 80),
        optionPrice: money,
        optionLimit: garmentLimit,
        paymentId: required("The payment price id", 200),
      }),
    )
    .min(1, "Keep at least one subscription option")
    .max(10, "At most 10 subscription options"),
  hiddenFilters: commaList(),
  pauseNewMembers: z.boolean(),
  swapsPerPeriod: z.coerce
    .number({ error: "Enter a whole number" })
    .int("Enter a whole number")
    .min(1, "At least 1 swap: members need to change what they have outgrown")
    .max(MAX_SWAPS_PER_PERIOD, `At most ${MAX_SWAPS_PER_PERIOD} swaps`)
    // Documents saved before the setting existed: the shop's default applies.
    .optional(),
  postcodeList: commaList(5000),
  excludedPostcodes: postcodeAreas.optional(),
  resaleValuePercent: z.coerce
    .number({ error: "Enter a percentage" })
    .min(0, "At least 0%")
    .max(100, "At most 100%")
    // Documents saved before the setting existed: 20%, the shop's default (decision 059).
    .optional(),
  keepFloorPercent: z.coerce
    .number({ error: "Enter a percentage" })
    .min(0, "At least 0%")
    .max(100, "At most 100%")
    // Documents saved before the setting existed: 30%, the shop's default (issue 27).
    .optional(),
  tradeInCreditPercent: z.coerce
    .number({ error: "Enter a percentage" })
    .int("Enter a whole percentage")
    .min(1, "At least 1%")
    .max(90, "At most 90%")
    // Documents saved before the setting existed: 40%, the shop's default (issue 27, trade-in).
    .optional(),
  popupImage: optionalImage,
  slices4: z
    .array(
      z.object({
        primary: z.object({
          title: line(200),
          bodyText: line(MAX_TEXT),
          socialBodyText: line(MAX_TEXT),
          buttonText: line(60),
        }),
        items: z.array(z.object({ socialLink: z.object({ url }) })).max(3),
      }),
    )
    .max(1),
});

export const popupsForm = z.object({
  popups: z
    .array(
      z.object({
        popupName: z.enum(["regularNewsletter", "customNewsletter"]),
        title: required("The title"),
        bodyText: line(MAX_TEXT),
        buttonText: required("The button text", 60),
        image: imageField,
      }),
    )
    .max(2),
});

export const SLICE_TYPES = ["hero", "text", "steps", "faq", "image_text", "newsletter"] as const;
export type SliceType = (typeof SLICE_TYPES)[number];

export const SLICE_LABELS: Readonly<Record<SliceType, string>> = {
  hero: "Hero banner",
  text: "Text",
  steps: "Steps",
  faq: "Questions and answers",
  image_text: "Image and text",
  newsletter: "Newsletter sign-up",
};

const sliceSchema = z.discriminatedUnion("slice_type", [
  z.object({
    slice_type: z.literal("hero"),
    title: required("The title"),
    text: line(MAX_TEXT),
    image: optionalImage,
    buttonText: line(60).optional(),
    buttonLink: line(500).optional(),
  }),
  z.object({
    slice_type: z.literal("text"),
    title: line().optional(),
    body: body().refine((value) => value.trim() !== "", "The text is required"),
  }),
  z.object({
    slice_type: z.literal("steps"),
    title: line(),
    items: z
      .array(z.object({ title: required("The step's title"), text: line(MAX_TEXT) }))
      .min(1, "Add at least one step"),
  }),
  z.object({
    slice_type: z.literal("faq"),
    title: line(),
    items: z
      .array(z.object({ question: required("The question", 300), answer: body() }))
      .min(1, "Add at least one question"),
  }),
  z.object({
    slice_type: z.literal("image_text"),
    title: line(),
    body: body(),
    image: imageField,
    imageLeft: z.boolean().optional(),
  }),
  z.object({
    slice_type: z.literal("newsletter"),
    title: line().optional(),
    bodyText: line(MAX_TEXT).optional(),
    buttonText: line(60).optional(),
    image: optionalImage,
  }),
]);

export const pageForm = z.object({
  type: z.string(),
  uid: z.string(),
  data: z.object({
    title: required("The page title"),
    shareTitle: line().optional(),
    shareDescription: line(500).optional(),
    shareImage: optionalImage,
    slices: z.array(sliceSchema).max(40, "At most 40 sections"),
  }),
});

/** A new, empty section of a page, for the 'Add section' button. */
export function emptySlice(type: SliceType): PageSlice {
  switch (type) {
    case "hero":
      return { slice_type: "hero", title: "", text: "", buttonText: "", buttonLink: "" };
    case "text":
      return { slice_type: "text", title: "", body: "" };
    case "steps":
      return { slice_type: "steps", title: "", items: [{ title: "", text: "" }] };
    case "faq":
      return { slice_type: "faq", title: "", items: [{ question: "", answer: "" }] };
    case "image_text":
      return {
        slice_type: "image_text",
        title: "",
        body: "",
        image: { url: "", alt: "" },
        imageLeft: false,
      };
    case "newsletter":
      return { slice_type: "newsletter" };
  }
}

/** Moves one entry of a list up (-1) or down (+1); out of range leaves the list as it is. */
export function moveEntry<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}

export type FieldErrors = Record<string, string>;

/** A schema's verdict as one message per field path (the first), or null when it passes. */
export function formErrors(schema: z.ZodType, value: unknown): FieldErrors | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".") || "form";
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The address a page document is shown at: the home page at '/', any other at '/{uid}'. */
export function pagePath(document: { type: string; uid: string }): string {
  return document.type === "home" || document.uid === "home" ? "/" : `/${document.uid}`;
}

/** The schema of one document type. */
export function contentFormSchema(type: "settings" | "popups" | "page"): z.ZodType {
  return type === "settings" ? settingsForm : type === "popups" ? popupsForm : pageForm;
}
