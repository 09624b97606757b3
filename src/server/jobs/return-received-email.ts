import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendReturnReceivedEmail } from "@/server/services/notifications/delivery-emails";

/**
 * 'We have your return', once per return: queued by the return sync when the first garment of a
 * return is reported received (return-sync.ts), in that transaction.
 */
export const returnReceivedEmailJob = defineJob({
  name: "returns.received-email",
  payload: z.object({ returnId: z.number().int() }),
  lane: "general",
  key: ({ returnId }) => `returns.received-email:${returnId}`,
  handle: ({ returnId }, context) => sendReturnReceivedEmail(returnId, context),
});
