import { and, count, eq, type SQL } from "drizzle-orm";
import { familyName } from "@/domain/returns/return-label";
import { tradeInLabelSerial } from "@/domain/trade-in/trade-in";
import type { Database, Executor } from "@/server/db/client";
import {
  partialReturn,
  returnLabels,
  tradeInLabels,
  tradeInOffers,
  tradeInPieces,
  userProductItems,
  users,
} from "@/server/db/schema";
import type { PostalCarrier, ReturnLabelRequest } from "@/server/integrations/postal-carrier";

/**
 * What a prepaid parcel label is for, and where it is kept: a return's (return_labels, issue 25)
 * or a trade-in offer's (trade_in_labels, issue 27). The label itself is made, stored and read
 * the same way for both.
 */
const LABEL_KINDS = {
  return: {
    labels: returnLabels,
    ownerId: returnLabels.partial_return_id,
    owner: partialReturn,
    id: partialReturn.id,
    userId: partialReturn.user_id,
    reference: partialReturn.return_reference,
    dueDate: partialReturn.due_date,
    /** The garments in the parcel. */
    items: userProductItems,
    itemOwnerId: userProductItems.partial_return_id,
    /** The id the carrier is given (the local carrier's tracking number comes from it). */
    serial: (returnId: number) => returnId,
  },
  tradeIn: {
    labels: tradeInLabels,
    ownerId: tradeInLabels.offer_id,
    owner: tradeInOffers,
    id: tradeInOffers.id,
    userId: tradeInOffers.user_id,
    reference: tradeInOffers.reference,
    /** The day to post the parcel by. */
    dueDate: tradeInOffers.post_by,
    items: tradeInPieces,
    itemOwnerId: tradeInPieces.offer_id,
    // Kept apart from the returns' ids, so the tracking numbers never meet.
    serial: tradeInLabelSerial,
  },
} as const;

export type LabelKind = keyof typeof LABEL_KINDS;

/**
 * What the carrier is told about a return or an offer: our reference, the family's name and (when
 * whole) address, the shop's address, the day to post by and how many pieces are in the parcel.
 * Null when the return or offer is not there, or has no reference or day yet.
 */
async function labelRequest(
  tx: Executor,
  kindName: LabelKind,
  ownerId: number,
  address: readonly string[],
): Promise<ReturnLabelRequest | null> {
  const kind = LABEL_KINDS[kindName];
  const [row] = await tx
    .select({
      reference: kind.reference,
      dueDate: kind.dueDate,
      firstName: users.firstName,
      lastName: users.lastName,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      postcode: users.postcode,
    })
    .from(kind.owner)
    .innerJoin(users, eq(users.id, kind.userId))
    .where(eq(kind.id, ownerId));
  if (!row?.reference || !row.dueDate) return null;
  const [items] = await tx
    .select({ n: count() })
    .from(kind.items)
    .where(eq(kind.itemOwnerId, ownerId));
  const postcode = row.postcode?.trim().toUpperCase() || null;
  return {
    returnId: kind.serial(ownerId),
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
    dueDate: row.dueDate,
    itemCount: items?.n ?? 0,
  };
}

export type MakeLabelResult = "made" | "already_made" | "missing";

/** What a label job gives: the carrier, the shop's address to post to, and the queue's hooks. */
export interface LabelJobInput {
  carrier: PostalCarrier;
  returnAddress: readonly string[];
  now: Date;
  /** Marks the job done with the label (the queue's `complete`). */
  complete?: (tx: Executor) => Promise<void>;
}

/**
 * A label job's work: asks the carrier for the label and stores it. The label row is locked while
 * the carrier answers, so a second run (a retry, a second worker) waits and then finds it made:
 * one label per return or offer. A carrier failure throws and changes nothing; the queue tries
 * again, and the carrier answers the same label for the same reference. 'missing': no label row,
 * or no return or offer to label.
 */
export async function makeLabelOnce(
  db: Database,
  input: LabelJobInput & {
    kind: LabelKind;
    /** The return's or the offer's id. */
    ownerId: number;
    /** Runs first, in the transaction (a return writes its pending row if it has none). */
    prepare?: (tx: Executor, ownerId: number) => Promise<void>;
  },
): Promise<MakeLabelResult> {
  const { labels, ownerId } = LABEL_KINDS[input.kind];
  const ofOwner: SQL = eq(ownerId, input.ownerId);
  return db.transaction(async (tx) => {
    await input.prepare?.(tx, input.ownerId);
    const [label] = await tx
      .select({ status: labels.status })
      .from(labels)
      .where(ofOwner)
      .for("update");
    let result: MakeLabelResult = "already_made";
    if (!label) result = "missing";
    else if (label.status !== "ready") {
      const request = await labelRequest(tx, input.kind, input.ownerId, input.returnAddress);
      if (!request) result = "missing";
      else {
        const made = await input.carrier.createReturnLabel(request);
        await tx
          .update(labels)
          .set({
            status: "ready",
            carrier: input.carrier.name,
            carrier_reference: made.carrierReference,
            tracking_number: made.trackingNumber,
            counter_code: made.counterCode,
            pdf: Buffer.from(made.pdf),
            ready_at: input.now,
          })
          .where(ofOwner);
        result = "made";
      }
    }
    await input.complete?.(tx);
    return result;
  });
}

export type MemberLabel =
  | { status: "not_found" }
  | { status: "pending" }
  | { status: "ready"; reference: string; pdf: Buffer; counterCode: string | null };

/**
 * A member's own label, to download or show at the counter. Another member's return or offer
 * reads as none at all: the answer never tells whether it exists.
 */
export async function loadMemberLabel(
  db: Executor,
  input: { kind: LabelKind; userId: string; ownerId: number },
): Promise<MemberLabel> {
  const kind = LABEL_KINDS[input.kind];
  const [row] = await db
    .select({
      status: kind.labels.status,
      reference: kind.reference,
      pdf: kind.labels.pdf,
      counterCode: kind.labels.counter_code,
    })
    .from(kind.labels)
    .innerJoin(kind.owner, eq(kind.id, kind.ownerId))
    .where(and(eq(kind.id, input.ownerId), eq(kind.userId, input.userId)));
  if (!row) return { status: "not_found" };
  if (row.status !== "ready" || !row.pdf || !row.reference) return { status: "pending" };
  return { status: "ready", reference: row.reference, pdf: row.pdf, counterCode: row.counterCode };
}
