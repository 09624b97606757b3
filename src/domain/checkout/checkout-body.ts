/**
 * What the checkout page sends (issue 9): the body of POST /api/checkout, checked on the server.
 * The delivery details are the spec's DELIVERY form (or DELIVERYTERMSACCEPTED once terms were
 * accepted); a guest first signs up with DELIVERYSIGNUP (account, name and phone) and adds the
 * address here.
 */
import { z } from "@/domain/zod";
import { optionalText } from "@/domain/forms/field-rules";
import { MAX_LENGTHS } from "@/domain/forms/messages";
import { entityId } from "@/domain/ids";
import { MAX_CHECKOUT_LINES } from "./checkout-request";

export const checkoutLine = z.object({
  variantId: entityId,
  /** A garment the member has now and keeps for the next period ('In your Wardrobe'). */
  kept: z.boolean().default(false),
});
export type CheckoutLine = z.output<typeof checkoutLine>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a delivery day");

/** The body of POST /api/checkout. The delivery values are parsed by the form schema chosen on the server. */
export const checkoutRequest = z.object({
  plan: z.string().trim().min(1).max(100),
  lines: z.array(checkoutLine).min(1).max(MAX_CHECKOUT_LINES),
  delivery: z.record(z.string().max(40), z.unknown()),
  deliveryDate: isoDate,
  time: z.string().trim().min(1, "Please choose a delivery time").max(MAX_LENGTHS.time),
  code: optionalText(MAX_LENGTHS.discountCode),
});
export type CheckoutRequest = z.output<typeof checkoutRequest>;
