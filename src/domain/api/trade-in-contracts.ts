import { defineContract } from "@/domain/api/contract";
import { gradePieceInput, tradeInOfferInput } from "@/domain/trade-in/trade-in";
import { z } from "@/domain/zod";

/** POST /api/trade-ins/photos: the photo itself as the body (PNG, JPEG or WebP up to 1 MB). */
export const uploadTradeInPhotoContract = defineContract<{ photoId: number }>()({
  method: "POST",
  path: "/api/trade-ins/photos",
  input: z.never(),
});

/** POST /api/trade-ins: a family's offer of their outgrown pieces (their photos uploaded first). */
export const offerTradeInContract = defineContract<{
  offerId: number;
  reference: string;
  postBy: string;
}>()({
  method: "POST",
  path: "/api/trade-ins",
  input: tradeInOfferInput,
});

/** POST /api/staff/trade-ins/{id}/receive: the offer's parcel arrived. */
export const receiveTradeInContract = defineContract<{ id: number; status: "received" }>()({
  method: "POST",
  path: "/api/staff/trade-ins/[id]/receive",
  input: z.object({}),
});

/** POST /api/staff/trade-ins/{id}/pieces/{pieceId}: one piece's grade. */
export const gradeTradeInPieceContract = defineContract<{
  offerGraded: boolean;
  productItemId: number | null;
  creditPence: number;
}>()({
  method: "POST",
  path: "/api/staff/trade-ins/[id]/pieces/[piece]",
  input: gradePieceInput,
});
