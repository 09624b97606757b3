import { z } from "zod";
import type { Database } from "@/server/db/client";
import type { WarehousePartner } from "@/server/integrations/warehouse";
import { defineJob } from "@/server/queue/define-job";
import { bringForwardRetries, PartnerDownError } from "@/server/queue/job-queue";
import { handOverDelivery } from "@/server/services/warehouse/hand-over";

/** What the warehouse's jobs are given: the partner, made per call (the simulator or the API). */
export interface WarehouseDeps {
  warehousePartner: () => WarehousePartner;
}

/**
 * Hands a placed delivery to the warehouse partner, queued with the delivery (place-order.ts). A
 * hand-over that fails because the partner is down never runs out of attempts: past its tenth it
 * is tried at most an hour apart, and brought forward when the partner answers again (below).
 */
export const warehouseHandoverJob = defineJob({
  name: "warehouse.handover",
  payload: z.object({ partialOrderId: z.number().int().positive() }),
  lane: "warehouse",
  key: ({ partialOrderId }) => `warehouse.handover:${partialOrderId}`,
  handle: async ({ partialOrderId }, { db, now }, { warehousePartner }: WarehouseDeps) => {
    const result = await handOverDelivery(db, warehousePartner(), partialOrderId, now);
    if (result.status === "failed")
      throw result.partnerDown ? new PartnerDownError(result.error) : new Error(result.error);
    if (result.status === "handed_over") await partnerAnswered(db, now);
  },
});

/**
 * A call the partner answered makes the hand-overs still waiting out a back-off due at once: after
 * an outage they catch up within a minute of the partner's return, not up to half the outage later
 * (issue 14's warehouse bench).
 */
export async function partnerAnswered(db: Database, now: Date): Promise<void> {
  await bringForwardRetries(db, warehouseHandoverJob.name, now);
}
