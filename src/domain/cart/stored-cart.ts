import { z } from "@/domain/zod";
import type { SubscriptionOptionDocument } from "@/domain/content/documents";
import type { CartItem, CartPlan } from "./types";

const id = z.number().int();
const numeric = z.union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)]).transform(Number);
const rrp = z.union([z.number(), z.string(), z.null()]);

const optionSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  order: z.number(),
  metadata: z.unknown().transform((value) => value ?? null),
});

const variantSchema = z.object({
  id,
  sku: z.string(),
  stock: z.number().int().min(0),
  deleted_at: z.null(),
  product_id: id,
  size_id: id.nullable(),
  color_id: id.nullable(),
  size: optionSchema.nullable(),
  color: optionSchema.nullable(),
});

export const cartItemSchema = z.object({
  product: z.object({
    slug: z.string(),
    name: z.string(),
    images: z.array(z.string()),
    id,
    rrp,
    product_variants: z.array(variantSchema),
  }),
  selected_variant: z.object({
    id,
    stock: z.number().int().min(0),
    size: z
      .object({
        name: z.string(),
        slug: z.string(),
        order: z.number(),
        metadata: z.unknown().transform((v) => v ?? null),
      })
      .nullable(),
    color: z.object({ name: z.string() }).nullable(),
    product: z.object({ id, slug: z.string(), name: z.string() }),
  }),
  uid: z.string().min(1),
  unavailable: z.boolean(),
  keptItem: z.boolean(),
}) satisfies z.ZodType<CartItem, unknown>;

export const cartPlanSchema = z.object({
  plan: z.string().min(1),
  limit: numeric.pipe(z.number().int().min(1)),
  price: numeric.pipe(z.number().min(0)),
  paymentPriceId: z.string(),
}) satisfies z.ZodType<CartPlan, unknown>;

function parseJson(raw: string | null | undefined): unknown {
  if (raw == null || raw === "") return undefined;
  try {
    return JSON.parse(raw) as unknown;
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
    const parsed = cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The chosen plan as read from browser storage, or null when absent or corrupted. */
export function parseStoredPlan(raw: string | null | undefined): CartPlan | null {
  const parsed = cartPlanSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : null;
}

/** A settings subscription option as held in the basket: plan, limit, price and price id. */
export function planFromSubscriptionOption(option: SubscriptionOptionDocument): CartPlan | null {
  const parsed = cartPlanSchema.safeParse({
    plan: option.option,
    limit: option.optionLimit,
    price: option.optionPrice,
    paymentPriceId: option.paymentId,
  });
  return parsed.success ? parsed.data : null;
}
