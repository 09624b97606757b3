import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { ProductItemStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { partialOrder, productItems, productVariants, userProductItems } from "@/server/db/schema";
import { getLogger } from "@/server/observability/logger";
import { warehouseHandoverJob } from "@/server/jobs/warehouse-handover";
import { moveGarments } from "@/server/services/garments/move-garment";
import { startReturn } from "@/server/services/returns/start-return";
import { orderStockPlan, returnUnitsToStock } from "@/server/services/stock/reserve-order-stock";

/** Garments with the member or on their way (spec 4.4 active and upcoming). */
const HELD_STATUSES: ProductItemStatus[] = ["CUSTOMER", "HOLD", "STORAGE_HOLD"];

export interface HeldGarment {
  userItemId: number;
  itemId: number;
  product_variant_id: number;
  productId: number;
  status: ProductItemStatus;
  partialOrderId: number | null;
}

/**
 * The garments a member holds now: not on a return, with them or on their way, from a delivery
 * whose payment went through (spec 4.4's active and upcoming groups).
 */
export async function loadHeldGarments(tx: Executor, userId: string): Promise<HeldGarment[]> {
  const rows = await tx
    .select({
      userItemId: userProductItems.id,
      itemId: productItems.id,
      product_variant_id: userProductItems.product_variant_id,
      productId: productVariants.product_id,
      status: productItems.status,
      partialOrderId: userProductItems.partial_order_id,
    })
    .from(userProductItems)
    .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
    .innerJoin(productVariants, eq(productVariants.id, userProductItems.product_variant_id))
    .leftJoin(partialOrder, eq(partialOrder.id, userProductItems.partial_order_id))
    .where(
      and(
        eq(userProductItems.user_id, userId),
        isNull(userProductItems.partial_return_id),
        inArray(productItems.status, HELD_STATUSES),
        sql`(${partialOrder.id} is null or ${partialOrder.status} not in ('ORDER_PLACED_PAYMENT_PENDING', 'ORDER_PLACED_PAYMENT_CANCELLED'))`,
      ),
    )
    .orderBy(userProductItems.id);
  return rows;
}

/**
 * A paid (or swap) order becomes real: for each variant it takes out of stock, a garment on the
 * shelf is chosen (locked, skipping garments another checkout is taking) and moved to HOLD with its
 * history row, and the member's user_product_items row records it. Returns the garments chosen.
 */
export async function holdGarmentsForOrder(
  tx: Executor,
  input: { orderId: number; partialOrderId: number; userId: string },
): Promise<number[]> {
  const plan = await orderStockPlan(tx, input.orderId, input.userId);
  const chosen: number[] = [];
  for (const { variantId, count } of plan.unique) {
    const shelf = await tx
      .select({ id: productItems.id })
      .from(productItems)
      .where(
        and(
          eq(productItems.product_variant_id, variantId),
          eq(productItems.status, "STORAGE"),
          chosen.length ? notInArray(productItems.id, chosen) : undefined,
        ),
      )
      .orderBy(productItems.id)
      .limit(count)
      .for("update", { skipLocked: true });
    if (shelf.length < count) {
      // Stock said yes but the shelf is short: the order goes on and staff see this line.
      getLogger().error(
        { event: "no_garment_on_shelf", orderId: input.orderId, variantId, wanted: count },
        "No garment in storage for an ordered variant",
      );
    }
    await moveGarments(
      tx,
      shelf.map((item) => ({
        itemId: item.id,
        to: "HOLD" as const,
        reason: `Reserved for order ${input.orderId}`,
        newOrderId: input.partialOrderId,
        changedByUserId: input.userId,
      })),
    );
    if (shelf.length > 0) {
      await tx.insert(userProductItems).values(
        shelf.map((item) => ({
          product_item_id: item.id,
          partial_order_id: input.partialOrderId,
          user_id: input.userId,
          product_variant_id: variantId,
        })),
      );
    }
    chosen.push(...shelf.map((item) => item.id));
  }
  await tx
    .update(partialOrder)
    .set({ original_product_item_ids: chosen })
    .where(eq(partialOrder.id, input.partialOrderId));
  // The hand-over to the warehouse partner waits on the shop's job queue (its handler: issue 11).
  await warehouseHandoverJob.enqueue(tx, { partialOrderId: input.partialOrderId });
  return chosen;
}

/**
 * Garments leaving a member (swapped out, or a membership ended): those with the member go on one
 * return (RETURNING, due a week after `date`); those not yet dispatched never left, so they go
 * straight back to the shelf and into stock, with no return to collect. Returns the products whose
 * stock changed.
 */
export async function sendBackGarments(
  tx: Executor,
  input: {
    userId: string;
    garments: readonly HeldGarment[];
    date: string;
    reason: string;
    cancellationReason?: string | null;
    cause: "swapped" | "membership_ended";
  },
): Promise<number[]> {
  const withMember = input.garments.filter((g) => g.status === "CUSTOMER");
  const notSent = input.garments.filter((g) => g.status !== "CUSTOMER");
  if (withMember.length > 0) {
    await startReturn(tx, {
      userId: input.userId,
      garments: withMember,
      today: input.date,
      reason: input.reason,
      cancellationReason: input.cancellationReason,
      cause: input.cause,
    });
  }
  await moveGarments(
    tx,
    notSent.map((g) => ({
      itemId: g.itemId,
      to: "STORAGE" as const,
      reason: `${input.reason} before dispatch`,
      previousOrderId: g.partialOrderId,
      changedByUserId: input.userId,
    })),
  );
  return returnUnitsToStock(
    tx,
    notSent.map((g) => g.product_variant_id),
  );
}
