import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { prefixPattern, type GarmentSearch } from "@/domain/admin/garment-search";
import type { PageWindow } from "@/domain/admin/paging";
import type { ProductItemStatus } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import {
  invoiceRevenueShares,
  partialOrder,
  productItemRetirement,
  productItems,
  productItemsHistory,
  products,
  productVariants,
  users,
  variantOptions,
} from "@/server/db/schema";
import { productItemsWithStats } from "@/server/db/schema/reporting";

/**
 * The back office's garment finder and garment page (issue 12). Codes are compared upper-case,
 * through the expression indexes product_items_*_upper_idx (text_pattern_ops, so both "equals"
 * and "starts with" use them).
 */

const sizes = alias(variantOptions, "size_option");
const colours = alias(variantOptions, "colour_option");

const CODES = [
  productItems.sku,
  productItems.barcode,
  productItems.orId,
  productItems.fulfilment_rfid,
] as const;
const upper = (column: (typeof CODES)[number]) => sql`upper(${column})`;

export interface GarmentListRow {
  id: number;
  sku: string;
  barcode: string | null;
  orId: string | null;
  rfid: string | null;
  status: ProductItemStatus;
  productName: string;
  size: string | null;
  colour: string | null;
  /** The text typed is one of its codes exactly (not only the start of one). */
  exact: boolean;
}

/** Garments matching the search: exact matches first, then by code prefix; newest first within. */
export async function findGarments(
  db: Executor,
  search: GarmentSearch,
  window: Pick<PageWindow, "limit" | "offset">,
): Promise<GarmentListRow[]> {
  const conditions: SQL[] = [];
  let exact: SQL = sql`false`;
  if (search.q) {
    const pattern = prefixPattern(search.q);
    conditions.push(or(...CODES.map((code) => sql`${upper(code)} like ${pattern}`))!);
    exact = sql`(${sql.join(
      CODES.map((code) => sql`${upper(code)} = ${search.q}`),
      sql` or `,
    )}) is true`;
  }
  if (search.status) conditions.push(eq(productItems.status, search.status));
  const query = db
    .select({
      id: productItems.id,
      sku: productItems.sku,
      barcode: productItems.barcode,
      orId: productItems.orId,
      rfid: productItems.fulfilment_rfid,
      status: productItems.status,
      productName: products.name,
      size: sizes.name,
      colour: colours.name,
      exact: sql<boolean>`${exact}`,
    })
    .from(productItems)
    .innerJoin(productVariants, eq(productVariants.id, productItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(sizes, eq(sizes.id, productVariants.size_id))
    .leftJoin(colours, eq(colours.id, productVariants.color_id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...(search.q ? [desc(exact)] : []), desc(productItems.id))
    .$dynamic();
  return onePagePlusOne(query, window);
}

export interface GarmentDetail {
  id: number;
  sku: string;
  barcode: string | null;
  orId: string | null;
  rfid: string | null;
  status: ProductItemStatus;
  createdAt: Date;
  expiredAt: Date | null;
  productId: number;
  productName: string;
  productSlug: string;
  variantId: number;
  size: string | null;
  colour: string | null;
  rentalHomes: number;
  historyRentalHomes: number;
  baseHistoryDays: number;
  historyBigDaysUser: number;
  wholesalePrice: string | null;
  soldPrice: string | null;
  retirement: { date: string; reason: string } | null;
  stats: {
    launchDate: string;
    totalRentalWeeks: string;
    lifespan: string;
    totalRentalValue: string | null;
    plannedRentalValue: string | null;
    marginVsPlanValue: string | null;
    resaleValue: string | null;
    plannedMargin: string | null;
    wpCovered: boolean | null;
    efficiency: string | null;
    currentRentalUserEmail: string | null;
  } | null;
  /** Its shares of paid subscription months (decision 059). */
  revenue: { months: number; pence: number };
}

export async function loadGarment(db: Executor, id: number): Promise<GarmentDetail | null> {
  const [row] = await db
    .select({
      id: productItems.id,
      sku: productItems.sku,
      barcode: productItems.barcode,
      orId: productItems.orId,
      rfid: productItems.fulfilment_rfid,
      status: productItems.status,
      createdAt: productItems.created_at,
      expiredAt: productItems.expired_at,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      variantId: productVariants.id,
      size: sizes.name,
      colour: colours.name,
      rentalHomes: productItems.rental_homes,
      historyRentalHomes: productItems.history_rental_homes,
      baseHistoryDays: productItems.base_history_days,
      historyBigDaysUser: productItems.history_big_days_user,
      wholesalePrice: productItems.wholesale_price,
      soldPrice: productItems.sold_price,
      retirementDate: productItemRetirement.date,
      retirementReason: productItemRetirement.reason,
    })
    .from(productItems)
    .innerJoin(productVariants, eq(productVariants.id, productItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .leftJoin(sizes, eq(sizes.id, productVariants.size_id))
    .leftJoin(colours, eq(colours.id, productVariants.color_id))
    .leftJoin(productItemRetirement, eq(productItemRetirement.product_item_id, productItems.id))
    .where(eq(productItems.id, id));
  if (!row) return null;
  const s = productItemsWithStats;
  const [stats] = await db
    .select({
      launchDate: s.launch_date,
      totalRentalWeeks: s.total_rental_weeks,
      lifespan: s.lifespan,
      totalRentalValue: s.total_rental_value,
      plannedRentalValue: s.planned_rental_value,
      marginVsPlanValue: s.margin_vs_plan_value,
      resaleValue: s.resale_value,
      plannedMargin: s.planned_margin,
      wpCovered: s.wp_covered,
      efficiency: s.efficiency,
      currentRentalUserEmail: s.current_rental_user_email,
    })
    .from(s)
    .where(eq(s.id, id));
  const [revenue] = await db
    .select({
      months: sql<number>`count(*)::int`,
      pence: sql<number>`coalesce(sum(${invoiceRevenueShares.amount_pence}), 0)::int`,
    })
    .from(invoiceRevenueShares)
    .where(eq(invoiceRevenueShares.product_item_id, id));
  const { retirementDate, retirementReason, ...garment } = row;
  return {
    revenue: { months: Number(revenue?.months ?? 0), pence: Number(revenue?.pence ?? 0) },
    ...garment,
    retirement:
      retirementDate && retirementReason
        ? { date: retirementDate, reason: retirementReason }
        : null,
    stats: stats ?? null,
  };
}

export interface HistoryEntry {
  id: number;
  at: Date;
  from: ProductItemStatus | null;
  to: ProductItemStatus;
  reason: string | null;
  changedBy: string | null;
  previousOrderId: number | null;
  newOrderId: number | null;
  newReturnId: number | null;
  /** The member of the delivery it went out with, when there is one. */
  orderMember: string | null;
}

/** The garment page shows this many history entries, the newest first. */
export const HISTORY_LIMIT = 200;

const orderMembers = alias(users, "order_member");

/** A garment's history, newest first (index product_items_history_item_idx). */
export async function garmentHistory(
  db: Executor,
  id: number,
  limit = HISTORY_LIMIT,
): Promise<HistoryEntry[]> {
  return db
    .select({
      id: productItemsHistory.id,
      at: productItemsHistory.createdAt,
      from: productItemsHistory.previous_status,
      to: productItemsHistory.new_status,
      reason: productItemsHistory.change_reason,
      changedBy: users.email,
      previousOrderId: productItemsHistory.previous_order_id,
      newOrderId: productItemsHistory.new_order_id,
      newReturnId: productItemsHistory.new_return_id,
      orderMember: orderMembers.email,
    })
    .from(productItemsHistory)
    .leftJoin(users, eq(users.id, productItemsHistory.changed_by_user_id))
    .leftJoin(partialOrder, eq(partialOrder.id, productItemsHistory.new_order_id))
    .leftJoin(orderMembers, eq(orderMembers.id, partialOrder.user_id))
    .where(eq(productItemsHistory.product_item_id, id))
    .orderBy(desc(productItemsHistory.createdAt), desc(productItemsHistory.id))
    .limit(limit);
}
