/** The checkout's jobs on the shop's queue (src/server/queue). */
export const CHECKOUT_JOBS = {
  /** The order confirmation e-mail of a placed order, once per order. */
  orderConfirmation: "order.confirmation-email",
  /** What a promotion code left unused on the first payment, kept at the provider (Stripe). */
  couponRemainder: "checkout.coupon-remainder",
  /** A second paid checkout of a live member: its subscription ended and its payment refunded. */
  refundDuplicate: "checkout.refund-duplicate",
  /** Once a minute: expired reservations released, and the sandbox's month and retries. */
  sweep: "checkout.sweep",
} as const;

/** The refund reason staff read on an order whose payment was a duplicate. */
export const DUPLICATE_PAYMENT_REASON =
  "Duplicate payment: the member already had a live subscription";

export const orderJobKey = (job: string, orderId: number) => `${job}:${orderId}`;

export function orderOfPayload(payload: Record<string, unknown>): {
  orderId: number;
  userId: string;
} {
  const { orderId, userId } = payload;
  if (typeof orderId !== "number" || !Number.isInteger(orderId) || typeof userId !== "string")
    throw new Error("An order job without orderId and userId");
  return { orderId, userId };
}
