import { and, count, eq } from "drizzle-orm";
import { familyName, type ReturnLabelState } from "@/domain/returns/return-label";
import type { Database, Executor } from "@/server/db/client";
import { partialReturn, returnLabels, userProductItems, users } from "@/server/db/schema";
import {
  PostalCarrierError,
  type PostalCarrier,
  type ReturnLabelRequest,
  type TrackingEvent,
} from "@/server/integrations/postal-carrier";

/** The label-to-be of a new return, in the return's own transaction: /account says it is coming. */
export async function addPendingLabel(tx: Executor, returnId: number): Promise<void> {
  await tx.insert(returnLabels).values({ partial_return_id: returnId }).onConflictDoNothing();
}

/** What the carrier is told about a return: ours, the family's and the shop's. */
async function labelRequest(
  tx: Executor,
  returnId: number,
  address: readonly string[],
): Promise<ReturnLabelRequest | null> {
  const [row] = await tx
    .select({
      reference: partialReturn.return_reference,
      dueDate: partialReturn.due_date,
      firstName: users.firstName,
      lastName: users.lastName,
      address1: users.address1,
      address2: users.address2,
      city: users.city,
      postcode: users.postcode,
    })
    .from(partialReturn)
    .innerJoin(users, eq(users.id, partialReturn.user_id))
    .where(eq(partialReturn.id, returnId));
  if (!row?.reference || !row.dueDate) return null;
  const [items] = await tx
    .select({ n: count() })
    .from(userProductItems)
    .where(eq(userProductItems.partial_return_id, returnId));
  const postcode = row.postcode?.trim().toUpperCase() || null;
  const name = familyName(row.firstName, row.lastName);
  return {
    returnId,
    reference: row.reference,
    family: {
      name,
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

export type MakeReturnLabelResult = "made" | "already_made" | "no_return";

/**
 * The returns.label job's work: asks the carrier for the return's label and stores it. The label
 * row is locked while the carrier answers, so a second run (a retry, a second worker) waits and
 * then finds it made: one label per return. A carrier failure throws and changes nothing; the
 * queue tries again, and the carrier answers the same label for the same reference.
 */
export async function makeReturnLabel(
  db: Database,
  input: {
    carrier: PostalCarrier;
    returnId: number;
    returnAddress: readonly string[];
    now: Date;
    /** Marks the job done with the label (the queue's `complete`). */
    complete?: (tx: Executor) => Promise<void>;
  },
): Promise<MakeReturnLabelResult> {
  return db.transaction(async (tx) => {
    // Returns started before labels existed have no row yet.
    await addPendingLabel(tx, input.returnId);
    const [label] = await tx
      .select({ status: returnLabels.status })
      .from(returnLabels)
      .where(eq(returnLabels.partial_return_id, input.returnId))
      .for("update");
    let result: MakeReturnLabelResult = "already_made";
    if (label?.status !== "ready") {
      const request = await labelRequest(tx, input.returnId, input.returnAddress);
      if (!request) result = "no_return";
      else {
        const made = await input.carrier.createReturnLabel(request);
        await tx
          .update(returnLabels)
          .set({
            status: "ready",
            carrier: input.carrier.name,
            carrier_reference: made.carrierReference,
            tracking_number: made.trackingNumber,
            counter_code: made.counterCode,
            pdf: Buffer.from(made.pdf),
            ready_at: input.now,
          })
          .where(eq(returnLabels.partial_return_id, input.returnId));
        result = "made";
      }
    }
    await input.complete?.(tx);
    return result;
  });
}

/** The labels of a member's returns, by return id, for /account. */
export async function loadReturnLabelStates(
  db: Executor,
  userId: string,
): Promise<Record<number, ReturnLabelState>> {
  const rows = await db
    .select({
      returnId: returnLabels.partial_return_id,
      status: returnLabels.status,
      trackingNumber: returnLabels.tracking_number,
      counterCode: returnLabels.counter_code,
    })
    .from(returnLabels)
    .innerJoin(partialReturn, eq(partialReturn.id, returnLabels.partial_return_id))
    .where(eq(partialReturn.user_id, userId));
  return Object.fromEntries(
    rows.map((row) => [
      row.returnId,
      row.status === "ready"
        ? {
            status: "ready" as const,
            trackingNumber: row.trackingNumber,
            hasCounterCode: row.counterCode !== null,
          }
        : { status: "pending" as const },
    ]),
  );
}

export type MemberReturnLabel =
  | { status: "not_found" }
  | { status: "pending" }
  | { status: "ready"; reference: string; pdf: Buffer; counterCode: string | null };

/**
 * A member's own label, to download or show at the counter. Another member's return reads as no
 * return at all: the answer never tells whether it exists.
 */
export async function loadMemberReturnLabel(
  db: Executor,
  input: { userId: string; returnId: number },
): Promise<MemberReturnLabel> {
  const [row] = await db
    .select({
      status: returnLabels.status,
      reference: partialReturn.return_reference,
      pdf: returnLabels.pdf,
      counterCode: returnLabels.counter_code,
    })
    .from(returnLabels)
    .innerJoin(partialReturn, eq(partialReturn.id, returnLabels.partial_return_id))
    .where(and(eq(partialReturn.id, input.returnId), eq(partialReturn.user_id, input.userId)));
  if (!row) return { status: "not_found" };
  if (row.status !== "ready" || !row.pdf || !row.reference) return { status: "pending" };
  return { status: "ready", reference: row.reference, pdf: row.pdf, counterCode: row.counterCode };
}

export interface StaffReturnLabel {
  status: "pending" | "ready";
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking, oldest first; null when it could not be asked. */
  events: TrackingEvent[] | null;
}

/**
 * A return's label for the back office, with the parcel's journey as the carrier tells it. Only
 * the carrier that made the label is asked; one that does not answer leaves the journey unknown.
 */
export async function loadStaffReturnLabel(
  db: Executor,
  carrier: PostalCarrier,
  returnId: number,
): Promise<StaffReturnLabel | null> {
  const [row] = await db
    .select()
    .from(returnLabels)
    .where(eq(returnLabels.partial_return_id, returnId));
  if (!row) return null;
  const label = { status: row.status, carrier: row.carrier, trackingNumber: row.tracking_number };
  if (row.status !== "ready" || row.carrier !== carrier.name || !row.carrier_reference)
    return { ...label, events: null };
  const events = await carrier
    .trackingEvents({
      carrierReference: row.carrier_reference,
      trackingNumber: row.tracking_number,
      createdAt: row.ready_at ?? row.created_at,
    })
    .catch((error: unknown) => {
      if (error instanceof PostalCarrierError) return null;
      throw error;
    });
  return { ...label, events };
}
