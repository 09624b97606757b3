import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendReturnEmail } from "@/server/services/returns/return-email-job";

/**
 * The member's e-mail when a return starts: what to send back, by when, and how. Queued with the
 * return (start-return.ts), from the moment it starts; a failure throws, so it is tried again.
 */
export const returnEmailJob = defineJob({
  name: "returns.email",
  payload: z.object({
    returnId: z.number().int(),
    // A cause this version does not know reads as a member's own request.
    cause: z.enum(["requested", "swapped", "membership_ended"]).catch("requested"),
  }),
  lane: "general",
  key: ({ returnId }) => `returns.email:${returnId}`,
  handle: ({ returnId, cause }, { db }) => sendReturnEmail(db, returnId, cause),
});
