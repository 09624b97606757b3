import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendDispatchEmail } from "@/server/services/notifications/delivery-emails";

/**
 * The member's 'on its way' e-mail with tracking, once per delivery: queued by the order sync in
 * the transaction that records the dispatch (order-sync.ts), so a repeated sync queues nothing.
 */
export const orderDispatchedEmailJob = defineJob({
  name: "order.dispatched-email",
  payload: z.object({ deliveryId: z.number().int() }),
  lane: "general",
  key: ({ deliveryId }) => `order.dispatched-email:${deliveryId}`,
  handle: ({ deliveryId }, context) => sendDispatchEmail(deliveryId, context),
});
