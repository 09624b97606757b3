import type { NextBoxFacts } from "@/domain/checkout/checkout-details";
import { dueBackState, swapHoldMessage } from "@/domain/member/next-box";
import type { Executor } from "@/server/db/client";
import { loadDueBack } from "@/server/services/returns/load-due-back";
import type { HeldGarment } from "./place-order";

/**
 * What /checkout shows above 'Confirm my new wardrobe' (issue 27, part next-box): which garments a
 * swap would put on a return, how many are already on their way back, and the hold while a return
 * is overdue. The same rules start-checkout enforces.
 */
export async function loadNextBoxFacts(
  db: Executor,
  userId: string,
  held: readonly HeldGarment[],
  now: Date,
): Promise<NextBoxFacts> {
  const dueBack = await loadDueBack(db, { userId });
  const overdue = dueBack.find((item) => dueBackState(item, now) === "overdue");
  return {
    withYouVariantIds: held
      .filter((garment) => garment.status === "CUSTOMER")
      .map((garment) => garment.product_variant_id),
    onTheirWayBack: dueBack.reduce((sum, item) => sum + item.garments, 0),
    hold: overdue ? swapHoldMessage(overdue.reference, overdue.dueDate ?? "") : null,
  };
}
