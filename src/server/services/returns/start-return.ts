import { eq, inArray, sql } from "drizzle-orm";
import {
  returnDueDate,
  returnReference,
  type ReturnEmailFacts,
} from "@/domain/returns/return-request";
import type { Executor } from "@/server/db/client";
import { returnEmailJob } from "@/server/jobs/return-email";
import { returnLabelJob } from "@/server/jobs/return-label";
import {
  orderProductVariants,
  partialOrder,
  partialReturn,
  userProductItems,
} from "@/server/db/schema";
import { moveGarments } from "@/server/services/garments/move-garment";
import { addPendingLabel } from "./return-label";
import { scheduleReturnGrace } from "./schedule-return-grace";

/** A garment with the member, as the return needs it. */
export interface ReturnedGarment {
  userItemId: number;
  itemId: number;
  product_variant_id: number;
  partialOrderId: number | null;
}

export interface StartReturnInput {
  userId: string;
  garments: readonly ReturnedGarment[];
  /** The day the member asks (yyyy-mm-dd, UK): the return's date; due a week later. */
  today: string;
  /** When it is asked, if not now: the member's e-mail is queued for that moment (the caller's clock). */
  now?: Date;
  /** Why the garments move (their history rows). */
  reason: string;
  /** Set when the return ends a cancelled membership (spec 3.1 partial_return). */
  cancellationReason?: string | null;
  /** What the member's e-mail says about why the return started. */
  cause: ReturnEmailFacts["cause"];
}

export interface StartedReturn {
  returnId: number;
  reference: string;
  dueDate: string;
}

/**
 * Puts garments that are with the member on one return (spec 3.1 partial_return): the return row
 * with its reference and due date, each garment linked to it and moved CUSTOMER → RETURNING, and
 * their order lines RETURN_REQUESTED, and its prepaid label queued. The warehouse sync tells the
 * partner about it (returnSync).
 * In the caller's transaction; a garment no longer with the member refuses the whole return.
 */
export async function startReturn(tx: Executor, input: StartReturnInput): Promise<StartedReturn> {
  const dueDate = returnDueDate(input.today);
  const [row] = await tx
    .insert(partialReturn)
    .values({
      user_id: input.userId,
      date: input.today,
      status: "ORDER_PLACED",
      item_quantity: input.garments.length,
      original_product_item_ids: input.garments.map((g) => g.itemId),
      cancellation_reason: input.cancellationReason ?? null,
      due_date: dueDate,
    })
    .returning({ id: partialReturn.id });
  const returnId = row!.id;
  const reference = returnReference(returnId);
  await tx
    .update(partialReturn)
    .set({ return_reference: reference })
    .where(eq(partialReturn.id, returnId));
  await tx
    .update(userProductItems)
    .set({ partial_return_id: returnId })
    .where(
      inArray(
        userProductItems.id,
        input.garments.map((g) => g.userItemId),
      ),
    );
  await moveGarments(
    tx,
    input.garments.map((g) => ({
      itemId: g.itemId,
      to: "RETURNING" as const,
      reason: input.reason,
      previousOrderId: g.partialOrderId,
      newReturnId: returnId,
      changedByUserId: input.userId,
    })),
  );
  await markOrderLinesReturnRequested(tx, input.garments);
  await returnEmailJob.enqueue(tx, { returnId, cause: input.cause }, { runAt: input.now });
  // Every return gets a prepaid label (issue 25), made by the postal carrier through the queue.
  await addPendingLabel(tx, returnId);
  await returnLabelJob.enqueue(tx, { returnId }, { runAt: input.now });
  // A live family's return (a swap's or their own) is reminded and, when late, holds the next swap.
  if (input.cause !== "membership_ended") await scheduleReturnGrace(tx, { returnId, dueDate });
  return { returnId, reference, dueDate };
}

/** One order line per garment, of the order its delivery carried, becomes RETURN_REQUESTED. */
async function markOrderLinesReturnRequested(tx: Executor, garments: readonly ReturnedGarment[]) {
  for (const garment of garments) {
    if (garment.partialOrderId === null) continue;
    await tx.execute(sql`
      update ${orderProductVariants} set status = 'RETURN_REQUESTED'
      where ${orderProductVariants.id} = (
        select opv.id from ${orderProductVariants} opv
        join ${partialOrder} po on po.order_id = opv.order_id
        where po.id = ${garment.partialOrderId}
          and opv.product_variant_id = ${garment.product_variant_id}
          and opv.status in ('REQUESTED', 'CONFIRMED')
        order by opv.id limit 1)`);
  }
}
