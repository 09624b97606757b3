import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { giftCodeFrom } from "@/domain/gifting/gift-code";
import type { GiftEmailFacts } from "@/domain/gifting/gift-emails";
import type { Executor } from "@/server/db/client";
import { orderGifting } from "@/server/db/schema";
import { giftCardEmail, giftReceiptEmail } from "@/server/integrations/email/templates/gift-emails";
import type { PaymentGateway } from "@/server/integrations/payments";
import type { JobContext } from "@/server/queue/job-queue";
import { claimThenSend } from "@/server/services/notifications/claim-then-send";

type GiftRow = typeof orderGifting.$inferSelect;

function factsOf(gift: GiftRow): GiftEmailFacts {
  return {
    orderId: gift.id,
    amountPounds: Number(gift.coupon_value),
    senderFirstName: gift.first_name_sender,
    senderLastName: gift.last_name_sender,
    recipientFirstName: gift.first_name_recipient,
    recipientLastName: gift.last_name_recipient,
    message: gift.message,
    deliveryDate: gift.delivery_date ?? "",
    expiresAt: gift.expires_at,
  };
}

async function lockGift(tx: Executor, id: number): Promise<GiftRow | undefined> {
  const [gift] = await tx.select().from(orderGifting).where(eq(orderGifting.id, id)).for("update");
  return gift;
}

/**
 * The coupon of a paid gift, exactly one (issue 10). The provider is not in our transaction, so:
 * 1. under the gift's row lock the shop chooses the code and stores it (coupon_code) first;
 * 2. outside any transaction the provider is asked for that code, and only if it has none a coupon
 *    is created with it (a retry after a crash between the provider's answer and our commit finds
 *    the code and reuses its coupon; the provider refuses a second live code with the same text);
 * 3. under the row lock coupon_id is stored only where it is still null, the recipient's e-mail is
 *    queued for its day, and the job is marked done, all in one transaction.
 */
export async function issueGiftCoupon(
  gateway: PaymentGateway,
  giftId: number,
  context: JobContext,
  /** Queues the recipient's card (gift.recipient-email, given by its job file: no import cycle). */
  queueRecipientEmail: (tx: Executor, runAt: Date) => Promise<unknown>,
): Promise<void> {
  const { db } = context;
  const code = await db.transaction(async (tx) => {
    const gift = await lockGift(tx, giftId);
    if (!gift || gift.status === "PAYMENT_PENDING" || gift.status === "CANCELLED") return null;
    if (gift.coupon_id) return null;
    if (gift.coupon_code) return gift.coupon_code;
    const fresh = giftCodeFrom(randomBytes(8));
    await tx.update(orderGifting).set({ coupon_code: fresh }).where(eq(orderGifting.id, giftId));
    return fresh;
  });
  let couponId: string | null = null;
  let amount = 0;
  if (code) {
    const [gift] = await db.select().from(orderGifting).where(eq(orderGifting.id, giftId));
    amount = Math.round(Number(gift!.coupon_value) * 100);
    const existing = await gateway.findPromotionCode(code);
    couponId =
      existing?.couponId ??
      (
        await gateway.createCoupon({
          amountOffPence: amount,
          name: `Gift card ${giftId}`,
          code,
          expiresAt: gift!.expires_at,
        })
      ).couponId;
  }
  await db.transaction(async (tx) => {
    const gift = await lockGift(tx, giftId);
    if (gift && couponId)
      await tx
        .update(orderGifting)
        .set({ coupon_id: couponId })
        .where(and(eq(orderGifting.id, giftId), isNull(orderGifting.coupon_id)));
    if (gift && (gift.coupon_id || couponId))
      await queueRecipientEmail(tx, gift.delivery_at ?? context.now);
    await context.complete(tx);
  });
}

/** The sender's receipt: written with the job's completion, in one transaction. */
export async function sendGiftReceipt(giftId: number, context: JobContext): Promise<void> {
  await claimThenSend(context, giftReceiptEmail, async (tx) => {
    const gift = await lockGift(tx, giftId);
    return gift ? { to: gift.email_sender, facts: factsOf(gift) } : null;
  });
}

/**
 * The recipient's card, due on the chosen day: sent once, with the gift marked SENT and the job
 * done in the same transaction. A gift whose coupon is not there yet is tried again later. A
 * resend queued by staff (`resend: true`, issue 12) sends the card again with the same code.
 */
export async function sendGiftToRecipient(
  giftId: number,
  resend: boolean,
  context: JobContext,
): Promise<void> {
  await claimThenSend(context, giftCardEmail, async (tx) => {
    const gift = await lockGift(tx, giftId);
    if (gift && gift.status === "PAID" && !(gift.coupon_id && gift.coupon_code))
      throw new Error(`Gift ${giftId} has no coupon yet`);
    const sendable = gift?.status === "PAID" || (resend && gift?.status === "SENT");
    if (!gift || !sendable || !gift.coupon_code) return null;
    await tx
      .update(orderGifting)
      .set({ status: "SENT", delivery_status: "EMAILED" })
      .where(eq(orderGifting.id, giftId));
    return { to: gift.email_recipient, facts: { ...factsOf(gift), code: gift.coupon_code } };
  });
}
