import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendTradeInGradedEmail } from "@/server/services/trade-in/trade-in-graded-email";

/** 'Your trade-in is graded', once per offer: queued with the offer's last grade. */
export const tradeInGradedEmailJob = defineJob({
  name: "trade-in.graded-email",
  payload: z.object({ offerId: z.number().int().positive() }),
  lane: "general",
  key: ({ offerId }) => `trade-in.graded-email:${offerId}`,
  handle: ({ offerId }, context) => sendTradeInGradedEmail(offerId, context),
});
