import { z } from "zod";
import type { PaymentGateway } from "@/server/integrations/payments";
import { defineJob } from "@/server/queue/define-job";
import { grantTradeInCredit } from "@/server/services/trade-in/grant-trade-in-credit";

/**
 * A graded trade-in's credit to the family (issue 27), queued with the last grade
 * (staff-trade-ins.ts). The provider is called outside any transaction with the credit's
 * idempotency key; a retry credits once.
 */
export const tradeInCreditJob = defineJob({
  name: "trade-in.credit",
  payload: z.object({ creditId: z.number().int().positive() }),
  lane: "general",
  key: ({ creditId }) => `trade-in.credit:${creditId}`,
  handle: async ({ creditId }, { db, now }, { payments }: { payments: PaymentGateway }) => {
    await grantTradeInCredit(db, payments, { creditId, now });
  },
});
