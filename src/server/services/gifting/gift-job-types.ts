/** The gift card's jobs on the shop's queue (src/server/queue). */
export const GIFT_JOBS = {
  /** Creates the coupon and promotion code at the payment provider, once per paid gift. */
  issueCoupon: "gift.issue-coupon",
  /** The sender's receipt, at once. */
  receipt: "gift.receipt",
  /** The recipient's card (code, sender's name, message), due on the chosen day. */
  recipientEmail: "gift.recipient-email",
} as const;

export const giftJobKey = (job: string, giftId: number) => `${job}:${giftId}`;

export function giftIdOfPayload(payload: Record<string, unknown>): number {
  const id = payload.giftId;
  if (typeof id !== "number" || !Number.isInteger(id)) throw new Error("A gift job without giftId");
  return id;
}
