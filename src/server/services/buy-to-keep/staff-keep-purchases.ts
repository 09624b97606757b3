import { and, desc, eq, sql } from "drizzle-orm";
import type { KeepListFilters } from "@/domain/buy-to-keep/keep-list-filters";
import type { PageWindow } from "@/domain/admin/paging";
import type { Executor } from "@/server/db/client";
import { keepPurchases, products, productItems, productVariants, users } from "@/server/db/schema";
import { keepReference } from "./keep-receipt";

export interface StaffKeepRow {
  id: number;
  reference: string;
  status: (typeof keepPurchases.$inferSelect)["status"];
  family: { id: string; name: string; email: string };
  productItemId: number;
  garment: string;
  rrpPence: number;
  rentPaidPence: number;
  pricePence: number;
  paymentId: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/**
 * /admin/kept-garments (issue 27): garments bought to keep, newest first, one page (one row more,
 * for the pager); by state, so staff find the payments to refund (REFUND_DUE).
 */
export async function listKeepPurchases(
  db: Executor,
  filters: KeepListFilters,
  window: PageWindow,
): Promise<StaffKeepRow[]> {
  const rows = await db
    .select({ purchase: keepPurchases, user: users, product: products.name })
    .from(keepPurchases)
    .innerJoin(users, eq(users.id, keepPurchases.user_id))
    .innerJoin(productItems, eq(productItems.id, keepPurchases.product_item_id))
    .innerJoin(productVariants, eq(productVariants.id, productItems.product_variant_id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(and(filters.state ? eq(keepPurchases.status, filters.state) : sql`true`))
    .orderBy(desc(keepPurchases.created_at), desc(keepPurchases.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  return rows.map(({ purchase, user, product }) => ({
    id: purchase.id,
    reference: keepReference(purchase.id),
    status: purchase.status,
    family: {
      id: user.id,
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
      email: user.email,
    },
    productItemId: purchase.product_item_id,
    garment: product,
    rrpPence: purchase.rrp_pence,
    rentPaidPence: purchase.rent_paid_pence,
    pricePence: purchase.price_pence,
    paymentId: purchase.payment_id,
    createdAt: purchase.created_at,
    paidAt: purchase.paid_at,
  }));
}
