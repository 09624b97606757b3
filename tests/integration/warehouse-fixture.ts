import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { ApiLogOrigin } from "@/domain/enums";
import type { Database } from "@/server/db/client";
import {
  apiLogs,
  order,
  orderProductVariants,
  partialOrder,
  partialReturn,
  productItems,
  productItemsHistory,
  products,
  productVariants,
  userProductItems,
  users,
} from "@/server/db/schema";
import type { WarehousePartner } from "@/server/integrations/warehouse";
import { warehouseHandoverJob } from "@/server/jobs/warehouse-handover";
import { warehouseSyncJobs } from "@/server/jobs/warehouse-syncs";
import { jobHandlers } from "@/server/queue/define-job";
import type { JobHandlers } from "@/server/queue/job-queue";
import { moveGarments } from "@/server/services/garments/move-garment";
import { startReturn as startMemberReturn } from "@/server/services/returns/start-return";

/**
 * A small shop for the warehouse tests (issue 11): a product with variants the partner knows by
 * fulfilment id, a member with an address, and deliveries and returns made the way the checkout
 * and the return flow make them (garments moved with moveGarments, the hand-over job queued).
 */

const unique = () => randomBytes(4).toString("hex");

export interface Variant {
  id: number;
  productId: number;
  sku: string;
  fulfilmentId: string;
}

export async function makeVariant(db: Database, stock = 0): Promise<Variant> {
  const tag = unique();
  const [product] = await db
    .insert(products)
    .values({
      name: `Romper ${tag}`,
      slug: `romper-${tag}`,
      rrp: "30.00",
      published_at: new Date(),
    })
    .returning({ id: products.id });
  const sku = `SKU-${tag}`;
  const fulfilmentId = `FUL-${tag}`;
  const [variant] = await db
    .insert(productVariants)
    .values({ product_id: product!.id, sku, fulfilment_id: fulfilmentId, stock })
    .returning({ id: productVariants.id });
  return { id: variant!.id, productId: product!.id, sku, fulfilmentId };
}

export async function makeMember(db: Database): Promise<string> {
  const id = `member-${unique()}`;
  await db.insert(users).values({
    id,
    email: `${id}@example.co.uk`,
    firstName: "Amelia",
    lastName: "Hart",
    address1: "1 Test Street",
    city: "London",
    postcode: "SW11 5QL",
  });
  return id;
}

export interface Delivery {
  partialOrderId: number;
  orderId: number;
  itemIds: number[];
  userId: string;
}

/** A paid delivery: garments held for it, order lines REQUESTED, the hand-over job queued. */
export async function placeDelivery(
  db: Database,
  input: { userId: string; variants: Variant[] },
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const [o] = await tx
      .insert(order)
      .values({ user_id: input.userId, status: "ORDER_PLACED" })
      .returning({ id: order.id });
    const [po] = await tx
      .insert(partialOrder)
      .values({
        user_id: input.userId,
        status: "ORDER_PLACED",
        order_id: o!.id,
        delivery_provider: "royal_mail",
      })
      .returning({ id: partialOrder.id });
    const itemIds: number[] = [];
    for (const variant of input.variants) {
      await tx.insert(orderProductVariants).values({
        order_id: o!.id,
        product_variant_id: variant.id,
        status: "REQUESTED",
      });
      const [item] = await tx
        .insert(productItems)
        .values({
          sku: variant.sku,
          barcode: `BC-${unique()}`,
          status: "STORAGE",
          product_variant_id: variant.id,
        })
        .returning({ id: productItems.id });
      await moveGarments(tx, [
        { itemId: item!.id, to: "HOLD", reason: "Reserved for a test", newOrderId: po!.id },
      ]);
      await tx.insert(userProductItems).values({
        product_item_id: item!.id,
        partial_order_id: po!.id,
        user_id: input.userId,
        product_variant_id: variant.id,
      });
      itemIds.push(item!.id);
    }
    await warehouseHandoverJob.enqueue(tx, { partialOrderId: po!.id });
    return { partialOrderId: po!.id, orderId: o!.id, itemIds, userId: input.userId };
  });
}

/** The member sends garments back, as the return flow does: a return, garments RETURNING. */
/** The member sends garments back, through the shop's own return service. */
export async function startReturn(
  db: Database,
  delivery: Delivery,
  itemIds: number[] = delivery.itemIds,
): Promise<number> {
  return db.transaction(async (tx) => {
    const links = await tx
      .select({
        userItemId: userProductItems.id,
        itemId: userProductItems.product_item_id,
        product_variant_id: userProductItems.product_variant_id,
        partialOrderId: userProductItems.partial_order_id,
      })
      .from(userProductItems)
      .where(inArray(userProductItems.product_item_id, itemIds));
    const started = await startMemberReturn(tx, {
      userId: delivery.userId,
      garments: links,
      today: "2026-11-25",
      reason: "Sent back by the member",
      cause: "requested",
    });
    return started.returnId;
  });
}

export async function garmentStatuses(db: Database, ids: number[]) {
  const rows = await db.select().from(productItems);
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
}

export async function historyReasons(db: Database, itemId: number): Promise<string[]> {
  const rows = await db
    .select({ reason: productItemsHistory.change_reason })
    .from(productItemsHistory)
    .where(eq(productItemsHistory.product_item_id, itemId))
    .orderBy(productItemsHistory.id);
  return rows.map((row) => row.reason ?? "");
}

export async function logsOf(db: Database, origin: ApiLogOrigin) {
  return db.select().from(apiLogs).where(eq(apiLogs.origin, origin)).orderBy(apiLogs.id);
}

export async function lastLog(db: Database, origin: ApiLogOrigin) {
  const [row] = await db
    .select()
    .from(apiLogs)
    .where(eq(apiLogs.origin, origin))
    .orderBy(desc(apiLogs.id))
    .limit(1);
  return row;
}

export async function deliveryRow(db: Database, id: number) {
  const [row] = await db.select().from(partialOrder).where(eq(partialOrder.id, id));
  return row!;
}

export async function returnRow(db: Database, id: number) {
  const [row] = await db.select().from(partialReturn).where(eq(partialReturn.id, id));
  return row!;
}

export async function orderLines(db: Database, orderId: number) {
  const rows = await db
    .select({ status: orderProductVariants.status })
    .from(orderProductVariants)
    .where(and(eq(orderProductVariants.order_id, orderId)))
    .orderBy(orderProductVariants.id);
  return rows.map((row) => row.status);
}

export async function variantStock(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, id));
  return row!.stock;
}

/** The warehouse lane's handlers (the hand-over and the five syncs) on this partner. */
export function warehouseJobHandlers(partner: () => WarehousePartner): JobHandlers {
  return jobHandlers([warehouseHandoverJob, ...Object.values(warehouseSyncJobs)], {
    warehousePartner: partner,
  });
}
