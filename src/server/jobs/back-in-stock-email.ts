import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendBackInStockEmail } from "@/server/services/back-in-stock/send-back-in-stock-email";

/**
 * The one e-mail of a 'Tell me when it's back' request (issue 26), queued in the transaction that
 * brings its variant's stock back (src/server/services/stock/record-stock-change.ts), once per
 * request (its key).
 */
export const backInStockEmailJob = defineJob({
  name: "stock.back-in-stock-email",
  payload: z.object({ requestId: z.number().int() }),
  lane: "general",
  key: ({ requestId }) => `stock.back-in-stock-email:${requestId}`,
  handle: ({ requestId }, context) => sendBackInStockEmail(requestId, context),
});
