/** Enumerations of spec section 4.1 and the closed value sets the spec names elsewhere. */

export const ORDER_STATUSES = [
  "ORDER_PROBLEM",
  "ORDER_FINALISED",
  "ORDER_PLACED",
  "ORDER_ACTIVE",
  "ORDER_PLACED_PAYMENT_CANCELLED",
  "ORDER_PLACED_PAYMENT_PENDING",
  "ORDER_PROCESSING",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The spec also names bare statuses (ACTIVE, PLACED, FINALISED, PLACED_PAYMENT_CANCELLED).
 * They are the same states; we store only the ORDER_* values and map the bare names here.
 */
const BARE_ORDER_STATUS: Record<string, OrderStatus> = {
  PROBLEM: "ORDER_PROBLEM",
  FINALISED: "ORDER_FINALISED",
  PLACED: "ORDER_PLACED",
  ACTIVE: "ORDER_ACTIVE",
  PLACED_PAYMENT_CANCELLED: "ORDER_PLACED_PAYMENT_CANCELLED",
  PLACED_PAYMENT_PENDING: "ORDER_PLACED_PAYMENT_PENDING",
  PROCESSING: "ORDER_PROCESSING",
};

export function toOrderStatus(value: string): OrderStatus | undefined {
  if ((ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  return BARE_ORDER_STATUS[value];
}

export const ORDER_ITEM_STATUSES = [
  "REQUESTED",
  "CONFIRMED",
  "RETURN_REQUESTED",
  "RETURN_CONFIRMED",
  "RETURN_DELIVERED",
] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const PRODUCT_ITEM_STATUSES = [
  "INITIATED",
  "STORAGE",
  "HOLD",
  "STORAGE_APPROVE",
  "STORAGE_HOLD",
  "CUSTOMER",
  "RETURNING",
  "IN_CLEANING",
  "PROBLEM",
  "RESALE",
  "EX_HIRE",
  "SOLD",
] as const;
export type ProductItemStatus = (typeof PRODUCT_ITEM_STATUSES)[number];

export const API_LOG_ORIGINS = [
  "stockSync",
  "orderSync",
  "returnSync",
  "acsCreateOrder",
  "retirementSync",
] as const;
export type ApiLogOrigin = (typeof API_LOG_ORIGINS)[number];

export const API_LOG_STATUSES = ["SUCCESS", "NEW_STOCK", "NO_UPDATE", "ERROR"] as const;
export type ApiLogStatus = (typeof API_LOG_STATUSES)[number];

/** Not given by the spec; decided in docs/decisions/. */
export const GIFT_ORDER_STATUSES = ["PAYMENT_PENDING", "PAID", "SENT", "CANCELLED"] as const;
export type GiftOrderStatus = (typeof GIFT_ORDER_STATUSES)[number];

export const SHIPPING_METHODS = ["manual", "royal_mail"] as const;

/** Taxonomy types of section 3.3, stored upper-case (the spec writes BRAND). */
export const TAG_TYPES = [
  "BRAND",
  "CATEGORY",
  "CONCEPT",
  "MATERIAL",
  "PATTERN",
  "SEASON",
  "SLEEVE_LENGTH",
  "TAG",
  "TYPE",
  "FIT",
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Option names of section 3.1: the size and colour options. */
export const VARIANT_OPTION_TYPES = ["Color", "Size"] as const;

export const MAILING_LISTS = ["NEWSLETTER", "WAITLIST", "SUBSCRIBER"] as const;
export type MailingList = (typeof MAILING_LISTS)[number];
