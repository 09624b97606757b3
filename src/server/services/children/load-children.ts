import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { ageSizesOf } from "@/domain/catalogue/age-sizes";
import {
  assignPicks,
  predictChildSize,
  type PickedSize,
  type SizePrediction,
} from "@/domain/children/size-prediction";
import { ukDay } from "@/domain/gifting/gift-request";
import type { Database } from "@/server/db/client";
import {
  children,
  order,
  orderProductVariants,
  productVariants,
  variantOptions,
} from "@/server/db/schema";

export interface ChildWithPrediction {
  id: number;
  firstName: string;
  /** yyyy-mm-dd. */
  dateOfBirth: string;
  /** The age size's slug the family says the child wears now, or null. */
  sizeNow: string | null;
  /** The London day the family said it. */
  sizeNowOn: string | null;
  /** The picks (sizes of rented garments) this child's prediction took into account. */
  picks: PickedSize[];
  prediction: SizePrediction;
}

/** Orders whose garments the family really chose (paid, whatever happened after). */
const PICKED_ORDER_STATUSES = [
  "ORDER_PLACED",
  "ORDER_PROCESSING",
  "ORDER_ACTIVE",
  "ORDER_FINALISED",
] as const;

/** How far back a rented garment's size counts as a pick (G-children-3). */
export const PICK_WINDOW_DAYS = 365;

/**
 * The sizes of the garments a family rented in the last PICK_WINDOW_DAYS, each dated by the
 * London day of its order; a size label that is not exactly one age size is left out.
 */
async function loadFamilyPicks(db: Database, userId: string, now: Date): Promise<PickedSize[]> {
  const since = new Date(now.getTime() - PICK_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ size: variantOptions.name, orderedAt: order.created_at })
    .from(orderProductVariants)
    .innerJoin(order, eq(order.id, orderProductVariants.order_id))
    .innerJoin(productVariants, eq(productVariants.id, orderProductVariants.product_variant_id))
    .innerJoin(variantOptions, eq(variantOptions.id, productVariants.size_id))
    .where(
      and(
        eq(order.user_id, userId),
        inArray(order.status, [...PICKED_ORDER_STATUSES]),
        gte(order.created_at, since),
      ),
    )
    .orderBy(asc(orderProductVariants.id));
  return rows.flatMap((row) => {
    const sizes = ageSizesOf(row.size);
    return sizes.length === 1 ? [{ size: sizes[0]!.slug, on: ukDay(row.orderedAt) }] : [];
  });
}

/**
 * A family's children, oldest record first, each with the size they wear now and the day the next
 * size starts: the chart and their age, corrected by 'wears now' and the family's rented sizes
 * (each rented garment counted for the child whose size it is nearest, G-children-4).
 */
export async function loadChildren(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<ChildWithPrediction[]> {
  const rows = await db
    .select()
    .from(children)
    .where(eq(children.user_id, userId))
    .orderBy(asc(children.id));
  if (rows.length === 0) return [];
  const today = ukDay(now);
  const family = rows.map((row) => ({
    dateOfBirth: row.date_of_birth,
    sizeNow: row.size_now,
    sizeNowOn: row.size_now_on,
  }));
  const shared = assignPicks(family, await loadFamilyPicks(db, userId, now), today);
  return rows.map((row, index) => {
    const picks = shared[index] ?? [];
    return {
      id: row.id,
      firstName: row.first_name,
      dateOfBirth: row.date_of_birth,
      sizeNow: row.size_now,
      sizeNowOn: row.size_now_on,
      picks,
      prediction: predictChildSize({ ...family[index]!, pickedSizes: picks, today }),
    };
  });
}
