import { z } from "zod";
import { returnAddress, type PostalCarrier } from "@/server/integrations/postal-carrier";
import { defineJob } from "@/server/queue/define-job";
import { makeReturnLabel } from "@/server/services/returns/return-label";

/** What the label job is given: the postal carrier, made per run (local, or Click & Drop). */
export interface PostalCarrierDeps {
  postalCarrier: () => PostalCarrier;
}

/**
 * A return's prepaid label (issue 25), queued with the return (start-return.ts). A carrier that
 * fails throws, so the queue tries again; the label is stored once, whatever repeats.
 */
export const returnLabelJob = defineJob({
  name: "returns.label",
  payload: z.object({ returnId: z.number().int().positive() }),
  lane: "general",
  key: ({ returnId }) => `returns.label:${returnId}`,
  handle: async ({ returnId }, { db, now, complete }, { postalCarrier }: PostalCarrierDeps) => {
    await makeReturnLabel(db, {
      carrier: postalCarrier(),
      returnId,
      returnAddress: returnAddress(),
      now,
      complete,
    });
  },
});
