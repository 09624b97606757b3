import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query";
import {
  contentDocuments,
  invoiceRevenueShares,
  jobs,
  paidInvoices,
  partialOrder,
  partialReturn,
  productItems,
  productItemStats,
  userProductItems,
  users,
} from "@/server/db/schema";
import { invoiceRevenueShareJob } from "@/server/jobs/invoice-revenue-share";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { shareInvoiceRevenue } from "@/server/services/revenue/share-invoice";
import { revenueSummary } from "@/server/services/statistics/revenue-summary";
import { SETTINGS_UID } from "@/server/integrations/content/content-source";
import { testDbKind } from "../helpers/test-db";
import {
  memberWithGarments,
  openCheckoutShop,
  PLANS,
  shopSettingsDocument,
  type CheckoutShop,
} from "./checkout-fixture";

// Issue 25, decision 059: each paid invoice is shared among the garments the member held in its
// period, by days held, to the penny, once; the reporting view's money reads the shares.

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
});
afterAll(async () => shop?.close());

const runShareJobs = (now: Date) =>
  runDueJobs(shop.db, jobHandlers([invoiceRevenueShareJob], {}), { now: () => now });

const sharesOf = (invoiceId: string) =>
  shop.db
    .select({
      garment: invoiceRevenueShares.product_item_id,
      days: invoiceRevenueShares.days,
      pence: invoiceRevenueShares.amount_pence,
    })
    .from(invoiceRevenueShares)
    .where(eq(invoiceRevenueShares.invoice_id, invoiceId))
    .orderBy(invoiceRevenueShares.product_item_id);

const invoiceOf = async (id: string) =>
  (await shop.db.select().from(paidInvoices).where(eq(paidInvoices.id, id)))[0];

/** Each garment's stored revenue and its view figures, as numbers. */
async function figuresOf(ids: readonly number[]) {
  const rows = await queryRows<{
    id: number;
    revenue: number;
    total_rental_value: string | null;
    wp_covered: boolean | null;
  }>(
    shop.db,
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
}

/** An invoice.paid event as the sandbox signs it, for a member's customer id. */
function invoicePaid(
  id: string,
  customerId: string,
  pence: number,
  period: { start: string; end: string },
) {
  return shop.sign({
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
}

let counter = 0;
/**
 * A member (customer `cus_…`) with garments rented from and to given days: [delivered, returned
 * or null]. Answers the member and the garments' ids in the order given.
 */
async function memberHolding(rentals: readonly [string, string | null][]) {
  counter += 1;
  const member = await shop.addMember();
  const customerId = `cus_revenue_${counter}_${process.pid}`;
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
}

describe(`paid invoices shared among garments, on ${testDbKind}`, () => {
  it("a member's first month: recorded when paid, shared by the queued job when the month ends", async () => {
    const { member, itemIds } = await memberWithGarments(shop, 5);
    const [invoice] = await shop.db
      .select()
      .from(paidInvoices)
      .where(eq(paidInvoices.user_id, member.id));
    // Subscription A, paid at the sandbox: one invoice of £25 for the month from now.
    expect(invoice).toMatchObject({
      provider: "local",
      amount_pence: PLANS.A.pence,
      shared_at: null,
    });
    const [job] = await shop.db
      .select({ runAt: jobs.run_at })
      .from(jobs)
      .where(eq(jobs.singleton_key, `invoice-revenue.share:${invoice!.id}`));
    expect(job?.runAt).toEqual(invoice!.period_end);

    // Not due before the month is over.
    expect(await runShareJobs(new Date(invoice!.period_end.getTime() - 60_000))).toBe(0);
    expect(await sharesOf(invoice!.id)).toEqual([]);

    expect(await runShareJobs(new Date(invoice!.period_end.getTime() + 60_000))).toBeGreaterThan(0);
    const shares = await sharesOf(invoice!.id);
    // Five garments held the same days (from the delivery day to the month's end): £5 each.
    expect(shares.map((share) => share.garment)).toEqual(itemIds);
    expect(shares.map((share) => share.pence)).toEqual([500, 500, 500, 500, 500]);
    expect(new Set(shares.map((share) => share.days)).size).toBe(1);
    expect(await invoiceOf(invoice!.id)).toMatchObject({
      shared_pence: 2500,
      unshared_pence: 0,
      shared_days: shares[0]!.days * 5,
    });
    expect((await figuresOf(itemIds)).map((row) => [row.revenue, row.value])).toEqual(
      itemIds.map(() => [500, 5]),
    );
  });

  it("shares by days held: a garment returned or delivered mid-month gets its days' part, to the penny", async () => {
    // March 2026 (31 days): held all month, returned on the 11th (10 days), delivered on the
    // 21st (11 days), and one returned before the month began (nothing).
    const { customerId, itemIds } = await memberHolding([
      ["2026-02-10", null],
      ["2026-02-20", "2026-03-11"],
      ["2026-03-21", "2026-04-09"],
      ["2026-01-05", "2026-02-25"],
    ]);
    const event = invoicePaid(`in_march_${counter}`, customerId, 2500, {
      start: "2026-03-01",
      end: "2026-04-01",
    });
    await shop.webhook(event.body, event.signature);
    expect(await shareInvoiceRevenue(shop.db, `in_march_${counter}`)).toEqual({
      status: "shared",
      garments: 3,
      sharedPence: 2500,
      unsharedPence: 0,
    });
    // 2500 × 31/52 = 1490.38, × 10/52 = 480.77, × 11/52 = 528.85: 2 pence over, to .85 and .77.
    expect(await sharesOf(`in_march_${counter}`)).toEqual([
      { garment: itemIds[0], days: 31, pence: 1490 },
      { garment: itemIds[1], days: 10, pence: 481 },
      { garment: itemIds[2], days: 11, pence: 529 },
    ]);
    // April: only the garment kept all along and the one back on the 9th (8 days).
    const april = invoicePaid(`in_april_${counter}`, customerId, 2500, {
      start: "2026-04-01",
      end: "2026-05-01",
    });
    await shop.webhook(april.body, april.signature);
    await shareInvoiceRevenue(shop.db, `in_april_${counter}`);
    // 2500 × 30/38 = 1973.68, × 8/38 = 526.32: the penny to .68.
    expect(await sharesOf(`in_april_${counter}`)).toEqual([
      { garment: itemIds[0], days: 30, pence: 1974 },
      { garment: itemIds[2], days: 8, pence: 526 },
    ]);
    // A garment's rental revenue is the sum of its shares.
    expect((await figuresOf(itemIds)).map((row) => row.revenue)).toEqual([3464, 481, 1055, 0]);
  });

  it("a month in which the member held nothing keeps its amount as unshared revenue", async () => {
    const { customerId, itemIds } = await memberHolding([["2026-01-05", "2026-02-01"]]);
    const event = invoicePaid(`in_empty_${counter}`, customerId, 2000, {
      start: "2026-03-01",
      end: "2026-04-01",
    });
    await shop.webhook(event.body, event.signature);
    expect(await shareInvoiceRevenue(shop.db, `in_empty_${counter}`)).toEqual({
      status: "shared",
      garments: 0,
      sharedPence: 0,
      unsharedPence: 2000,
    });
    expect(await invoiceOf(`in_empty_${counter}`)).toMatchObject({
      shared_pence: 0,
      shared_days: 0,
      unshared_pence: 2000,
    });
    expect((await figuresOf(itemIds)).map((row) => row.revenue)).toEqual([0]);
  });

  it("a webhook delivered again and a job run twice count an invoice once", async () => {
    const { customerId, itemIds } = await memberHolding([["2026-02-10", null]]);
    const id = `in_twice_${counter}`;
    const event = invoicePaid(id, customerId, 1800, { start: "2026-03-01", end: "2026-04-01" });
    expect(await shop.webhook(event.body, event.signature)).toEqual({ status: "processed" });
    expect(await shop.webhook(event.body, event.signature)).toEqual({ status: "duplicate" });
    // The same invoice in another event (the provider resends it under a new event id).
    const resent = shop.sign({ ...JSON.parse(event.body), id: `evt_again_${id}` });
    expect(await shop.webhook(resent.body, resent.signature)).toEqual({ status: "processed" });
    expect(await shop.db.select().from(paidInvoices).where(eq(paidInvoices.id, id))).toHaveLength(
      1,
    );
    const queued = await shop.db
      .select()
      .from(jobs)
      .where(eq(jobs.singleton_key, `invoice-revenue.share:${id}`));
    expect(queued).toHaveLength(1);

    expect(await shareInvoiceRevenue(shop.db, id)).toMatchObject({ status: "shared" });
    expect(await shareInvoiceRevenue(shop.db, id)).toEqual({ status: "already_shared" });
    expect(await shareInvoiceRevenue(shop.db, "in_no_such_invoice")).toEqual({
      status: "missing",
    });
    expect(await sharesOf(id)).toEqual([{ garment: itemIds[0], days: 31, pence: 1800 }]);
    expect((await figuresOf(itemIds)).map((row) => row.revenue)).toEqual([1800]);
  });

  it("the hourly sweep shares every invoice whose period has ended, and only those", async () => {
    const { member, itemIds } = await memberHolding([["2026-02-10", null]]);
    // Backfilled invoices (no job of their own), one of a period still running.
    await shop.db.insert(paidInvoices).values([
      {
        id: `in_backfilled_${counter}`,
        provider: "local",
        user_id: member.id,
        subscription_id: null,
        amount_pence: 1500,
        period_start: new Date("2026-03-01T09:00:00Z"),
        period_end: new Date("2026-04-01T09:00:00Z"),
        paid_at: new Date("2026-03-01T09:00:00Z"),
      },
      {
        id: `in_running_${counter}`,
        provider: "local",
        user_id: member.id,
        subscription_id: null,
        amount_pence: 1500,
        period_start: new Date("2026-04-01T09:00:00Z"),
        period_end: new Date("2099-05-01T09:00:00Z"),
        paid_at: new Date("2026-04-01T09:00:00Z"),
      },
    ]);
    await invoiceRevenueShareJob.enqueue(
      shop.db,
      {},
      { singletonKey: `invoice-revenue.share:slot:${counter}` },
    );
    await runShareJobs(new Date());
    expect(await sharesOf(`in_backfilled_${counter}`)).toEqual([
      { garment: itemIds[0], days: 31, pence: 1500 },
    ]);
    expect(await sharesOf(`in_running_${counter}`)).toEqual([]);
    expect((await invoiceOf(`in_running_${counter}`))?.shared_at).toBeNull();
  });

  it("the view: rental value from shares and imported days at the average, resale from the sale price or the settings' percentage", async () => {
    const { member, itemIds } = await memberHolding([
      ["2026-02-01", null],
      ["2026-02-01", null],
    ]);
    const [kept, sold] = itemIds as [number, number];
    const id = `in_view_${counter}`;
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

  // Two connections at once: PostgreSQL only (PGlite has one connection).
  it.runIf(testDbKind === "postgres")(
    "the same invoice shared by two jobs and delivered by two webhooks at once counts once",
    async () => {
      const { customerId, itemIds } = await memberHolding([
        ["2026-02-10", null],
        ["2026-03-05", null],
      ]);
      const id = `in_race_${counter}`;
      const event = invoicePaid(id, customerId, 2999, { start: "2026-03-01", end: "2026-04-01" });
      const resent = shop.sign({ ...JSON.parse(event.body), id: `evt_race_${id}` });
      const delivered = await Promise.all([
        shop.webhook(event.body, event.signature),
        shop.webhook(event.body, event.signature),
        shop.webhook(resent.body, resent.signature),
      ]);
      expect(delivered.filter((result) => result.status === "duplicate")).toHaveLength(1);
      expect(await shop.db.select().from(paidInvoices).where(eq(paidInvoices.id, id))).toHaveLength(
        1,
      );
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => shareInvoiceRevenue(shop.db, id)),
      );
      expect(outcomes.filter((outcome) => outcome.status === "shared")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.status === "already_shared")).toHaveLength(3);
      // 31 and 27 days: 2999 × 31/58 = 1602.91, × 27/58 = 1396.09.
      expect((await sharesOf(id)).map((share) => share.pence)).toEqual([1603, 1396]);
      expect((await figuresOf(itemIds)).map((row) => row.revenue)).toEqual([1603, 1396]);
    },
  );
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
describe("product_item_stats.revenue_pence", () => {
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
    expect(summary.unsharedPence).toBeGreaterThanOrEqual(2000); // the empty month above
    expect(summary.awaitingPence).toBeGreaterThan(0); // the months still running
    expect(summary.pencePerRentalWeek).toBeGreaterThan(0);
  });

  it("follows shares added and removed by hand", async () => {
    const { member, itemIds } = await memberHolding([["2026-02-10", null]]);
    const [garment] = itemIds as [number];
    await shop.db.insert(paidInvoices).values({
      id: `in_manual_${counter}`,
      provider: "local",
      user_id: member.id,
      subscription_id: null,
      amount_pence: 700,
      period_start: new Date("2026-03-01T09:00:00Z"),
      period_end: new Date("2026-04-01T09:00:00Z"),
      paid_at: new Date("2026-03-01T09:00:00Z"),
    });
    await shop.db.insert(invoiceRevenueShares).values({
      invoice_id: `in_manual_${counter}`,
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
    await shop.db.delete(paidInvoices).where(eq(paidInvoices.id, `in_manual_${counter}`));
    expect(await revenue()).toBe(0);
  });
});
