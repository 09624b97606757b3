import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendNextSizeEmail } from "@/server/services/sizes-ahead/send-next-size-email";

/**
 * The family's e-mail with a next-size wardrobe (issue 27, sizes ahead of time): queued in the
 * transaction that makes the proposal (propose-next-sizes.ts), keyed by the proposal, so one
 * proposal is one e-mail.
 */
export const nextSizeEmailJob = defineJob({
  name: "sizes-ahead.email",
  payload: z.object({ proposalId: z.number().int() }),
  lane: "general",
  key: ({ proposalId }) => `sizes-ahead.email:${proposalId}`,
  handle: ({ proposalId }, context) => sendNextSizeEmail(proposalId, context),
});
