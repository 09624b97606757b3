import { eq, inArray, sql } from "drizzle-orm";
import { queryRows } from "@/server/db/query";
import {
  invoiceRevenueShares,
  paidInvoices,
  partialOrder,
  partialReturn,
  productItems,
  userProductItems,
  users,
} from "@/server/db/schema";
import type { CheckoutShop } from "./checkout-fixture";

/**
 * The revenue tests' helpers (issue 25) on a checkout test shop: members holding garments on given
 * days, invoice.paid events as the sandbox signs them, and what the shares and the view make of
 * them. `n` counts the members made, for unique invoice ids.
 */
export function revenueHelpers(getShop: () => CheckoutShop) {
  let n = 0;
  const db = () => getShop().db;
  return {
    get n() {
      return n;
    },

    sharesOf: (invoiceId: string) =>
      db()
        .select({
          garment: invoiceRevenueShares.product_item_id,
          days: invoiceRevenueShares.days,
          pence: invoiceRevenueShares.amount_pence,
        })
        .from(invoiceRevenueShares)
        .where(eq(invoiceRevenueShares.invoice_id, invoiceId))
        .orderBy(invoiceRevenueShares.product_item_id),

    invoiceOf: async (id: string) =>
      (await db().select().from(paidInvoices).where(eq(paidInvoices.id, id)))[0],

    /** Each garment's stored revenue and its view figures, as numbers. */
    async figuresOf(ids: readonly number[]) {
      const rows = await queryRows<{
        id: number;
        revenue: number;
        total_rental_value: string | null;
        wp_covered: boolean | null;
      }>(
        db(),
        sql`select v.id, coalesce(s.revenue_pence, 0)::int as revenue,
              v.total_rental_value::text, v.wp_covered
            from product_items_with_stats v
            left join product_item_stats s on s.product_item_id = v.id
            where v.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by v.id`,
      );
      return rows.map((row) => ({
        id: row.id,
        revenue: row.revenue,
        value: row.total_rental_value === null ? null : Number(row.total_rental_value),
        covered: row.wp_covered,
      }));
    },

    /** An invoice.paid event as the sandbox signs it, for a member's customer id. */
    invoicePaid(
      id: string,
      customerId: string,
      pence: number,
      period: { start: string; end: string },
    ) {
      return getShop().sign({
        id: `evt_${id}`,
        created: new Date().toISOString(),
        type: "invoice.paid",
        invoice: {
          id,
          subscriptionId: `sub_${id}`,
          customerId,
          amountDuePence: pence,
          creditAppliedPence: 0,
          amountPaidPence: pence,
          periodStart: `${period.start}T09:00:00.000Z`,
          periodEnd: `${period.end}T09:00:00.000Z`,
        },
      });
    },

    /**
     * A member (customer `cus_…`) with garments rented from and to given days: [delivered,
     * returned or null]. Answers the member and the garments' ids in the order given.
     */
    async memberHolding(rentals: readonly [string, string | null][]) {
      n += 1;
      const shop = getShop();
      const member = await shop.addMember();
      const customerId = `cus_revenue_${n}_${process.pid}`;
      await shop.db
        .update(users)
        .set({ payment_customer_id: customerId })
        .where(eq(users.id, member.id));
      const product = await shop.addProduct(rentals.map(() => 1));
      const garments = await shop.db
        .select({ id: productItems.id, variant: productItems.product_variant_id })
        .from(productItems)
        .where(inArray(productItems.product_variant_id, product.variantIds))
        .orderBy(productItems.id);
      for (const [i, [delivered, returned]] of rentals.entries()) {
        const [delivery] = await shop.db
          .insert(partialOrder)
          .values({ user_id: member.id, status: "ORDER_FINALISED", date: delivered })
          .returning({ id: partialOrder.id });
        const [back] = returned
          ? await shop.db
              .insert(partialReturn)
              .values({ user_id: member.id, status: "ORDER_FINALISED", date: returned })
              .returning({ id: partialReturn.id })
          : [];
        await shop.db.insert(userProductItems).values({
          user_id: member.id,
          product_item_id: garments[i]!.id,
          product_variant_id: garments[i]!.variant,
          partial_order_id: delivery!.id,
          partial_return_id: back?.id ?? null,
        });
      }
      return { member, customerId, itemIds: garments.map((garment) => garment.id) };
    },
  };
}
