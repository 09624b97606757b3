import { and, count, eq } from "drizzle-orm";
import { familyName } from "@/domain/returns/return-label";
import { tradeInLabelSerial } from "@/domain/trade-in/trade-in";
import type { Database, Executor } from "@/server/db/client";
import { tradeInLabels, tradeInOffers, tradeInPieces, users } from "@/server/db/schema";
import type { PostalCarrier, ReturnLabelRequest } from "@/server/integrations/postal-carrier";

/** What the carrier is told about an offer's parcel: as a return's, with the offer's reference. */
async function labelRequest(
  tx: Executor,
  offerId: number,
  address: readonly string[],
): Promise<ReturnLabelRequest | null> {
  const [row] = await tx
    .select({
      reference: tradeInOffers.reference,
      postBy: tradeInOffers.post_by,
      firstName: users.firstName,
      lastName: users.lastName,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      postcode: users.postcode,
    })
    .from(tradeInOffers)
    .innerJoin(users, eq(users.id, tradeInOffers.user_id))
    .where(eq(tradeInOffers.id, offerId));
  if (!row?.reference) return null;
  const [pieces] = await tx
    .select({ n: count() })
    .from(tradeInPieces)
    .where(eq(tradeInPieces.offer_id, offerId));
  const postcode = row.postcode?.trim().toUpperCase() || null;
  return {
    // The local carrier's tracking number comes from this id: kept apart from the returns' ids.
    returnId: tradeInLabelSerial(offerId),
    reference: row.reference,
    family: {
      name: familyName(row.firstName, row.lastName),
      postcode,
      address:
        row.address1 && row.city && postcode
          ? { line1: row.address1, line2: row.address2, city: row.city, postcode }
          : null,
    },
    returnAddress: address,
    dueDate: row.postBy,
    itemCount: pieces?.n ?? 0,
  };
}

export type MakeTradeInLabelResult = "made" | "already_made" | "no_offer";

/**
 * The trade-in.label job's work, as a return's label (return-label.ts): the label row is locked
 * while the carrier answers, so a retry or a second worker finds it made: one label per offer.
 * A carrier failure throws and changes nothing; the queue tries again.
 */
export async function makeTradeInLabel(
  db: Database,
  input: {
    carrier: PostalCarrier;
    offerId: number;
    returnAddress: readonly string[];
    now: Date;
    complete?: (tx: Executor) => Promise<void>;
  },
): Promise<MakeTradeInLabelResult> {
  return db.transaction(async (tx) => {
    const [label] = await tx
      .select({ status: tradeInLabels.status })
      .from(tradeInLabels)
      .where(eq(tradeInLabels.offer_id, input.offerId))
      .for("update");
    let result: MakeTradeInLabelResult = "already_made";
    if (!label) result = "no_offer";
    else if (label.status !== "ready") {
      const request = await labelRequest(tx, input.offerId, input.returnAddress);
      if (!request) result = "no_offer";
      else {
        const made = await input.carrier.createReturnLabel(request);
        await tx
          .update(tradeInLabels)
          .set({
            status: "ready",
            carrier: input.carrier.name,
            carrier_reference: made.carrierReference,
            tracking_number: made.trackingNumber,
            counter_code: made.counterCode,
            pdf: Buffer.from(made.pdf),
            ready_at: input.now,
          })
          .where(eq(tradeInLabels.offer_id, input.offerId));
        result = "made";
      }
    }
    await input.complete?.(tx);
    return result;
  });
}

export type MemberTradeInLabel =
  | { status: "not_found" }
  | { status: "pending" }
  | { status: "ready"; reference: string; pdf: Buffer; counterCode: string | null };

/** A family's own offer's label; another family's reads as no offer at all. */
export async function loadMemberTradeInLabel(
  db: Executor,
  input: { userId: string; offerId: number },
): Promise<MemberTradeInLabel> {
  const [row] = await db
    .select({
      status: tradeInLabels.status,
      reference: tradeInOffers.reference,
      pdf: tradeInLabels.pdf,
      counterCode: tradeInLabels.counter_code,
    })
    .from(tradeInLabels)
    .innerJoin(tradeInOffers, eq(tradeInOffers.id, tradeInLabels.offer_id))
    .where(and(eq(tradeInOffers.id, input.offerId), eq(tradeInOffers.user_id, input.userId)));
  if (!row) return { status: "not_found" };
  if (row.status !== "ready" || !row.pdf || !row.reference) return { status: "pending" };
  return { status: "ready", reference: row.reference, pdf: row.pdf, counterCode: row.counterCode };
}
