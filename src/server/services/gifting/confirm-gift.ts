import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { orderGifting } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { settleGiftPayment } from "./settle-gift";

export interface GiftConfirmation {
  id: number;
  paid: boolean;
  amountPounds: number;
  recipientFirstName: string;
  deliveryDate: string;
}

/**
 * The thank-you page's gift, found by its payment session. If the webhook has not arrived yet (or
 * was lost) the provider is asked, and a completed payment is settled here by the same idempotent
 * code the webhook runs (as confirm-checkout.ts does for subscriptions).
 */
export async function confirmGift(
  db: Database,
  gateway: PaymentGateway,
  sessionId: string,
  now: Date,
): Promise<GiftConfirmation | null> {
  const load = async () => {
    const [gift] = await db
      .select()
      .from(orderGifting)
      .where(eq(orderGifting.checkout_id, sessionId));
    return gift;
  };
  let gift = await load();
  if (!gift) return null;
  if (gift.status === "PAYMENT_PENDING") {
    const session = await gateway.getCheckoutSession(sessionId);
    if (session?.status === "complete" && session.mode === "payment") {
      await db.transaction((tx) => settleGiftPayment(tx, session, now));
      gift = (await load())!;
    }
  }
  return {
    id: gift.id,
    paid: gift.status === "PAID" || gift.status === "SENT",
    amountPounds: Number(gift.coupon_value),
    recipientFirstName: gift.first_name_recipient,
    deliveryDate: gift.delivery_date ?? "",
  };
}
