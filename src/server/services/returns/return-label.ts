import { eq } from "drizzle-orm";
import type { ReturnLabelState } from "@/domain/returns/return-label";
import type { Database, Executor } from "@/server/db/client";
import { partialReturn, returnLabels } from "@/server/db/schema";
import {
  PostalCarrierError,
  type PostalCarrier,
  type TrackingEvent,
} from "@/server/integrations/postal-carrier";
import { makeLabelOnce, type LabelJobInput } from "@/server/services/labels/parcel-label";

/** The label-to-be of a new return, in the return's own transaction: /account says it is coming. */
export async function addPendingLabel(tx: Executor, returnId: number): Promise<void> {
  await tx.insert(returnLabels).values({ partial_return_id: returnId }).onConflictDoNothing();
}

export type MakeReturnLabelResult = "made" | "already_made" | "no_return";

/**
 * The returns.label job's work: the return's label, made once (makeLabelOnce). A return started
 * before labels existed gets its pending row first.
 */
export async function makeReturnLabel(
  db: Database,
  input: LabelJobInput & { returnId: number },
): Promise<MakeReturnLabelResult> {
  const result = await makeLabelOnce(db, {
    ...input,
    kind: "return",
    ownerId: input.returnId,
    prepare: addPendingLabel,
  });
  return result === "missing" ? "no_return" : result;
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
