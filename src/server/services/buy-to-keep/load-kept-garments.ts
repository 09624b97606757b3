import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { keepReference } from "./keep-receipt";

/** A garment the family bought to keep, with its receipt's figures. */
export interface KeptGarment {
  purchaseId: number;
  reference: string;
  productItemId: number;
  /** 'Fox Romper, 3-6 months' */
  name: string;
  slug: string;
  images: string[];
  pricePence: number;
  rrpPence: number;
  rentPaidPence: number;
  paidAt: Date;
}

interface KeptRow {
  purchaseId: number;
  productItemId: number;
  name: string;
  slug: string;
  images: string[] | null;
  price: number;
  rrp: number;
  rent: number;
  paidAt: Date | string;
}

/** The family's paid purchases, newest first (the 'Yours to keep' list on /account). */
export async function loadKeptGarments(db: Executor, userId: string): Promise<KeptGarment[]> {
  const rows = await queryRows<KeptRow>(
    db,
    sql`select k.id as "purchaseId", k.product_item_id as "productItemId",
        concat_ws(', ', p.name, sz.name) as name, p.slug, p.images,
        k.price_pence as price, k.rrp_pence as rrp, k.rent_paid_pence as rent,
        k.paid_at as "paidAt"
      from keep_purchases k
      join product_items pi on pi.id = k.product_item_id
      join product_variants pv on pv.id = pi.product_variant_id
      join products p on p.id = pv.product_id
      left join variant_options sz on sz.id = pv.size_id
      where k.user_id = ${userId} and k.status = 'PAID'
      order by k.paid_at desc, k.id desc`,
  );
  return rows.map((row) => ({
    purchaseId: row.purchaseId,
    reference: keepReference(row.purchaseId),
    productItemId: row.productItemId,
    name: row.name,
    slug: row.slug,
    images: row.images ?? [],
    pricePence: Number(row.price),
    rrpPence: Number(row.rrp),
    rentPaidPence: Number(row.rent),
    paidAt: new Date(row.paidAt),
  }));
}
