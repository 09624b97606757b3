import { z } from "zod";
import { returnAddress } from "@/server/integrations/postal-carrier";
import { defineJob } from "@/server/queue/define-job";
import { makeTradeInLabel } from "@/server/services/trade-in/trade-in-label";
import type { PostalCarrierDeps } from "./return-label";

/**
 * A trade-in offer's prepaid label (issue 27), queued with the offer (offer-trade-in.ts). A carrier
 * that fails throws, so the queue tries again; the label is stored once, whatever repeats.
 */
export const tradeInLabelJob = defineJob({
  name: "trade-in.label",
  payload: z.object({ offerId: z.number().int().positive() }),
  lane: "general",
  key: ({ offerId }) => `trade-in.label:${offerId}`,
  handle: async ({ offerId }, { db, now, complete }, { postalCarrier }: PostalCarrierDeps) => {
    await makeTradeInLabel(db, {
      carrier: postalCarrier(),
      offerId,
      returnAddress: returnAddress(),
      now,
      complete,
    });
  },
});
