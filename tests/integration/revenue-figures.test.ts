import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query";
import {
  contentDocuments,
  invoiceRevenueShares,
  paidInvoices,
  productItems,
  productItemStats,
  users,
} from "@/server/db/schema";
import { SETTINGS_UID } from "@/server/integrations/content/content-source";
import { shareInvoiceRevenue } from "@/server/services/revenue/share-invoice";
import { revenueSummary } from "@/server/services/statistics/revenue-summary";
import { testDbKind } from "../helpers/test-db";
import { openCheckoutShop, shopSettingsDocument, type CheckoutShop } from "./checkout-fixture";
import { revenueHelpers } from "./revenue-fixture";

// Issue 25, decision 059: what the reporting view and the statistics page make of the shared
// invoices (the sharing itself: revenue-shares.test.ts).

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
});
afterAll(async () => shop?.close());

const h = revenueHelpers(() => shop);
const { invoicePaid, memberHolding } = h;

describe(`the view and the statistics page on real revenue, on ${testDbKind}`, () => {
  it("the view: rental value from shares and imported days at the average, resale from the sale price or the settings' percentage", async () => {
    const { member, itemIds } = await memberHolding([
      ["2026-02-01", null],
      ["2026-02-01", null],
    ]);
    const [kept, sold] = itemIds as [number, number];
    const id = `in_view_${h.n}`;
    const event = invoicePaid(id, (await customerOf(member.id))!, 2000, {
      start: "2026-03-01",
      end: "2026-04-01",
    });
    await shop.webhook(event.body, event.signature);
    await shareInvoiceRevenue(shop.db, id);
    await shop.db
      .update(productItems)
      .set({ base_history_days: 14, wholesale_price: "12.00" })
      .where(eq(productItems.id, kept));
    await shop.db
      .update(productItems)
      .set({ status: "SOLD", sold_price: "4.00", wholesale_price: "15.00" })
      .where(eq(productItems.id, sold));
    const [rate] = await queryRows<{ perDay: string }>(
      shop.db,
      sql`select (sum(shared_pence)::numeric / sum(shared_days))::text as "perDay"
          from revenue_months where month >= (date_trunc('month', now()) - interval '11 months')::date`,
    );
    const perDay = Number(rate!.perDay);
    const view = async () =>
      new Map(
        (
          await queryRows<{ id: number; row: Record<string, unknown> }>(
            shop.db,
            sql`select id, to_jsonb(v) as row from product_items_with_stats v
                where id in (${kept}, ${sold})`,
          )
        ).map(({ id: rowId, row }) => [rowId, row]),
      );
    let rows = await view();
    // Each held the 31 days of March: £10 each, plus 14 imported days at the shops' average.
    const keptValue = (1000 + Math.round(14 * perDay)) / 100;
    const planned = (lifespan: number) => Math.round(lifespan * 7 * perDay) / 100;
    const keptRow = rows.get(kept)!;
    expect(keptRow).toMatchObject({
      rrp: 30,
      resale_value: 6, // unsold: 20% of £30, the default
      total_rental_value: keptValue,
      planned_rental_value: planned(Number(keptRow.lifespan)),
      wp_covered: keptValue >= 12,
    });
    expect(Number(keptRow.margin_vs_plan_value)).toBeCloseTo(
      keptValue - planned(Number(keptRow.lifespan)),
      2,
    );
    expect(Number(keptRow.planned_margin)).toBeCloseTo(
      planned(Number(keptRow.lifespan)) + 6 - 12,
      2,
    );
    // Sold: its sale price is its resale value, and counts towards its wholesale price.
    expect(rows.get(sold)).toMatchObject({
      resale_value: 4,
      total_rental_value: 10,
      wp_covered: false, // 10 + 4 < 15
    });
    await shop.db.update(productItems).set({ sold_price: "5.00" }).where(eq(productItems.id, sold));
    expect((await view()).get(sold)).toMatchObject({ wp_covered: true }); // 10 + 5 ≥ 15

    // The owner sets the resale percentage in the settings: read as published.
    await setResalePercent(35);
    rows = await view();
    expect(rows.get(kept)).toMatchObject({ resale_value: 10.5 }); // 35% of £30
    await setResalePercent("not a number");
    expect((await view()).get(kept)).toMatchObject({ resale_value: 6 });
    await setResalePercent(undefined);
  });
  it("revenue_months adds up the shared invoices by the month their period ended", async () => {
    const [sums] = await queryRows<{ months: string; invoices: string }>(
      shop.db,
      sql`select
        (select sum(shared_pence) || '/' || sum(shared_days) from revenue_months) as months,
        (select sum(shared_pence) || '/' || sum(shared_days) from paid_invoices
          where shared_at is not null) as invoices`,
    );
    expect(sums!.months).toBe(sums!.invoices);
    const [march] = await queryRows<{ pence: string; expected: string }>(
      shop.db,
      sql`select (select shared_pence from revenue_months where month = '2026-04-01')::text as pence,
        (select sum(shared_pence) from paid_invoices where shared_at is not null
          and date_trunc('month', period_end) = '2026-04-01')::text as expected`,
    );
    // The March invoices end on 1 April: April's row.
    expect(Number(march!.pence)).toBeGreaterThan(0);
    expect(march!.pence).toBe(march!.expected);
  });

  it("the statistics page's revenue figures add up every paid invoice", async () => {
    // A month in which the member held nothing, and one not over yet.
    const { customerId, member } = await memberHolding([["2026-01-05", "2026-02-01"]]);
    const empty = invoicePaid(`in_empty_${h.n}`, customerId, 2000, {
      start: "2026-03-01",
      end: "2026-04-01",
    });
    await shop.webhook(empty.body, empty.signature);
    await shareInvoiceRevenue(shop.db, `in_empty_${h.n}`);
    await shop.db.insert(paidInvoices).values({
      id: `in_running_${h.n}`,
      provider: "local",
      user_id: member.id,
      amount_pence: 1500,
      period_start: new Date("2026-04-01T09:00:00Z"),
      period_end: new Date("2099-05-01T09:00:00Z"),
      paid_at: new Date("2026-04-01T09:00:00Z"),
    });
    const [direct] = await queryRows<Record<string, string>>(
      shop.db,
      sql`select count(*)::text as invoices, sum(amount_pence)::text as paid,
          coalesce(sum(shared_pence), 0)::text as shared,
          coalesce(sum(unshared_pence), 0)::text as unshared,
          coalesce(sum(amount_pence) filter (where shared_at is null), 0)::text as awaiting
        from paid_invoices`,
    );
    const summary = await revenueSummary(shop.db);
    expect(summary).toMatchObject({
      invoices: Number(direct!.invoices),
      paidPence: Number(direct!.paid),
      sharedPence: Number(direct!.shared),
      unsharedPence: Number(direct!.unshared),
      awaitingPence: Number(direct!.awaiting),
    });
    expect(summary.unsharedPence).toBe(2000); // the empty month
    expect(summary.awaitingPence).toBe(1500); // the month still running
    expect(summary.pencePerRentalWeek).toBeGreaterThan(0);
  });

  it("follows shares added and removed by hand", async () => {
    const { member, itemIds } = await memberHolding([["2026-02-10", null]]);
    const [garment] = itemIds as [number];
    await shop.db.insert(paidInvoices).values({
      id: `in_manual_${h.n}`,
      provider: "local",
      user_id: member.id,
      subscription_id: null,
      amount_pence: 700,
      period_start: new Date("2026-03-01T09:00:00Z"),
      period_end: new Date("2026-04-01T09:00:00Z"),
      paid_at: new Date("2026-03-01T09:00:00Z"),
    });
    await shop.db.insert(invoiceRevenueShares).values({
      invoice_id: `in_manual_${h.n}`,
      product_item_id: garment,
      days: 31,
      amount_pence: 700,
    });
    const revenue = async () =>
      (
        await shop.db
          .select({ pence: productItemStats.revenue_pence })
          .from(productItemStats)
          .where(eq(productItemStats.product_item_id, garment))
      )[0]?.pence;
    expect(await revenue()).toBe(700);
    await shop.db.delete(paidInvoices).where(eq(paidInvoices.id, `in_manual_${h.n}`));
    expect(await revenue()).toBe(0);
  });
});

async function customerOf(userId: string) {
  const [row] = await shop.db
    .select({ customer: users.payment_customer_id })
    .from(users)
    .where(eq(users.id, userId));
  return row?.customer;
}

async function setResalePercent(value: unknown) {
  const published = { ...shopSettingsDocument, resaleValuePercent: value } as unknown as Record<
    string,
    unknown
  >;
  await shop.db
    .update(contentDocuments)
    .set({ published })
    .where(eq(contentDocuments.uid, SETTINGS_UID));
}

// The stored revenue column is what the view reads; it is kept by a trigger on the shares.
