import { eq } from "drizzle-orm";
import { formatGiftDeliveryDate } from "@/domain/gifting/delivery-date";
import { validateForm } from "@/domain/forms";
import { giftCardExpiresAt } from "@/domain/gifting/gift-card-expiry";
import { GIFT_AMOUNT_POSITIVE_MESSAGE } from "@/domain/gifting/gift-request";
import type { GiftOrderStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { orderGifting } from "@/server/db/schema";

export const GIFT_ORDER_PLACED_MESSAGE = "order place successfully";

export interface CreateGiftOrderInput {
  giftAmount: unknown;
  sender: unknown;
  recipient: unknown;
  message: unknown;
  deliveryDate: Date;
  /** When the gift is bought: its card works for 12 months from that day. */
  now?: Date;
}

export type GiftOrderErrors = Partial<
  Record<"giftAmount" | "sender" | "recipient" | "message", Record<string, string>>
>;

export type CreateGiftOrderResult =
  | { ok: true; message: typeof GIFT_ORDER_PLACED_MESSAGE; order_id: number }
  | { ok: false; errors: GiftOrderErrors };

/**
 * Gift order creation (spec 4.9): validates the four gift forms with their section-5 rules, inserts
 * one order_gifting row with the delivery date as text, and answers {message, order_id}.
 * Nothing is stored when any form is invalid.
 */
export async function createGiftOrder(
  db: Executor,
  input: CreateGiftOrderInput,
): Promise<CreateGiftOrderResult> {
  const amount = validateForm("GIFTAMOUNT", { giftAmount: input.giftAmount });
  const sender = validateForm("GIFTSENDER", input.sender);
  const recipient = validateForm("GIFTRECIPIENT", input.recipient);
  const message = validateForm("GIFTMESSAGE", { message: input.message });
  const errors: GiftOrderErrors = {};
  if (!amount.ok) errors.giftAmount = amount.errors;
  else if (amount.data.giftAmount <= 0)
    errors.giftAmount = { giftAmount: GIFT_AMOUNT_POSITIVE_MESSAGE };
  if (!sender.ok) errors.sender = sender.errors;
  if (!recipient.ok) errors.recipient = recipient.errors;
  if (!message.ok) errors.message = message.errors;
  if (!amount.ok || !sender.ok || !recipient.ok || !message.ok || Object.keys(errors).length > 0)
    return { ok: false, errors };

  const [row] = await db
    .insert(orderGifting)
    .values({
      title_sender: sender.data.title ?? null,
      first_name_sender: sender.data.firstName,
      last_name_sender: sender.data.lastName,
      email_sender: sender.data.email,
      phone_sender: sender.data.phoneNumber ?? null,
      title_recipient: recipient.data.title ?? null,
      first_name_recipient: recipient.data.firstName,
      last_name_recipient: recipient.data.lastName,
      email_recipient: recipient.data.email,
      phone_recipient: recipient.data.phoneNumber ?? null,
      coupon_value: amount.data.giftAmount.toFixed(2),
      message: message.data.message ?? null,
      delivery_date: formatGiftDeliveryDate(input.deliveryDate),
      delivery_at: input.deliveryDate,
      expires_at: giftCardExpiresAt(input.now ?? new Date()),
    })
    .returning({ id: orderGifting.id });
  return { ok: true, message: GIFT_ORDER_PLACED_MESSAGE, order_id: row!.id };
}

export type GiftOrderUpdate = Partial<{
  status: GiftOrderStatus;
  delivery_status: string | null;
  payment_id: string | null;
  coupon_id: string | null;
  coupon_code: string | null;
  checkout_id: string | null;
  internal_note: string | null;
}>;

/** Staff and payment updates of a gift order by id; null when there is no such order. */
export async function updateGiftOrder(db: Executor, id: number, update: GiftOrderUpdate) {
  const [row] = await db
    .update(orderGifting)
    .set(update)
    .where(eq(orderGifting.id, id))
    .returning();
  return row ?? null;
}

/** A gift order as the back office reads it (spec 4.9, 7.2), or null. */
export async function getGiftOrder(db: Executor, id: number) {
  const [row] = await db.select().from(orderGifting).where(eq(orderGifting.id, id)).limit(1);
  return row ?? null;
}
