import { eq } from "drizzle-orm";
import { GIFT_DELIVERY_DAY_MESSAGE, giftDeliveryInstant } from "@/domain/gifting/gift-request";
import type { GiftRequest } from "@/domain/gifting/gift-request-schema";
import type { Database } from "@/server/db/client";
import { orderGifting } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { createGiftOrder, GIFT_ORDER_PLACED_MESSAGE, type GiftOrderErrors } from "./gift-orders";

export interface StartGiftCheckoutInput {
  request: GiftRequest;
  now: Date;
  appUrl: string;
  /** How long the provider's payment page stays open. */
  reservationMinutes: number;
}

export type StartGiftCheckoutResult =
  | { ok: true; message: typeof GIFT_ORDER_PLACED_MESSAGE; order_id: number; url: string }
  | { ok: false; errors: Record<string, string> };

/** {sender: {firstName: …}} → {'sender.firstName': …}: one key per input on the page. */
function flattenErrors(errors: GiftOrderErrors): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [form, fields] of Object.entries(errors)) {
    for (const [field, message] of Object.entries(fields ?? {})) {
      flat[form === "sender" || form === "recipient" ? `${form}.${field}` : field] = message;
    }
  }
  return flat;
}

/**
 * 'Continue to payment' on /gifting (issue 10): the gift order is stored first (PAYMENT_PENDING,
 * spec 4.9), then the provider's one-off checkout is opened for its amount with
 * metadata.gift_order_id, and its id kept on the gift. The answer carries the spec's
 * {message, order_id} and the payment page's address.
 */
export async function startGiftCheckout(
  db: Database,
  gateway: PaymentGateway,
  input: StartGiftCheckoutInput,
): Promise<StartGiftCheckoutResult> {
  const { request, now } = input;
  const deliveryAt = giftDeliveryInstant(request.deliveryDay, now);
  const created = await createGiftOrder(db, {
    giftAmount: request.giftAmount,
    sender: request.sender,
    recipient: request.recipient,
    message: request.message ?? "",
    deliveryDate: deliveryAt ?? now,
    now,
  });
  if (!created.ok || !deliveryAt) {
    const errors = created.ok ? {} : flattenErrors(created.errors);
    if (!deliveryAt) errors.deliveryDay = GIFT_DELIVERY_DAY_MESSAGE;
    if (created.ok) await db.delete(orderGifting).where(eq(orderGifting.id, created.order_id));
    return { ok: false, errors };
  }
  const id = created.order_id;
  const [gift] = await db.select().from(orderGifting).where(eq(orderGifting.id, id));
  try {
    const session = await gateway.createPaymentCheckout({
      amountPence: Math.round(Number(gift!.coupon_value) * 100),
      description: `Littlerobe gift card for ${gift!.first_name_recipient} ${gift!.last_name_recipient}`,
      customerEmail: gift!.email_sender,
      reference: `gift-${id}`,
      metadata: { gift_order_id: String(id) },
      successUrl: `${input.appUrl}/gifting/thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${input.appUrl}/gifting?cancelled=1`,
      expiresAt: new Date(now.getTime() + input.reservationMinutes * 60_000),
    });
    await db.update(orderGifting).set({ checkout_id: session.id }).where(eq(orderGifting.id, id));
    return { ok: true, message: GIFT_ORDER_PLACED_MESSAGE, order_id: id, url: session.url };
  } catch (error) {
    await db.update(orderGifting).set({ status: "CANCELLED" }).where(eq(orderGifting.id, id));
    throw error;
  }
}
