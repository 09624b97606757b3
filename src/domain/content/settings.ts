/**
 * Turns the raw content documents of spec section 3.6 into typed values. The parsing is
 * tolerant: a missing or malformed field falls back to an empty value instead of failing,
 * because a content editor's slip must not take the shop down.
 */
import { z } from "@/domain/zod";
import { parseResaleValuePercent } from "@/domain/reporting/resale-value";
import { parseKeepFloorPercent } from "@/domain/buy-to-keep/keep-price";
import { parseTradeInCreditPercent } from "@/domain/trade-in/credit-percent";
import type { ImageField, LinkPath, PageDocument, PopupName } from "./documents";
import { parseSwapsPerPeriod } from "@/domain/member/swap-allowance";

/** The built-in hidden size labels, line by line as spec section 9 writes them. */
const SPEC_HIDDEN_SIZE_LINES = [
  "56/62 (0-3m), 1m, 3m, 6m, 2m, m, 4m, 9m, 12m, 1y, 12-18m, 18m-24m, 18m, 24m, 18-24m, 1.5y, 2y, 36m",
  "62/68 (3-6m), 62/68-(3-6m), 68/74 (6-9m), 74/80 (9-12m), 80/86 (12-18m), 86/92 (18-24m)",
  "small, medium, xs, large, 2, 4, 6, s, 2-4y, 92/98 (2-3y), 3y, extra large, 48m, 2-6y, 6-10y, 9m-4y, 3, 4y, 6y, 98/104 (3-4y)",
];

/** Built-in size labels always hidden from the filters; the spec's '19 to 27' is one label each. */
export const BUILT_IN_HIDDEN_SIZE_LABELS: readonly string[] = [
  ...SPEC_HIDDEN_SIZE_LINES.flatMap((line) => line.split(", ")),
  ...Array.from({ length: 9 }, (_, i) => String(19 + i)),
];

export const MAINTENANCE_MESSAGE_TEMPLATE =
  "Our website is currently down for maintenance work. For any urgent queries, please get in touch via {email}";

export function maintenanceMessage(email: string): string {
  return MAINTENANCE_MESSAGE_TEMPLATE.replace("{email}", email);
}

const text = z.string().catch("");
const flag = z.boolean().catch(false);
const image = z
  .object({ url: z.string(), alt: z.string().optional().catch(undefined) })
  .optional()
  .catch(undefined);
/** A list whose malformed entries are dropped, not fatal. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const settingsDocumentSchema = z.object({
  slices1: listOf(z.object({ primary: z.object({ itemName: text }) })),
  slices2: listOf(
    z.object({
      primary: z.object({
        itemName: text,
        path: z
          .object({
            uid: z.string().optional().catch(undefined),
            url: z.string().optional().catch(undefined),
          })
          .catch({}),
      }),
    }),
  ),
  footerCopyrightText: text,
  footerRightSideText: text,
  shareTitle: text,
  shareImage: image,
  shareDescription: text,
  maintenancemode: flag,
  contactEmail: text,
  contactMessagesEmail: text,
  deliveryTimes: text,
  blockedDates: text,
  subscriptionOption: listOf(
    z.object({
      option: z.string(),
      optionPrice: z.union([z.number(), z.string()]),
      optionLimit: z.union([z.number(), z.string()]),
      paymentId: z.string().catch(""),
    }),
  ),
  hiddenFilters: text,
  pauseNewMembers: flag,
  swapsPerPeriod: z.unknown().optional(),
  postcodeList: text,
  excludedPostcodes: text,
  resaleValuePercent: z.unknown().optional(),
  keepFloorPercent: z.unknown().optional(),
  tradeInCreditPercent: z.unknown().optional(),
  popupImage: image,
  slices4: listOf(
    z.object({
      primary: z
        .object({ title: text, bodyText: text, socialBodyText: text, buttonText: text })
        .catch({ title: "", bodyText: "", socialBodyText: "", buttonText: "" }),
      items: listOf(z.object({ socialLink: z.object({ url: z.string() }) })),
    }),
  ),
});

export interface BlockedRange {
  /** ISO yyyy-mm-dd. */
  from: string;
  to: string;
}

export interface SubscriptionOption {
  plan: string;
  limit: number;
  price: number;
  paymentPriceId: string;
}

export interface FooterItem {
  itemName: string;
  path: LinkPath;
}

export interface NewsletterBlock {
  title: string;
  bodyText: string;
  socialBodyText: string;
  buttonText: string;
  social: { socialNetwork?: string; photoSharing?: string; shortVideo?: string };
}

export interface ShareMetadata {
  title: string;
  description: string;
  image?: ImageField;
}

export interface Settings {
  headerMenu: { shop: string; login: string; cart: string };
  footerItems: FooterItem[];
  copyright: string;
  footerRightSideText: string;
  share: ShareMetadata;
  maintenancemode: boolean;
  contactEmail: string;
  /** Where new contact messages are e-mailed: the setting, or else contactEmail. */
  contactMessagesEmail: string;
  deliveryTimes: string[];
  blockedDates: BlockedRange[];
  subscriptionOptions: SubscriptionOption[];
  /** Free swaps a live member has per billing period (decision 057). */
  swapsPerPeriod: number;
  /** Lowercased labels hidden from the filters, built-in ones included. */
  hiddenFilters: string[];
  pauseNewMembers: boolean;
  /** Served outward postcodes: lowercased, without spaces. */
  postcodeList: string[];
  /** Postcode areas and districts not served (issue 25): lowercased, without spaces. */
  excludedPostcodes: string[];
  /** An unsold garment's resale value, in % of its rrp (the statistics, docs/reporting.md). */
  resaleValuePercent: number;
  /** The lowest price to keep a garment, in % of its rrp (issue 27, docs/growing.md). */
  keepFloorPercent: number;
  /** A family's credit for a traded-in piece, in % of its estimated resale value (issue 27). */
  tradeInCreditPercent: number;
  popupImage?: ImageField;
  newsletter: NewsletterBlock;
}

/** Header labels used when the settings have no header menu items. */
export const DEFAULT_HEADER_MENU = { shop: "shop now", login: "login", cart: "cart" } as const;

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** dd/mm/yyyy (1- or 2-digit day and month) to yyyy-mm-dd; undefined when not a real date. */
export function parseUkDate(value: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return date.toISOString().slice(0, 10);
}

export function parseBlockedDates(value: string): BlockedRange[] {
  return splitList(value).flatMap((part) => {
    const iso = parseUkDate(part);
    return iso ? [{ from: iso, to: iso }] : [];
  });
}

export function parseHiddenFilters(value: string): string[] {
  const fromSettings = splitList(value).map((label) => label.toLowerCase());
  return [...new Set([...BUILT_IN_HIDDEN_SIZE_LABELS, ...fromSettings])];
}

/** Whether a filter label is hidden; compared case-insensitively. */
export function isHiddenFilter(label: string, hiddenFilters: readonly string[]): boolean {
  return hiddenFilters.includes(label.trim().toLowerCase());
}

export function parsePostcodeList(value: string): string[] {
  return splitList(value).map((postcode) => postcode.toLowerCase().replace(/\s+/g, ""));
}

function toNumber(value: number | string): number {
  return typeof value === "number"
    ? value
    : value.trim() === ""
      ? Number.NaN
      : Number(value.trim());
}

/** Options whose limit is not a whole number above 0, or whose price is not a number, are dropped. */
function toSubscriptionOption(raw: {
  option: string;
  optionPrice: number | string;
  optionLimit: number | string;
  paymentId: string;
}): SubscriptionOption[] {
  const limit = toNumber(raw.optionLimit);
  const price = toNumber(raw.optionPrice);
  if (!Number.isInteger(limit) || limit < 1 || !Number.isFinite(price) || price < 0) return [];
  return [{ plan: raw.option.trim(), limit, price, paymentPriceId: raw.paymentId.trim() }];
}

export function parseSettings(raw: unknown): Settings {
  const doc = settingsDocumentSchema.parse(typeof raw === "object" && raw !== null ? raw : {});
  const menuLabel = (index: number, fallback: string) =>
    doc.slices1[index]?.primary.itemName || fallback;
  const block = doc.slices4[0];
  const socialUrl = (index: number) => block?.items[index]?.socialLink.url || undefined;
  return {
    headerMenu: {
      shop: menuLabel(0, DEFAULT_HEADER_MENU.shop),
      login: menuLabel(1, DEFAULT_HEADER_MENU.login),
      cart: menuLabel(2, DEFAULT_HEADER_MENU.cart),
    },
    footerItems: doc.slices2.map((slice) => ({
      itemName: slice.primary.itemName,
      path: slice.primary.path,
    })),
    copyright: doc.footerCopyrightText,
    footerRightSideText: doc.footerRightSideText,
    share: { title: doc.shareTitle, description: doc.shareDescription, image: doc.shareImage },
    maintenancemode: doc.maintenancemode,
    contactEmail: doc.contactEmail.trim(),
    contactMessagesEmail: doc.contactMessagesEmail.trim() || doc.contactEmail.trim(),
    deliveryTimes: splitList(doc.deliveryTimes),
    blockedDates: parseBlockedDates(doc.blockedDates),
    subscriptionOptions: doc.subscriptionOption.flatMap(toSubscriptionOption),
    hiddenFilters: parseHiddenFilters(doc.hiddenFilters),
    pauseNewMembers: doc.pauseNewMembers,
    swapsPerPeriod: parseSwapsPerPeriod(doc.swapsPerPeriod),
    postcodeList: parsePostcodeList(doc.postcodeList),
    excludedPostcodes: parsePostcodeList(doc.excludedPostcodes),
    resaleValuePercent: parseResaleValuePercent(doc.resaleValuePercent),
    keepFloorPercent: parseKeepFloorPercent(doc.keepFloorPercent),
    tradeInCreditPercent: parseTradeInCreditPercent(doc.tradeInCreditPercent),
    popupImage: doc.popupImage,
    newsletter: {
      title: block?.primary.title ?? "",
      bodyText: block?.primary.bodyText ?? "",
      socialBodyText: block?.primary.socialBodyText ?? "",
      buttonText: block?.primary.buttonText ?? "",
      social: { socialNetwork: socialUrl(0), photoSharing: socialUrl(1), shortVideo: socialUrl(2) },
    },
  };
}

export interface Popup {
  popupName: PopupName;
  title: string;
  bodyText: string;
  buttonText: string;
  image?: ImageField;
}

const popupSchema = z.object({
  popupName: z.enum(["regularNewsletter", "customNewsletter"]),
  title: text,
  bodyText: text,
  buttonText: text,
  image,
});

/** The popups document's entries; unknown or malformed entries are dropped. */
export function parsePopups(raw: unknown): Popup[] {
  const doc = z
    .object({ popups: listOf(popupSchema) })
    .catch({ popups: [] })
    .parse(raw);
  return doc.popups;
}

export function findPopup(raw: unknown, name: PopupName): Popup | undefined {
  return parsePopups(raw).find((popup) => popup.popupName === name);
}

export interface PageMetadata {
  title: string;
  description: string;
  image?: string;
  type: "website";
}

/** A blank page value counts as missing, so the settings value is used. */
function present(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== "" ? value : undefined;
}

/** Head metadata of spec 2.9: the page's share fields, falling back to the settings'. */
export function pageMetadata(
  page: Pick<PageDocument, "data"> | undefined,
  settings: Pick<Settings, "share">,
): PageMetadata {
  const data = page?.data;
  const image = present(data?.shareImage?.url) ?? present(settings.share.image?.url);
  return {
    title: present(data?.shareTitle) ?? settings.share.title,
    description: present(data?.shareDescription) ?? settings.share.description,
    ...(image ? { image } : {}),
    type: "website",
  };
}
