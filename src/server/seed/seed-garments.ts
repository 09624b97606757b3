import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import {
  partialOrder,
  partialReturn,
  productItemRetirement,
  productItems,
  productItemsHistory,
  userProductItems,
} from "@/server/db/schema";
import { insertInChunks, insertReturningIds } from "./bulk-insert";
import type { GarmentSpec } from "./garment-plan";

export interface SeededGarments {
  productItems: number;
  historyEntries: number;
  retirements: number;
  userProductItems: number;
}

function groupIds(pairs: [number | null, number][]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const [key, itemId] of pairs) {
    if (key === null) continue;
    const list = groups.get(key) ?? [];
    if (!list.includes(itemId)) list.push(itemId);
    groups.set(key, list);
  }
  return groups;
}

/** Writes garments with their history, retirements and links to members' deliveries and returns. */
export async function seedGarments(
  db: Executor,
  garments: GarmentSpec[],
  staffId: string,
): Promise<SeededGarments> {
  const ids = await insertReturningIds(
    db,
    productItems,
    garments.map((g) => ({
      created_at: g.createdAt,
      expired_at: g.expiredAt,
      orId: g.orId,
      sku: g.variant.plan.sku,
      barcode: g.barcode,
      fulfilment_rfid: g.rfid,
      status: g.status,
      product_variant_id: g.variant.id,
      history_big_days_user: g.historyBigDaysUser,
      base_history_days: g.baseHistoryDays,
      history_rental_homes: g.historyRentalHomes,
      rental_homes: g.rentalHomes,
      wholesale_price: g.wholesalePrice,
      sold_price: g.soldPrice,
    })),
  );
  const withIds = garments.map((garment, i) => ({ garment, id: ids[i] as number }));

  const history = withIds.flatMap(({ garment, id }) =>
    garment.events.map((event) => ({
      product_item_id: id,
      previous_status: event.from,
      new_status: event.to,
      previous_order_id: event.previousOrderId,
      new_order_id: event.newOrderId,
      new_return_id: event.newReturnId,
      changed_by_user_id: event.byStaff ? staffId : null,
      change_reason: event.reason,
      createdAt: event.at,
    })),
  );
  await insertInChunks(db, productItemsHistory, history);

  const retirements = withIds.flatMap(({ garment, id }) =>
    garment.retirement
      ? [
          {
            product_item_id: id,
            date: garment.retirement.date,
            reason: garment.retirement.reason,
            fulfilment_retirement_id: garment.retirement.fulfilmentRetirementId,
          },
        ]
      : [],
  );
  await insertInChunks(db, productItemRetirement, retirements);

  const links = withIds.flatMap(({ garment, id }) =>
    garment.links.map((link) => ({
      product_item_id: id,
      partial_order_id: link.partialOrderId,
      partial_return_id: link.partialReturnId,
      user_id: link.userId,
      product_variant_id: garment.variant.id,
    })),
  );
  await insertInChunks(db, userProductItems, links);

  // Deliveries and returns remember which garments they were made up with.
  const byOrder = groupIds(links.map((l) => [l.partial_order_id, l.product_item_id]));
  for (const [orderId, itemIds] of byOrder) {
    await db
      .update(partialOrder)
      .set({ original_product_item_ids: itemIds })
      .where(eq(partialOrder.id, orderId));
  }
  const byReturn = groupIds(links.map((l) => [l.partial_return_id, l.product_item_id]));
  for (const [returnId, itemIds] of byReturn) {
    await db
      .update(partialReturn)
      .set({ original_product_item_ids: itemIds })
      .where(eq(partialReturn.id, returnId));
  }

  return {
    productItems: ids.length,
    historyEntries: history.length,
    retirements: retirements.length,
    userProductItems: links.length,
  };
}
