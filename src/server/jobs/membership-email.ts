import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendMembershipEmail } from "@/server/services/notifications/membership-emails";

const instant = z.string().datetime().nullable();

/**
 * The member's e-mail for a plan change, a pause, a resume or a cancellation (with its undo
 * link): queued by the payment webhook in the transaction that records the subscription's change
 * (process-payment-event.ts), keyed by the provider's event and the change, so a repeated webhook
 * queues nothing.
 */
export const membershipEmailJob = defineJob({
  name: "membership.email",
  payload: z.object({
    eventId: z.string().min(1),
    userId: z.string().min(1),
    change: z.enum(["plan_changed", "paused", "resumed", "cancelling"]),
    priceId: z.string().nullable(),
    previousPriceId: z.string().nullable(),
    pausedUntil: instant,
    periodEnd: instant,
  }),
  lane: "general",
  key: ({ eventId, change }) => `membership.email:${eventId}:${change}`,
  handle: (notice, context) => sendMembershipEmail(notice, context),
});
