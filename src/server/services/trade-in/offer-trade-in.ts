import { and, eq, inArray } from "drizzle-orm";
import { ukDay } from "@/domain/gifting/gift-request";
import {
  CATEGORY_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  tradeInPostBy,
  tradeInReference,
  UNKNOWN_PHOTO_MESSAGE,
  type TradeInOfferInput,
} from "@/domain/trade-in/trade-in";
import type { Database } from "@/server/db/client";
import {
  tags,
  tradeInLabels,
  tradeInOffers,
  tradeInPhotos,
  tradeInPieces,
  users,
} from "@/server/db/schema";
import { tradeInLabelJob } from "@/server/jobs/trade-in-label";
import { uniqueViolation } from "@/server/services/catalogue-admin/unique-violation";

export type OfferTradeInResult =
  | { status: "offered"; offerId: number; reference: string; postBy: string }
  | {
      status: "refused";
      reason: "not_a_member" | "unknown_photo" | "unknown_category";
      message: string;
    };

const refused = (
  reason: "not_a_member" | "unknown_photo" | "unknown_category",
  message: string,
): OfferTradeInResult => ({ status: "refused", reason, message });

/**
 * A family's trade-in offer: its pieces (each with one of their own photos not yet in an offer,
 * a shop category and an age size), what to do with rejected pieces, and its prepaid label queued
 * in the same transaction (the trade-in.label job). Refused whole, changing nothing, when the
 * family has no membership (the credit comes off a payment), a photo is not theirs or already in
 * an offer (also when two offers race for it), or a category is not one of the shop's.
 */
export async function offerTradeIn(
  db: Database,
  input: { userId: string; offer: TradeInOfferInput; now: Date },
): Promise<OfferTradeInResult> {
  const photoIds = input.offer.pieces.map((piece) => piece.photo_id);
  const categoryIds = [...new Set(input.offer.pieces.map((piece) => piece.category_id))];
  try {
    return await db.transaction(async (tx): Promise<OfferTradeInResult> => {
      const [member] = await tx
        .select({ customerId: users.payment_customer_id })
        .from(users)
        .where(eq(users.id, input.userId));
      if (!member?.customerId) return refused("not_a_member", NOT_A_MEMBER_MESSAGE);
      const photos = await tx
        .select({ id: tradeInPhotos.id, used: tradeInPieces.id })
        .from(tradeInPhotos)
        .leftJoin(tradeInPieces, eq(tradeInPieces.photo_id, tradeInPhotos.id))
        .where(and(inArray(tradeInPhotos.id, photoIds), eq(tradeInPhotos.user_id, input.userId)));
      if (photos.length !== photoIds.length || photos.some((photo) => photo.used !== null))
        return refused("unknown_photo", UNKNOWN_PHOTO_MESSAGE);
      const categories = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(inArray(tags.id, categoryIds), eq(tags.type, "CATEGORY")));
      if (categories.length !== categoryIds.length)
        return refused("unknown_category", CATEGORY_MESSAGE);
      const postBy = tradeInPostBy(ukDay(input.now));
      const [offer] = await tx
        .insert(tradeInOffers)
        .values({
          user_id: input.userId,
          rejected_choice: input.offer.rejected,
          post_by: postBy,
          created_at: input.now,
        })
        .returning({ id: tradeInOffers.id });
      const offerId = offer!.id;
      const reference = tradeInReference(offerId);
      await tx.update(tradeInOffers).set({ reference }).where(eq(tradeInOffers.id, offerId));
      await tx.insert(tradeInPieces).values(
        input.offer.pieces.map((piece) => ({
          offer_id: offerId,
          brand: piece.brand,
          category_tag_id: piece.category_id,
          size: piece.size,
          photo_id: piece.photo_id,
        })),
      );
      await tx.insert(tradeInLabels).values({ offer_id: offerId });
      await tradeInLabelJob.enqueue(tx, { offerId }, { runAt: input.now });
      return { status: "offered", offerId, reference, postBy };
    });
  } catch (error) {
    // Two offers sent at once with the same photo: the second finds it taken.
    if (uniqueViolation(error) === "trade_in_pieces_photo_key")
      return refused("unknown_photo", UNKNOWN_PHOTO_MESSAGE);
    throw error;
  }
}
