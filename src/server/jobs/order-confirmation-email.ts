import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendOrderConfirmation } from "@/server/services/checkout/send-order-confirmation";

/**
 * The order confirmation e-mail of a placed order, once per order: queued in the transaction that
 * places the order (settle-checkout.ts, start-checkout.ts), due at once by the real clock, and run
 * straight after the commit (after-settle.ts) rather than at the worker's next poll.
 */
export const orderConfirmationEmailJob = defineJob({
  name: "order.confirmation-email",
  payload: z.object({ orderId: z.number().int(), userId: z.string() }),
  lane: "general",
  key: ({ orderId }) => `order.confirmation-email:${orderId}`,
  handle: (order, context) => sendOrderConfirmation(order, context),
});
