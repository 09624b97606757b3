/** Staff endpoints for garments and returns (issue 11); the back office (issue 12) calls them. */
import { z } from "@/domain/zod";
import type { ProductItemStatus } from "@/domain/enums";
import { retireRequest, staffMoveRequest } from "@/domain/garments/staff-moves";
import { entityId } from "@/domain/ids";
import { defineContract } from "./contract";

export const returnParams = z.object({ id: entityId });

export interface GarmentMoved {
  id: number;
  from: ProductItemStatus;
  to: ProductItemStatus;
}

/** POST /api/staff/garments/{id}/move: a hand move with a reason. */
export const staffMoveGarmentContract = defineContract<GarmentMoved>()({
  method: "POST",
  path: "/api/staff/garments/[id]/move",
  input: staffMoveRequest,
});

/** POST /api/staff/garments/{id}/retire: out of the rental stock, with a reason. */
export const retireGarmentContract = defineContract<GarmentMoved>()({
  method: "POST",
  path: "/api/staff/garments/[id]/retire",
  input: retireRequest,
});

/** POST /api/staff/returns/{id}/finish: close a return once everything has arrived. */
export const finishReturnContract = defineContract<{ id: number; status: "ORDER_FINALISED" }>()({
  method: "POST",
  path: "/api/staff/returns/[id]/finish",
  input: z.object({ note: z.string().trim().max(500, "Maximum 500 characters").optional() }),
});
