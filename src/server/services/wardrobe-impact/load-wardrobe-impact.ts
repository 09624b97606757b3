import { sql } from "drizzle-orm";
import {
  wardrobeImpact,
  type FamilyGarment,
  type GarmentImpact,
  type Wear,
  type WardrobeImpact,
} from "@/domain/buy-to-keep/wardrobe-impact";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";

export interface GarmentImpactLine extends GarmentImpact {
  /** 'Fox Romper, 3-6 months' */
  name: string;
  slug: string;
}

export interface LoadedWardrobeImpact extends Omit<WardrobeImpact, "garments"> {
  garments: GarmentImpactLine[];
}

interface WearRow {
  itemId: number;
  userId: string;
  wornAt: Date | string;
  historyHomes: number;
  withFamily: boolean;
  kept: boolean;
  name: string;
  slug: string;
}

/**
 * 'What your wardrobe did' on /account (issue 27), in one read of the history tables: every
 * family's first arrival of each garment this family ever had (a product_items_history row into
 * CUSTOMER for that family's delivery), with the garment's name, its homes from before the shop's
 * records, whether it is with the family now and whether they kept it. The counting is
 * src/domain/buy-to-keep/wardrobe-impact.ts; garments newest first for the family.
 */
export async function loadWardrobeImpact(
  db: Executor,
  userId: string,
): Promise<LoadedWardrobeImpact> {
  const rows = await queryRows<WearRow>(
    db,
    sql`with mine as (
        select distinct product_item_id from user_product_items where user_id = ${userId}
      ), wears as (
        select h.product_item_id, upi.user_id, min(h."createdAt") as worn_at
        from mine m
        join product_items_history h
          on h.product_item_id = m.product_item_id and h.new_status = 'CUSTOMER'
        join user_product_items upi
          on upi.product_item_id = h.product_item_id and upi.partial_order_id = h.new_order_id
        group by h.product_item_id, upi.user_id
      )
      select w.product_item_id as "itemId", w.user_id as "userId", w.worn_at as "wornAt",
        pi.history_rental_homes as "historyHomes",
        (pi.status = 'CUSTOMER' and exists (
          select 1 from user_product_items x where x.user_id = ${userId}
            and x.product_item_id = w.product_item_id and x.partial_return_id is null
        )) as "withFamily",
        exists (
          select 1 from keep_purchases k where k.user_id = ${userId}
            and k.product_item_id = w.product_item_id and k.status = 'PAID'
        ) as "kept",
        concat_ws(', ', p.name, sz.name) as "name", p.slug
      from wears w
      join product_items pi on pi.id = w.product_item_id
      join product_variants pv on pv.id = pi.product_variant_id
      join products p on p.id = pv.product_id
      left join variant_options sz on sz.id = pv.size_id
      order by w.product_item_id, w.worn_at`,
  );
  const wears: Wear[] = rows.map((row) => ({
    itemId: row.itemId,
    userId: row.userId,
    wornAt: new Date(row.wornAt),
  }));
  const garments = new Map<number, FamilyGarment & { name: string; slug: string; at: number }>();
  for (const row of rows) {
    if (row.userId !== userId || garments.has(row.itemId)) continue;
    garments.set(row.itemId, {
      itemId: row.itemId,
      historyHomes: Number(row.historyHomes),
      withFamily: Boolean(row.withFamily),
      kept: Boolean(row.kept),
      name: row.name,
      slug: row.slug,
      at: new Date(row.wornAt).getTime(),
    });
  }
  const ordered = [...garments.values()].sort((a, b) => b.at - a.at || b.itemId - a.itemId);
  const impact = wardrobeImpact(userId, ordered, wears);
  return {
    ...impact,
    garments: impact.garments.map((line) => {
      const garment = garments.get(line.itemId)!;
      return { ...line, name: garment.name, slug: garment.slug };
    }),
  };
}
