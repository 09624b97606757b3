import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { mismatchNote, stockMismatches } from "@/domain/warehouse/sync-rules";
import type { Database, Executor } from "@/server/db/client";
import { productItems, productItemsHistory, productVariants } from "@/server/db/schema";
import type { PartnerGoodsIn, WarehousePartner } from "@/server/integrations/warehouse";
import { returnUnitsToStock } from "@/server/services/stock/reserve-order-stock";
import { stockChanged } from "./stock-changed";
import { pullEvents, type SyncHooks, type SyncResult } from "./sync-log";

/**
 * One booked-in garment, in the caller's transaction: a new product_items row in STORAGE for the
 * variant with that fulfilment id, and one more in its stock. A barcode we already have was booked
 * in before (a repeated event): nothing happens.
 */
async function applyGoodsIn(
  tx: Executor,
  goods: PartnerGoodsIn,
  touched: number[],
): Promise<{ note: string; newStock: boolean } | null> {
  const [variant] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.fulfilment_id, goods.fulfilmentId),
        isNull(productVariants.deleted_at),
      ),
    )
    .orderBy(productVariants.id)
    .limit(1);
  if (!variant) {
    return {
      note: `Goods-in ${goods.barcode}: no variant with fulfilment id ${goods.fulfilmentId}, skipped`,
      newStock: false,
    };
  }
  const [created] = await tx
    .insert(productItems)
    .values({
      sku: goods.sku,
      barcode: goods.barcode,
      fulfilment_rfid: goods.rfid,
      status: "STORAGE",
      product_variant_id: variant.id,
    })
    .onConflictDoNothing()
    .returning({ id: productItems.id });
  if (!created) return null;
  // A new garment starts in STORAGE (the life cycle's initial statuses); its history starts here.
  await tx.insert(productItemsHistory).values({
    product_item_id: created.id,
    previous_status: null,
    new_status: "STORAGE",
    change_reason: "Booked in by the warehouse",
  });
  touched.push(...(await returnUnitsToStock(tx, [variant.id])));
  return { note: `Garment ${goods.barcode} booked in for ${goods.sku}`, newStock: true };
}

/** The partner's shelf against our STORAGE garments, per SKU it reports. */
async function compareStock(db: Database, partner: WarehousePartner): Promise<string | null> {
  const levels = await partner.stockLevels();
  if (levels.length === 0) return null;
  const ours = await db
    .select({ sku: productItems.sku, n: count() })
    .from(productItems)
    .where(
      and(
        eq(productItems.status, "STORAGE"),
        inArray(
          productItems.sku,
          levels.map((l) => l.sku),
        ),
      ),
    )
    .groupBy(productItems.sku);
  return mismatchNote(stockMismatches(levels, new Map(ours.map((row) => [row.sku, row.n]))));
}

/** stockSync: new garments the warehouse booked in since the last run, then a stock comparison. */
export async function syncStock(
  db: Database,
  partner: WarehousePartner,
  options: { hooks?: SyncHooks } = {},
): Promise<SyncResult> {
  const touched: number[] = [];
  const result = await pullEvents({
    db,
    origin: "stockSync",
    fetchPage: (after) => partner.listGoodsIn(after, 100),
    apply: (tx, goods) => applyGoodsIn(tx, goods, touched),
    after: () => compareStock(db, partner),
    hooks: options.hooks,
  });
  stockChanged(touched);
  return result;
}
