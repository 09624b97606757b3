import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendPaymentFailedEmail } from "@/server/services/notifications/membership-emails";

/**
 * 'Your payment did not go through', once per refused attempt of an invoice: queued by the payment
 * webhook's invoice.payment_failed (process-payment-event.ts) in the event's transaction.
 */
export const paymentFailedEmailJob = defineJob({
  name: "membership.payment-failed-email",
  payload: z.object({
    customerId: z.string().min(1),
    invoiceId: z.string().min(1),
    attempt: z.number().int().positive(),
    amountPence: z.number().int().nonnegative(),
    failedAt: z.string().datetime(),
    nextAttemptAt: z.string().datetime().nullable(),
  }),
  lane: "general",
  key: ({ invoiceId, attempt }) => `membership.payment-failed-email:${invoiceId}:${attempt}`,
  handle: (notice, context) => sendPaymentFailedEmail(notice, context),
});
