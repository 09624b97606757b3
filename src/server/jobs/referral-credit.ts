import { z } from "zod";
import type { PaymentGateway } from "@/server/integrations/payments";
import { defineJob } from "@/server/queue/define-job";
import { creditReferral } from "@/server/services/referrals/credit-referral";

/**
 * A friend's first payment settled with a member's code (issue 27): both families' month is
 * granted at the payment provider. Queued once per referral in the webhook's transaction
 * (settle-referral.ts); the grants' idempotency keys make a retry credit nothing twice.
 */
export const referralCreditJob = defineJob({
  name: "referral.credit",
  payload: z.object({ referralId: z.number().int().positive() }),
  lane: "general",
  key: ({ referralId }) => `referral.credit:${referralId}`,
  handle: async ({ referralId }, { db, now }, { payments }: { payments: PaymentGateway }) => {
    await creditReferral(db, payments, referralId, now);
  },
});
