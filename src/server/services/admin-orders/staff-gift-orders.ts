import { and, eq, like, sql } from "drizzle-orm";
import { validateForm } from "@/domain/forms";
import { formatGiftDeliveryDate } from "@/domain/gifting/delivery-date";
import { giftDeliveryInstant, GIFT_DELIVERY_DAY_MESSAGE } from "@/domain/gifting/gift-request";
import type { GiftOrderStatus } from "@/domain/enums";
import type { Database } from "@/server/db/client";
import { jobs, orderGifting } from "@/server/db/schema";
import { giftRecipientEmailJob } from "@/server/jobs/gift-recipient-email";
import { recordStaffChange } from "@/server/services/staff/audit";

export interface GiftOrderEdit {
  deliveryDay: string;
  email_recipient: string;
  message: string;
}

type Refusal = {
  ok: false;
  reason: "not_found" | "refused" | "invalid";
  message: string;
  fields?: Record<string, string>;
};

export const GIFT_ALREADY_SENT_MESSAGE =
  "This gift has already been e-mailed to the recipient; use 'Resend the recipient's e-mail'.";
export const GIFT_NOT_EDITABLE_MESSAGE = "A cancelled gift cannot be changed.";

const lockGift = (tx: Parameters<Parameters<Database["transaction"]>[0]>[0], id: number) =>
  tx.select().from(orderGifting).where(eq(orderGifting.id, id)).for("update");

/**
 * Staff change a gift's delivery day, recipient e-mail or message (spec 4.9) with the shop's own
 * rules (spec 5: a valid e-mail, at most 500 characters; a day among those /gifting offers).
 * A gift already e-mailed is not changed; a pending recipient e-mail follows the new day.
 */
export async function editGiftOrder(
  db: Database,
  input: { id: number; edit: GiftOrderEdit; staffId: string; now: Date },
): Promise<{ ok: true; status: GiftOrderStatus; delivery_date: string | null } | Refusal> {
  return db.transaction(async (tx) => {
    const [gift] = await lockGift(tx, input.id);
    if (!gift) return { ok: false, reason: "not_found", message: "No such gift order." };
    if (gift.status === "SENT")
      return { ok: false, reason: "refused", message: GIFT_ALREADY_SENT_MESSAGE };
    if (gift.status === "CANCELLED")
      return { ok: false, reason: "refused", message: GIFT_NOT_EDITABLE_MESSAGE };
    const fields: Record<string, string> = {};
    const recipient = validateForm("GIFTRECIPIENT", {
      firstName: gift.first_name_recipient,
      lastName: gift.last_name_recipient,
      email: input.edit.email_recipient.trim(),
    });
    if (!recipient.ok && recipient.errors.email) fields.email_recipient = recipient.errors.email;
    const message = validateForm("GIFTMESSAGE", { message: input.edit.message });
    if (!message.ok && message.errors.message) fields.message = message.errors.message;
    const at = giftDeliveryInstant(input.edit.deliveryDay, input.now);
    if (!at) fields.deliveryDay = GIFT_DELIVERY_DAY_MESSAGE;
    if (Object.keys(fields).length > 0 || !at)
      return {
        ok: false,
        reason: "invalid",
        message: "Please check the highlighted fields.",
        fields,
      };
    const after = {
      delivery_date: formatGiftDeliveryDate(at),
      delivery_at: at,
      email_recipient: input.edit.email_recipient.trim(),
      message: input.edit.message.trim() === "" ? null : input.edit.message,
    };
    await tx.update(orderGifting).set(after).where(eq(orderGifting.id, input.id));
    // The recipient's card waits for its day in the queue: it goes on the new one.
    await tx
      .update(jobs)
      .set({ run_at: at })
      .where(
        and(
          eq(jobs.singleton_key, giftRecipientEmailJob.keyOf({ giftId: input.id })),
          eq(jobs.status, "pending"),
        ),
      );
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: "order_gifting.update",
      entityType: "order_gifting",
      entityId: input.id,
      detail: {
        before: {
          delivery_date: gift.delivery_date,
          email_recipient: gift.email_recipient,
          message: gift.message,
        },
        after: {
          delivery_date: after.delivery_date,
          email_recipient: after.email_recipient,
          message: after.message,
        },
      },
    });
    return { ok: true, status: gift.status, delivery_date: after.delivery_date };
  });
}

export const GIFT_NO_COUPON_MESSAGE =
  "This gift has no code yet, so there is nothing to resend: the recipient's e-mail goes once the code is made.";
export const GIFT_RESEND_QUEUED_MESSAGE =
  "The recipient's e-mail is already queued to be sent again.";

/**
 * Staff resend the recipient's card: the shop's own job (gift.recipient-email) is queued to run at
 * once with `resend: true`, which sends the card with the gift's existing code. No coupon job is
 * queued, so no second coupon can be made; a resend already waiting is not queued twice.
 */
export async function resendGiftEmail(
  db: Database,
  input: { id: number; staffId: string; now: Date },
): Promise<{ ok: true; jobId: number } | Refusal> {
  return db.transaction(async (tx) => {
    const [gift] = await lockGift(tx, input.id);
    if (!gift) return { ok: false, reason: "not_found", message: "No such gift order." };
    if ((gift.status !== "PAID" && gift.status !== "SENT") || !gift.coupon_code || !gift.coupon_id)
      return { ok: false, reason: "refused", message: GIFT_NO_COUPON_MESSAGE };
    const prefix = `${giftRecipientEmailJob.keyOf({ giftId: input.id })}:resend:`;
    const [counts] = await tx
      .select({
        all: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${jobs.status} = 'pending'))::int`,
      })
      .from(jobs)
      .where(like(jobs.singleton_key, `${prefix}%`));
    if ((counts?.pending ?? 0) > 0)
      return { ok: false, reason: "refused", message: GIFT_RESEND_QUEUED_MESSAGE };
    const jobId = await giftRecipientEmailJob.enqueue(
      tx,
      { giftId: input.id, resend: true },
      { runAt: input.now, singletonKey: `${prefix}${(counts?.all ?? 0) + 1}` },
    );
    if (jobId === null)
      return { ok: false, reason: "refused", message: GIFT_RESEND_QUEUED_MESSAGE };
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: "order_gifting.resend",
      entityType: "order_gifting",
      entityId: input.id,
      detail: { job_id: jobId, to: gift.email_recipient },
    });
    return { ok: true, jobId };
  });
}
