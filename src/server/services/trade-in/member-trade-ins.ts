import { asc, desc, eq, inArray } from "drizzle-orm";
import type { MemberTradeIn } from "@/domain/trade-in/trade-in";
import type { Executor } from "@/server/db/client";
import {
  tags,
  tradeInCredits,
  tradeInLabels,
  tradeInOffers,
  tradeInPieces,
  users,
} from "@/server/db/schema";

/** A family's own trade-in offers, newest first, for /account. */
export async function loadMemberTradeIns(db: Executor, userId: string): Promise<MemberTradeIn[]> {
  const offers = await db
    .select({
      id: tradeInOffers.id,
      reference: tradeInOffers.reference,
      status: tradeInOffers.status,
      rejected: tradeInOffers.rejected_choice,
      postBy: tradeInOffers.post_by,
      createdAt: tradeInOffers.created_at,
      labelStatus: tradeInLabels.status,
      trackingNumber: tradeInLabels.tracking_number,
      creditPence: tradeInCredits.pence,
      creditStatus: tradeInCredits.status,
    })
    .from(tradeInOffers)
    .leftJoin(tradeInLabels, eq(tradeInLabels.offer_id, tradeInOffers.id))
    .leftJoin(tradeInCredits, eq(tradeInCredits.offer_id, tradeInOffers.id))
    .where(eq(tradeInOffers.user_id, userId))
    .orderBy(desc(tradeInOffers.id))
    .limit(50);
  if (offers.length === 0) return [];
  const pieces = await db
    .select({
      offerId: tradeInPieces.offer_id,
      id: tradeInPieces.id,
      brand: tradeInPieces.brand,
      category: tags.name,
      size: tradeInPieces.size,
      photoId: tradeInPieces.photo_id,
      grade: tradeInPieces.grade,
      rejectionReason: tradeInPieces.rejection_reason,
    })
    .from(tradeInPieces)
    .innerJoin(tags, eq(tags.id, tradeInPieces.category_tag_id))
    .where(
      inArray(
        tradeInPieces.offer_id,
        offers.map((offer) => offer.id),
      ),
    )
    .orderBy(asc(tradeInPieces.id));
  return offers.map((offer) => ({
    id: offer.id,
    reference: offer.reference ?? "",
    status: offer.status,
    rejected: offer.rejected,
    postBy: offer.postBy,
    createdAt: offer.createdAt,
    label: { status: offer.labelStatus ?? "pending", trackingNumber: offer.trackingNumber },
    pieces: pieces
      .filter((piece) => piece.offerId === offer.id)
      .map((piece) => ({
        id: piece.id,
        brand: piece.brand,
        category: piece.category,
        size: piece.size,
        photoId: piece.photoId,
        grade: piece.grade,
        rejectionReason: piece.rejectionReason,
      })),
    credit:
      offer.creditPence === null
        ? null
        : { pence: offer.creditPence, granted: offer.creditStatus === "granted" },
  }));
}

/** The shop's garment categories a family chooses from (CATEGORY tags, by name). */
export async function loadTradeInCategories(db: Executor) {
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.type, "CATEGORY"))
    .orderBy(asc(tags.name));
}

/** Whether the family may offer pieces: their credit needs a payment customer (a membership). */
export async function canTradeIn(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ customerId: users.payment_customer_id })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.customerId);
}
