import { sql } from "drizzle-orm";
import { keepQuote, penceOf, type KeepQuote } from "@/domain/buy-to-keep/keep-price";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";

/** A garment the family holds, with its price to keep (null: not offered). */
export interface HeldGarmentQuote {
  productItemId: number;
  productId: number;
  /** 'Fox Romper, 3-6 months' */
  name: string;
  quote: KeepQuote | null;
}

interface HeldRow {
  itemId: number;
  productId: number;
  name: string;
  rrp: string | null;
  rentPaid: number;
}

/**
 * The garments with the family now (status CUSTOMER, on a delivery of theirs, on no return), each
 * with its retail price and the rent this family has paid for it: the sum of the garment's shares
 * of this family's paid invoices (invoice_revenue_shares, docs/reporting.md). One statement; with
 * `productItemId`, only that garment (answers nothing when the family does not hold it).
 */
export async function loadHeldGarmentQuotes(
  db: Executor,
  input: { userId: string; floorPercent: number; productItemId?: number },
): Promise<HeldGarmentQuote[]> {
  const only =
    input.productItemId === undefined
      ? sql``
      : sql`and upi.product_item_id = ${input.productItemId}`;
  const rows = await queryRows<HeldRow>(
    db,
    sql`select distinct on (upi.product_item_id)
        upi.product_item_id as "itemId", pv.product_id as "productId",
        concat_ws(', ', p.name, sz.name) as "name", p.rrp::text as "rrp",
        coalesce((
          select sum(s.amount_pence) from invoice_revenue_shares s
          join paid_invoices i on i.id = s.invoice_id
          where s.product_item_id = upi.product_item_id and i.user_id = upi.user_id
        ), 0)::int as "rentPaid"
      from user_product_items upi
      join product_items pi on pi.id = upi.product_item_id
      join product_variants pv on pv.id = pi.product_variant_id
      join products p on p.id = pv.product_id
      left join variant_options sz on sz.id = pv.size_id
      where upi.user_id = ${input.userId} and upi.partial_return_id is null
        and pi.status = 'CUSTOMER' ${only}
      order by upi.product_item_id`,
  );
  return rows.map((row) => ({
    productItemId: row.itemId,
    productId: row.productId,
    name: row.name,
    quote: keepQuote({
      rrpPence: penceOf(row.rrp),
      rentPaidPence: Number(row.rentPaid),
      floorPercent: input.floorPercent,
    }),
  }));
}
