import type { VariantOptionRef, ListedVariant } from "@/domain/catalogue/types";
import type { SubscriptionOptionDocument } from "@/domain/content/documents";
import type { CartItem, CartPlan, CartProduct, CartSelectedVariant, CartSize } from "./types";

// Browser storage is checked here without zod: this module runs as every page opens, and zod would
// add ~80 KB of JavaScript to each page's first seconds on a phone (issue 14's Lighthouse budget).
// Each reader gives the value rebuilt from the fields it knows (others dropped), or INVALID.
const INVALID = Symbol("invalid");
type Read<T> = (value: unknown) => T | typeof INVALID;

const int: Read<number> = (v) => (Number.isSafeInteger(v) ? (v as number) : INVALID);
const count: Read<number> = (v) =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : INVALID;
const finite: Read<number> = (v) => (typeof v === "number" && Number.isFinite(v) ? v : INVALID);
const text: Read<string> = (v) => (typeof v === "string" ? v : INVALID);
const filledText: Read<string> = (v) => (typeof v === "string" && v !== "" ? v : INVALID);
const flag: Read<boolean> = (v) => (typeof v === "boolean" ? v : INVALID);
const nothing: Read<null> = (v) => (v === null ? null : INVALID);
const anything: Read<unknown> = (v) => v ?? null;
const rrp: Read<number | string | null> = (v) =>
  v === null || typeof v === "string" ? v : finite(v);
/** A number, or a numeric string read as one. */
const numeric: Read<number> = (v) =>
  typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : finite(v);

function nullable<T>(read: Read<T>): Read<T | null> {
  return (v) => (v === null ? null : read(v));
}

function listOf<T>(read: Read<T>): Read<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return INVALID;
    const items: T[] = [];
    for (const entry of v) {
      const item = read(entry);
      if (item === INVALID) return INVALID;
      items.push(item);
    }
    return items;
  };
}

function shape<T extends object>(fields: { [K in keyof T]-?: Read<T[K]> }): Read<T> {
  return (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return INVALID;
    const result = {} as T;
    for (const key of Object.keys(fields) as (keyof T)[]) {
      const field = fields[key]((v as Partial<Record<keyof T, unknown>>)[key]);
      if (field === INVALID) return INVALID;
      result[key] = field;
    }
    return result;
  };
}

function withCheck<T>(read: Read<T>, check: (value: T) => boolean): Read<T> {
  return (v) => {
    const value = read(v);
    return value !== INVALID && check(value) ? value : INVALID;
  };
}

const option = shape<VariantOptionRef>({
  id: int,
  name: text,
  slug: text,
  order: finite,
  metadata: anything,
});

const variant = shape<ListedVariant>({
  id: int,
  sku: text,
  stock: count,
  deleted_at: nothing,
  product_id: int,
  size_id: nullable(int),
  color_id: nullable(int),
  size: nullable(option),
  color: nullable(option),
});

const cartItem = shape<CartItem>({
  product: shape<CartProduct>({
    slug: text,
    name: text,
    images: listOf(text),
    id: int,
    rrp,
    product_variants: listOf(variant),
  }),
  selected_variant: shape<CartSelectedVariant>({
    id: int,
    stock: count,
    size: nullable(shape<CartSize>({ name: text, slug: text, order: finite, metadata: anything })),
    color: nullable(shape<{ name: string }>({ name: text })),
    product: shape<CartSelectedVariant["product"]>({ id: int, slug: text, name: text }),
  }),
  uid: filledText,
  unavailable: flag,
  keptItem: flag,
});

const cartPlan = shape<CartPlan>({
  plan: filledText,
  limit: withCheck(numeric, (limit) => Number.isSafeInteger(limit) && limit >= 1),
  price: withCheck(numeric, (price) => price >= 0),
  paymentPriceId: text,
});

function parseJson(raw: string | null | undefined): unknown {
  // Stryker disable next-line all: a shortcut; JSON.parse refuses null, undefined and "" (caught below)
  if (raw == null || raw === "") return undefined;
  try {
    return JSON.parse(raw) as unknown;
    // Stryker disable next-line BlockStatement: an empty catch also gives undefined
  } catch {
    return undefined;
  }
}

/**
 * The cart as read from browser storage. Unreadable storage gives an empty cart; entries that
 * do not have the cart item shape are dropped, the valid ones kept.
 */
export function parseStoredCart(raw: string | null | undefined): CartItem[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const item = cartItem(entry);
    return item === INVALID ? [] : [item];
  });
}

/** The chosen plan as read from browser storage, or null when absent or corrupted. */
export function parseStoredPlan(raw: string | null | undefined): CartPlan | null {
  const plan = cartPlan(parseJson(raw));
  return plan === INVALID ? null : plan;
}

/** A settings subscription option as held in the basket: plan, limit, price and price id. */
export function planFromSubscriptionOption(option: SubscriptionOptionDocument): CartPlan | null {
  const plan = cartPlan({
    plan: option.option,
    limit: option.optionLimit,
    price: option.optionPrice,
    paymentPriceId: option.paymentId,
  });
  return plan === INVALID ? null : plan;
}
