import type { Database } from "@/server/db/client";
import { makeLabelOnce, type LabelJobInput } from "@/server/services/labels/parcel-label";

export type MakeTradeInLabelResult = "made" | "already_made" | "no_offer";

/**
 * The trade-in.label job's work: the offer's prepaid label (issue 27), made once as a return's
 * (makeLabelOnce). An offer without its label row, or without a reference, is no offer.
 */
export async function makeTradeInLabel(
  db: Database,
  input: LabelJobInput & { offerId: number },
): Promise<MakeTradeInLabelResult> {
  const result = await makeLabelOnce(db, { ...input, kind: "tradeIn", ownerId: input.offerId });
  return result === "missing" ? "no_offer" : result;
}
