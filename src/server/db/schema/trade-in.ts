import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { productVariants, tags } from "./catalogue";
import { createdAt, id, optionalTimestamp } from "./columns";
import { productItems } from "./garments";
import { users } from "./members";
import { parcelLabelColumns, parcelLabelReadyHasPdf } from "./return-labels";

/*
 * Issue 27, "Trade in what they outgrew" (docs/growing.md, part:trade-in).
 */

/**
 * A photo a family uploaded for a piece they offer, kept in the image store under a private path
 * (never served by /images): only its owner and staff see it, through /api/trade-ins/photos/{id}.
 */
export const tradeInPhotos = pgTable(
  "trade_in_photos",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    path: text("path").notNull(),
    content_type: text("content_type").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("trade_in_photos_path_key").on(t.path),
    index("trade_in_photos_user_idx").on(t.user_id),
  ],
);

/** A family's offer: one parcel of pieces, sent → received → graded. */
export const tradeInOffers = pgTable(
  "trade_in_offers",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: ["sent", "received", "graded"] })
      .notNull()
      .default("sent"),
    /** What happens to pieces staff cannot take: sent back, or recycled. */
    rejected_choice: text("rejected_choice", { enum: ["return", "recycle"] }).notNull(),
    /** 'LR-T-000042', on the label and the parcel. */
    reference: text("reference"),
    /** yyyy-mm-dd: post the parcel by. */
    post_by: text("post_by").notNull(),
    created_at: createdAt(),
    received_at: optionalTimestamp("received_at"),
    received_by: text("received_by").references(() => users.id),
    graded_at: optionalTimestamp("graded_at"),
  },
  (t) => [
    uniqueIndex("trade_in_offers_reference_key").on(t.reference),
    index("trade_in_offers_user_idx").on(t.user_id),
    index("trade_in_offers_status_idx").on(t.status, t.created_at),
  ],
);

/** One piece of an offer and, once graded, its grade. */
export const tradeInPieces = pgTable(
  "trade_in_pieces",
  {
    id: id(),
    offer_id: integer("offer_id")
      .notNull()
      .references(() => tradeInOffers.id),
    brand: text("brand").notNull(),
    /** The shop's garment category (a CATEGORY tag). */
    category_tag_id: integer("category_tag_id")
      .notNull()
      .references(() => tags.id),
    /** An age size's slug (AGE_SIZES). */
    size: text("size").notNull(),
    photo_id: integer("photo_id")
      .notNull()
      .references(() => tradeInPhotos.id),
    grade: text("grade", { enum: ["accepted", "rejected"] }),
    /** Accepted: staff's estimate of its resale value, in pence. */
    value_pence: integer("value_pence"),
    /** Accepted: the variant it became and the garment (INITIATED) recorded for it. */
    product_variant_id: integer("product_variant_id").references(() => productVariants.id),
    product_item_id: integer("product_item_id").references(() => productItems.id),
    /** Rejected: why, and what happens to it (the family's choice). */
    rejection_reason: text("rejection_reason"),
    rejected_outcome: text("rejected_outcome", { enum: ["return", "recycle"] }),
    graded_at: optionalTimestamp("graded_at"),
    graded_by: text("graded_by").references(() => users.id),
  },
  (t) => [
    index("trade_in_pieces_offer_idx").on(t.offer_id),
    uniqueIndex("trade_in_pieces_photo_key").on(t.photo_id),
    uniqueIndex("trade_in_pieces_product_item_key").on(t.product_item_id),
    check(
      "trade_in_pieces_grade_complete",
      sql`${t.grade} is null
        or (${t.grade} = 'accepted' and ${t.value_pence} > 0 and ${t.product_item_id} is not null)
        or (${t.grade} = 'rejected' and ${t.rejection_reason} is not null and ${t.rejected_outcome} is not null)`,
    ),
  ],
);

/** An offer's prepaid label, made once by the trade-in.label job (as return_labels). */
export const tradeInLabels = pgTable(
  "trade_in_labels",
  {
    ...parcelLabelColumns(),
    offer_id: integer("offer_id")
      .notNull()
      .references(() => tradeInOffers.id),
  },
  (t) => [
    uniqueIndex("trade_in_labels_offer_key").on(t.offer_id),
    parcelLabelReadyHasPdf("trade_in_labels_ready_has_pdf", t),
  ],
);

/**
 * The family's credit for a graded offer: written 'pending' with the last grade, granted once at
 * the payment provider by the trade-in.credit job (the provider's idempotency key is the row's).
 */
export const tradeInCredits = pgTable(
  "trade_in_credits",
  {
    id: id(),
    offer_id: integer("offer_id")
      .notNull()
      .references(() => tradeInOffers.id),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    /** The share of the accepted pieces' values, as set when the offer was graded. */
    percent: integer("percent").notNull(),
    value_pence: integer("value_pence").notNull(),
    pence: integer("pence").notNull(),
    status: text("status", { enum: ["pending", "granted"] })
      .notNull()
      .default("pending"),
    created_at: createdAt(),
    granted_at: optionalTimestamp("granted_at"),
  },
  (t) => [
    uniqueIndex("trade_in_credits_offer_key").on(t.offer_id),
    index("trade_in_credits_user_idx").on(t.user_id),
    check("trade_in_credits_positive", sql`${t.pence} > 0 and ${t.value_pence} > 0`),
  ],
);
