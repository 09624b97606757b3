import { ukDay } from "@/domain/gifting/gift-request";
import type { Database } from "@/server/db/client";
import { loadHeldGarments } from "@/server/services/checkout/place-order";
import { GarmentMoveError } from "@/server/services/garments/move-garment";
import { startReturn, type StartedReturn } from "./start-return";

export type RequestReturnResult =
  | ({ ok: true } & StartedReturn)
  | { ok: false; reason: "not_returnable"; productItemIds: number[] };

/**
 * A member sends garments back from /account (issue 11): only garments that are with them now
 * (CUSTOMER, on no return) and theirs; anything else refuses the whole request and changes
 * nothing. Two requests for the same garment at once: the second finds it RETURNING and is refused.
 */
export async function requestReturn(
  db: Database,
  input: { userId: string; productItemIds: readonly number[]; now: Date },
): Promise<RequestReturnResult> {
  try {
    return await db.transaction(async (tx) => {
      const held = await loadHeldGarments(tx, input.userId);
      const withMember = new Map(
        held.filter((g) => g.status === "CUSTOMER").map((g) => [g.itemId, g]),
      );
      const missing = input.productItemIds.filter((id) => !withMember.has(id));
      if (missing.length > 0)
        return { ok: false as const, reason: "not_returnable" as const, productItemIds: missing };
      const started = await startReturn(tx, {
        userId: input.userId,
        garments: input.productItemIds.map((id) => withMember.get(id)!),
        today: ukDay(input.now),
        now: input.now,
        reason: "Return requested by the member",
        cause: "requested",
      });
      return { ok: true as const, ...started };
    });
  } catch (error) {
    if (error instanceof GarmentMoveError)
      return { ok: false, reason: "not_returnable", productItemIds: [error.itemId] };
    throw error;
  }
}
