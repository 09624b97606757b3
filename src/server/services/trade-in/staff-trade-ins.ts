import { and, asc, count, desc, eq, isNull, or, sql, sum } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PageWindow } from "@/domain/admin/paging";
import { containsPattern, searchedId } from "@/domain/admin/list-params";
import {
  ALREADY_GRADED_MESSAGE,
  NOT_RECEIVED_MESSAGE,
  tradeInCreditPence,
  UNKNOWN_VARIANT_MESSAGE,
  type GradePieceInput,
  type TradeInListFilters,
} from "@/domain/trade-in/trade-in";
import type { Database, Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import {
  productVariants,
  products,
  tags,
  tradeInCredits,
  tradeInLabels,
  tradeInOffers,
  tradeInPieces,
  users,
  variantOptions,
} from "@/server/db/schema";
import { tradeInCreditJob } from "@/server/jobs/trade-in-credit";
import { tradeInGradedEmailJob } from "@/server/jobs/trade-in-graded-email";
import { recordNewGarment } from "@/server/services/garments/record-new-garment";
import { recordStaffChange } from "@/server/services/staff/audit";

/** The back office's trade-in list (newest first): search by id, reference or member; status. */
export async function listTradeIns(db: Executor, filters: TradeInListFilters, window: PageWindow) {
  const id = searchedId(filters.q);
  const pattern = filters.q ? containsPattern(filters.q) : "";
  const query = db
    .select({
      id: tradeInOffers.id,
      reference: tradeInOffers.reference,
      status: tradeInOffers.status,
      rejected_choice: tradeInOffers.rejected_choice,
      created_at: tradeInOffers.created_at,
      received_at: tradeInOffers.received_at,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      pieces: sql<number>`(select count(*)::int from ${tradeInPieces} where ${tradeInPieces.offer_id} = ${tradeInOffers.id})`,
      credit_pence: tradeInCredits.pence,
    })
    .from(tradeInOffers)
    .innerJoin(users, eq(users.id, tradeInOffers.user_id))
    .leftJoin(tradeInCredits, eq(tradeInCredits.offer_id, tradeInOffers.id))
    .where(
      and(
        filters.q
          ? or(
              id ? eq(tradeInOffers.id, id) : undefined,
              sql`lower(${tradeInOffers.reference}) = ${filters.q.toLowerCase()}`,
              sql`lower(${users.email}) like ${pattern}`,
              sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern}`,
            )
          : undefined,
        filters.status ? eq(tradeInOffers.status, filters.status) : undefined,
      ),
    )
    .orderBy(desc(tradeInOffers.id))
    .$dynamic();
  return onePagePlusOne(query, window);
}
export type TradeInListRow = Awaited<ReturnType<typeof listTradeIns>>[number];

/** One offer for the grading page: the family, the label, each piece and the credit. */
export async function loadTradeIn(db: Executor, offerId: number) {
  const [offer] = await db
    .select({
      id: tradeInOffers.id,
      reference: tradeInOffers.reference,
      status: tradeInOffers.status,
      rejected_choice: tradeInOffers.rejected_choice,
      post_by: tradeInOffers.post_by,
      created_at: tradeInOffers.created_at,
      received_at: tradeInOffers.received_at,
      graded_at: tradeInOffers.graded_at,
      user_id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      contactNumber: users.contactNumber,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      postcode: users.postcode,
      country: users.country,
      label_status: tradeInLabels.status,
      tracking_number: tradeInLabels.tracking_number,
    })
    .from(tradeInOffers)
    .innerJoin(users, eq(users.id, tradeInOffers.user_id))
    .leftJoin(tradeInLabels, eq(tradeInLabels.offer_id, tradeInOffers.id))
    .where(eq(tradeInOffers.id, offerId));
  if (!offer) return null;
  const pieces = await db
    .select({
      id: tradeInPieces.id,
      brand: tradeInPieces.brand,
      category: tags.name,
      size: tradeInPieces.size,
      photo_id: tradeInPieces.photo_id,
      grade: tradeInPieces.grade,
      value_pence: tradeInPieces.value_pence,
      rejection_reason: tradeInPieces.rejection_reason,
      rejected_outcome: tradeInPieces.rejected_outcome,
      product_item_id: tradeInPieces.product_item_id,
      variant_sku: productVariants.sku,
      product_name: products.name,
    })
    .from(tradeInPieces)
    .innerJoin(tags, eq(tags.id, tradeInPieces.category_tag_id))
    .leftJoin(productVariants, eq(productVariants.id, tradeInPieces.product_variant_id))
    .leftJoin(products, eq(products.id, productVariants.product_id))
    .where(eq(tradeInPieces.offer_id, offerId))
    .orderBy(asc(tradeInPieces.id));
  const [credit] = await db
    .select({
      pence: tradeInCredits.pence,
      percent: tradeInCredits.percent,
      value_pence: tradeInCredits.value_pence,
      status: tradeInCredits.status,
    })
    .from(tradeInCredits)
    .where(eq(tradeInCredits.offer_id, offerId));
  return { offer, pieces, credit: credit ?? null };
}

export type ReceiveTradeInResult = "received" | "not_found" | "already_received";

/** Staff mark an offer's parcel received; its pieces can then be graded. Once only. */
export async function receiveTradeIn(
  db: Database,
  input: { staffId: string; offerId: number; now: Date },
): Promise<ReceiveTradeInResult> {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ status: tradeInOffers.status })
      .from(tradeInOffers)
      .where(eq(tradeInOffers.id, input.offerId))
      .for("update");
    if (!offer) return "not_found";
    if (offer.status !== "sent") return "already_received";
    await tx
      .update(tradeInOffers)
      .set({ status: "received", received_at: input.now, received_by: input.staffId })
      .where(eq(tradeInOffers.id, input.offerId));
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: "trade_in.receive",
      entityType: "trade_in_offer",
      entityId: input.offerId,
    });
    return "received";
  });
}

export type GradePieceResult =
  | { status: "graded"; offerGraded: boolean; productItemId: number | null; creditPence: number }
  | { status: "not_found" }
  | { status: "refused"; message: string; field?: "variant_sku" };

/**
 * Staff grade one piece of a received offer. Accepted: it becomes a garment of the variant staff
 * chose, INITIATED (approved into stock later, the existing way), its cost the family's share of
 * its value. Rejected: its reason, and it is returned or recycled as the family chose. The offer
 * row is locked, so pieces graded at once are counted once: the last grade makes the offer
 * 'graded' and, when anything was accepted, writes its credit (pending) and queues the grant.
 */
export async function gradeTradeInPiece(
  db: Database,
  input: {
    staffId: string;
    offerId: number;
    pieceId: number;
    grade: GradePieceInput;
    /** The share of the estimated value credited (TRADE_IN_CREDIT_PERCENT). */
    creditPercent: number;
    now: Date;
  },
): Promise<GradePieceResult> {
  return db.transaction(async (tx): Promise<GradePieceResult> => {
    const [offer] = await tx
      .select({
        status: tradeInOffers.status,
        user_id: tradeInOffers.user_id,
        rejected_choice: tradeInOffers.rejected_choice,
        reference: tradeInOffers.reference,
      })
      .from(tradeInOffers)
      .where(eq(tradeInOffers.id, input.offerId))
      .for("update");
    if (!offer) return { status: "not_found" };
    const [piece] = await tx
      .select({ grade: tradeInPieces.grade })
      .from(tradeInPieces)
      .where(and(eq(tradeInPieces.id, input.pieceId), eq(tradeInPieces.offer_id, input.offerId)));
    if (!piece) return { status: "not_found" };
    if (offer.status === "sent") return { status: "refused", message: NOT_RECEIVED_MESSAGE };
    if (piece.grade !== null) return { status: "refused", message: ALREADY_GRADED_MESSAGE };
    const { grade } = input;
    let productItemId: number | null = null;
    if (grade.grade === "accepted") {
      const [variant] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.sku, grade.variant_sku), isNull(productVariants.deleted_at)));
      if (!variant)
        return { status: "refused", message: UNKNOWN_VARIANT_MESSAGE, field: "variant_sku" };
      const cost = tradeInCreditPence([grade.value], input.creditPercent);
      productItemId = await recordNewGarment(tx, {
        variantId: variant.id,
        reason: `Traded in (${offer.reference ?? `offer ${input.offerId}`})`,
        changedByUserId: input.staffId,
        wholesalePrice: (cost / 100).toFixed(2),
      });
      await tx
        .update(tradeInPieces)
        .set({
          grade: "accepted",
          value_pence: grade.value,
          product_variant_id: variant.id,
          product_item_id: productItemId,
          graded_at: input.now,
          graded_by: input.staffId,
        })
        .where(eq(tradeInPieces.id, input.pieceId));
    } else {
      await tx
        .update(tradeInPieces)
        .set({
          grade: "rejected",
          rejection_reason: grade.reason,
          rejected_outcome: offer.rejected_choice,
          graded_at: input.now,
          graded_by: input.staffId,
        })
        .where(eq(tradeInPieces.id, input.pieceId));
    }
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: "trade_in.grade",
      entityType: "trade_in_piece",
      entityId: input.pieceId,
      detail: { offerId: input.offerId, ...grade, productItemId },
    });
    const [left] = await tx
      .select({ n: count() })
      .from(tradeInPieces)
      .where(and(eq(tradeInPieces.offer_id, input.offerId), isNull(tradeInPieces.grade)));
    if ((left?.n ?? 0) > 0)
      return { status: "graded", offerGraded: false, productItemId, creditPence: 0 };
    await tx
      .update(tradeInOffers)
      .set({ status: "graded", graded_at: input.now })
      .where(eq(tradeInOffers.id, input.offerId));
    await tradeInGradedEmailJob.enqueue(tx, { offerId: input.offerId }, { runAt: input.now });
    const creditPence = await addOfferCredit(tx, {
      offerId: input.offerId,
      userId: offer.user_id,
      percent: input.creditPercent,
      now: input.now,
    });
    return { status: "graded", offerGraded: true, productItemId, creditPence };
  });
}

/** The graded offer's credit, pending, with its grant queued; none when nothing was accepted. */
async function addOfferCredit(
  tx: Executor,
  input: { offerId: number; userId: string; percent: number; now: Date },
): Promise<number> {
  const accepted = await tx
    .select({ value: tradeInPieces.value_pence })
    .from(tradeInPieces)
    .where(and(eq(tradeInPieces.offer_id, input.offerId), eq(tradeInPieces.grade, "accepted")));
  const values = accepted.map((row) => row.value ?? 0);
  const pence = tradeInCreditPence(values, input.percent);
  if (pence <= 0) return 0;
  const [credit] = await tx
    .insert(tradeInCredits)
    .values({
      offer_id: input.offerId,
      user_id: input.userId,
      percent: input.percent,
      value_pence: values.reduce((total, value) => total + value, 0),
      pence,
      created_at: input.now,
    })
    .returning({ id: tradeInCredits.id });
  await tradeInCreditJob.enqueue(tx, { creditId: credit!.id }, { runAt: input.now });
  return pence;
}

/** Trade-ins waiting for staff (parcel received, not yet graded), for the list's heading. */
export async function countTradeInsToGrade(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tradeInOffers)
    .where(eq(tradeInOffers.status, "received"));
  return row?.n ?? 0;
}

/** The sum of credits granted so far (the list's heading). */
export async function grantedTradeInCredit(db: Executor): Promise<number> {
  const [row] = await db
    .select({ pence: sum(tradeInCredits.pence).mapWith(Number) })
    .from(tradeInCredits)
    .where(eq(tradeInCredits.status, "granted"));
  return row?.pence ?? 0;
}

/** The most variants the grading page offers to pick from (a datalist; any SKU may be typed). */
const VARIANT_CHOICES = 5000;

/** Live variants to pick the one a piece becomes: SKU, with product, size and colour to read. */
export async function loadVariantChoices(db: Executor) {
  const size = alias(variantOptions, "size");
  const colour = alias(variantOptions, "colour");
  const rows = await db
    .select({
      sku: productVariants.sku,
      product: products.name,
      size: size.name,
      colour: colour.name,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(size, eq(size.id, productVariants.size_id))
    .leftJoin(colour, eq(colour.id, productVariants.color_id))
    .where(isNull(productVariants.deleted_at))
    .orderBy(asc(products.name), asc(productVariants.sku))
    .limit(VARIANT_CHOICES);
  return rows.map((row) => ({
    sku: row.sku,
    label: [row.product, row.size, row.colour].filter(Boolean).join(", "),
  }));
}
