import { choiceParam, searchParam } from "@/domain/admin/list-params";
import { addDays } from "@/domain/dates";
import { AGE_SIZES } from "@/domain/catalogue/age-sizes";
import { entityId } from "@/domain/ids";
import { pounds } from "@/domain/member/billing";
import { z } from "@/domain/zod";

/**
 * Trade in what they outgrew (issue 27, docs/growing.md part:trade-in): a family offers their own
 * outgrown clothes, posts them with a prepaid label, staff grade each piece, and the family is
 * credited a share of the accepted pieces' estimated resale value on their next payment.
 */

export const MAX_TRADE_IN_PIECES = 10;
export const MAX_BRAND_LENGTH = 60;
export const MAX_REJECTION_REASON_LENGTH = 300;
/** The highest resale value staff may estimate for one piece, in pence (£500). */
export const MAX_PIECE_VALUE_PENCE = 50_000;
/** Photos a family may have uploaded and not yet put in an offer (an abandoned form's leftovers). */
export const MAX_LOOSE_PHOTOS = 30;
/** Days after the offer to post the parcel by (printed on the label). */
export const TRADE_IN_POST_WITHIN_DAYS = 28;
/** Added to an offer's id for the local carrier's label serial, so it never repeats a return's. */
export const TRADE_IN_LABEL_SERIAL_BASE = 90_000_000;

export const TRADE_IN_STATUSES = ["sent", "received", "graded"] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];
export const REJECTED_CHOICES = ["return", "recycle"] as const;
export type RejectedChoice = (typeof REJECTED_CHOICES)[number];

export const BRAND_MESSAGE = `Please enter the brand, up to ${MAX_BRAND_LENGTH} characters (or 'Unknown').`;
export const CATEGORY_MESSAGE = "Please choose what kind of garment it is.";
export const SIZE_MESSAGE = "Please choose the size on the label.";
export const PHOTO_MESSAGE = "Please add a photo of this piece.";
export const REPEATED_PHOTO_MESSAGE = "Each piece needs its own photo.";
export const PIECES_MESSAGE = `Add from 1 to ${MAX_TRADE_IN_PIECES} pieces.`;
export const REJECTED_CHOICE_MESSAGE =
  "Please choose what we should do with pieces we cannot take: send them back or recycle them.";
export const NOT_A_MEMBER_MESSAGE =
  "Trading in is for members: your credit comes off your monthly payment. Please start a membership first.";
export const UNKNOWN_PHOTO_MESSAGE =
  "We could not find one of your photos. Please add it again and send the offer once more.";
export const TOO_MANY_PHOTOS_MESSAGE = `You have ${MAX_LOOSE_PHOTOS} photos waiting for an offer. Please send your offer first.`;
export const VALUE_MESSAGE = "Enter the estimated resale value in pounds, from 0.01 to 500.00.";
export const VARIANT_MESSAGE = "Enter the SKU of the variant this piece becomes.";
export const UNKNOWN_VARIANT_MESSAGE = "There is no live variant with that SKU.";
export const REASON_MESSAGE = `Give a reason, 3 to ${MAX_REJECTION_REASON_LENGTH} characters.`;
export const GRADE_MESSAGE = "Choose accepted or rejected.";
export const NOT_RECEIVED_MESSAGE = "Mark the parcel received before grading its pieces.";
export const ALREADY_GRADED_MESSAGE = "This piece is already graded.";
export const ALREADY_RECEIVED_MESSAGE = "This offer's parcel is already marked received.";
export const TRADE_IN_NOT_FOUND_MESSAGE = "We could not find that trade-in.";

const SIZE_SLUGS = AGE_SIZES.map((size) => size.slug) as [string, ...string[]];

/** The age size's name ('12-18 months'), or the slug when it is not one of ours. */
export function sizeName(slug: string): string {
  return AGE_SIZES.find((size) => size.slug === slug)?.name ?? slug;
}

/** An id, or the one message given (a form's empty choice is not an id). */
function idWith(message: string) {
  return z.unknown().transform((value, context) => {
    const parsed = entityId.safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed.data;
  });
}

/** One piece the family offers; the photo was uploaded first (POST /api/trade-ins/photos). */
export const tradeInPieceInput = z.object({
  brand: z
    .string({ error: BRAND_MESSAGE })
    .trim()
    .min(1, BRAND_MESSAGE)
    .max(MAX_BRAND_LENGTH, BRAND_MESSAGE),
  category_id: idWith(CATEGORY_MESSAGE),
  size: z.enum(SIZE_SLUGS, { error: SIZE_MESSAGE }),
  photo_id: idWith(PHOTO_MESSAGE),
});

/** POST /api/trade-ins: the pieces and what to do with those we cannot take. */
export const tradeInOfferInput = z
  .object({
    pieces: z
      .array(tradeInPieceInput, { error: PIECES_MESSAGE })
      .min(1, PIECES_MESSAGE)
      .max(MAX_TRADE_IN_PIECES, PIECES_MESSAGE),
    rejected: z.enum(REJECTED_CHOICES, { error: REJECTED_CHOICE_MESSAGE }),
  })
  .superRefine((offer, context) => {
    const seen = new Set<number>();
    offer.pieces.forEach((piece, i) => {
      if (seen.has(piece.photo_id))
        context.addIssue({
          code: "custom",
          message: REPEATED_PHOTO_MESSAGE,
          path: ["pieces", i, "photo_id"],
        });
      seen.add(piece.photo_id);
    });
  });
export type TradeInOfferInput = z.output<typeof tradeInOfferInput>;

/** '12.50' or '12' pounds as pence, within 1p … £500; null when it is not such an amount. */
export function parseValuePence(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^£/, ""));
  if (!match) return null;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return pence >= 1 && pence <= MAX_PIECE_VALUE_PENCE ? pence : null;
}

const valuePence = z.string({ error: VALUE_MESSAGE }).transform((text, context) => {
  const pence = parseValuePence(text);
  if (pence === null) {
    context.addIssue({ code: "custom", message: VALUE_MESSAGE });
    return z.NEVER;
  }
  return pence;
});

/** POST /api/staff/trade-ins/{id}/pieces/{pieceId}: one piece's grade. */
export const gradePieceInput = z.discriminatedUnion(
  "grade",
  [
    z.object({
      grade: z.literal("accepted"),
      variant_sku: z
        .string({ error: VARIANT_MESSAGE })
        .trim()
        .min(1, VARIANT_MESSAGE)
        .max(100, VARIANT_MESSAGE),
      value: valuePence,
    }),
    z.object({
      grade: z.literal("rejected"),
      reason: z
        .string({ error: REASON_MESSAGE })
        .trim()
        .min(3, REASON_MESSAGE)
        .max(MAX_REJECTION_REASON_LENGTH, REASON_MESSAGE),
    }),
  ],
  { error: GRADE_MESSAGE },
);
export type GradePieceInput = z.output<typeof gradePieceInput>;

export const tradeInParams = z.object({ id: entityId });
export const tradeInPieceParams = z.object({ id: entityId, piece: entityId });

/**
 * The family's credit for an offer: the stated share of the accepted pieces' estimated resale
 * values, summed first and rounded down to a penny (the shop never credits a fraction it does
 * not have): floor(Σ value × percent ÷ 100).
 */
export function tradeInCreditPence(valuesPence: readonly number[], percent: number): number {
  const total = valuesPence.reduce((sum, value) => sum + value, 0);
  return Math.floor((total * percent) / 100);
}

/** The offer's reference on the label and the parcel: 'LR-T-000042'. */
export function tradeInReference(offerId: number): string {
  return `LR-T-${String(offerId).padStart(6, "0")}`;
}

/** The id the carrier's label is made for: distinct from every return's (local tracking numbers). */
export function tradeInLabelSerial(offerId: number): number {
  return TRADE_IN_LABEL_SERIAL_BASE + (offerId % 10_000_000);
}

/** yyyy-mm-dd: the day to post the parcel by, four weeks after the offer's day. */
export function tradeInPostBy(offerDay: string): string {
  return addDays(offerDay, TRADE_IN_POST_WITHIN_DAYS);
}

/** The file name of an offer's label. */
export function tradeInLabelFileName(reference: string): string {
  return `littlerobe-trade-in-${reference}.pdf`;
}

/** A family's offer as /account shows it. */
export interface MemberTradeInPiece {
  id: number;
  brand: string;
  category: string;
  size: string;
  photoId: number;
  grade: "accepted" | "rejected" | null;
  rejectionReason: string | null;
}

export interface MemberTradeIn {
  id: number;
  reference: string;
  status: TradeInStatus;
  rejected: RejectedChoice;
  postBy: string;
  createdAt: Date;
  label: { status: "pending" | "ready"; trackingNumber: string | null };
  pieces: MemberTradeInPiece[];
  credit: { pence: number; granted: boolean } | null;
}

/** What the member reads of one offer on /account. */
export interface TradeInOfferFacts {
  status: TradeInStatus;
  rejected: RejectedChoice;
  accepted: number;
  rejectedCount: number;
  creditPence: number | null;
  creditGranted: boolean;
}

/** The offer's state in words: sent, received, or graded with what was accepted and credited. */
export function tradeInStateText(offer: TradeInOfferFacts): string {
  if (offer.status === "sent") return "Sent: we are waiting for your parcel.";
  if (offer.status === "received") return "Received: we are looking at each piece.";
  const parts = [`Graded: ${offer.accepted} accepted`];
  if (offer.accepted > 0 && offer.creditPence !== null)
    parts[0] += ` with ${pounds(offer.creditPence)} credit`;
  if (offer.rejectedCount > 0)
    parts.push(
      `${offer.rejectedCount} rejected: ${offer.rejected === "return" ? "returned to you" : "recycled"}`,
    );
  return `${parts.join(", ")}.`;
}

/** Where the credit stands, once there is one. */
export function tradeInCreditText(offer: TradeInOfferFacts): string | null {
  if (offer.creditPence === null || offer.creditPence === 0) return null;
  return offer.creditGranted
    ? `${pounds(offer.creditPence)} credit added: it comes off your next payment.`
    : `${pounds(offer.creditPence)} credit is being added to your account.`;
}

export const REJECTED_CHOICE_LABELS: Record<RejectedChoice, string> = {
  return: "Send them back to me",
  recycle: "Recycle them responsibly",
};

export const TRADE_IN_STATUS_LABELS: Record<TradeInStatus, string> = {
  sent: "Sent (parcel awaited)",
  received: "Received (to grade)",
  graded: "Graded",
};

/** Staff list filters: status and a search by reference or member. */
export const tradeInListFilters = z.object({
  q: searchParam({ max: 100 }),
  status: choiceParam(TRADE_IN_STATUSES),
});
export type TradeInListFilters = z.output<typeof tradeInListFilters>;

/**
 * Images under this prefix in the image store are private (a family's trade-in photos): the public
 * /images route answers 404 for them; their owner and staff get them from /api/trade-ins/photos.
 */
export const PRIVATE_IMAGE_PREFIX = "private/";
export const PRIVATE_TRADE_IN_FOLDER = `${PRIVATE_IMAGE_PREFIX}trade-ins`;

export function isPrivateImagePath(path: string): boolean {
  return path.startsWith(PRIVATE_IMAGE_PREFIX);
}

/** A photo's id in GET /api/trade-ins/photos/{id}. */
export const tradeInPhotoParams = z.object({ id: entityId });

/** The facts of the offer's words, from the offer as /account has it. */
export function tradeInFacts(offer: MemberTradeIn): TradeInOfferFacts {
  return {
    status: offer.status,
    rejected: offer.rejected,
    accepted: offer.pieces.filter((piece) => piece.grade === "accepted").length,
    rejectedCount: offer.pieces.filter((piece) => piece.grade === "rejected").length,
    creditPence: offer.credit?.pence ?? null,
    creditGranted: offer.credit?.granted ?? false,
  };
}
