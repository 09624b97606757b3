import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bytea, createdAt, id, optionalTimestamp } from "./columns";
import { partialReturn } from "./orders";

/**
 * A prepaid parcel label's columns, besides what it is for: a return's (return_labels) or a
 * trade-in offer's (trade_in_labels). Written 'pending', made once by a job that locks the row
 * while it asks the carrier (services/labels/parcel-label.ts).
 */
export const parcelLabelColumns = () => ({
  id: id(),
  status: text("status", { enum: ["pending", "ready"] })
    .notNull()
    .default("pending"),
  /** Which carrier made it ('local', 'royal_mail_click_drop'). */
  carrier: text("carrier"),
  /** The carrier's own id for it (Click & Drop's orderIdentifier). */
  carrier_reference: text("carrier_reference"),
  tracking_number: text("tracking_number"),
  /** What the QR code for a Post Office counter encodes; null when the carrier gives none. */
  counter_code: text("counter_code"),
  pdf: bytea("pdf"),
  created_at: createdAt(),
  ready_at: optionalTimestamp("ready_at"),
});

/** A ready label has its PDF and the carrier that made it. */
export const parcelLabelReadyHasPdf = (
  name: string,
  t: { status: AnyPgColumn; pdf: AnyPgColumn; carrier: AnyPgColumn },
) =>
  check(name, sql`${t.status} <> 'ready' or (${t.pdf} is not null and ${t.carrier} is not null)`);

/**
 * A return's prepaid label from the postal carrier (issue 25): made once per return by the
 * returns.label job. The row is written with the return ('pending'), so /account can say the
 * label is being made; the job locks it while it asks the carrier, so two runs make one label.
 */
export const returnLabels = pgTable(
  "return_labels",
  {
    ...parcelLabelColumns(),
    partial_return_id: integer("partial_return_id")
      .notNull()
      .references(() => partialReturn.id),
  },
  (t) => [
    uniqueIndex("return_labels_partial_return_id_key").on(t.partial_return_id),
    parcelLabelReadyHasPdf("return_labels_ready_has_pdf", t),
  ],
);
