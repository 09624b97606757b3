import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, paidInvoices } from "@/server/db/schema";
import { invoiceRevenueShareJob } from "@/server/jobs/invoice-revenue-share";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import { shareInvoiceRevenue } from "@/server/services/revenue/share-invoice";
import { testDbKind } from "../helpers/test-db";
import { memberWithGarments, openCheckoutShop, PLANS, type CheckoutShop } from "./checkout-fixture";
import { revenueHelpers } from "./revenue-fixture";

// Issue 25, decision 059: each paid invoice is shared among the garments the member held in its
// period, by days held, to the penny, once (the view's figures: revenue-figures.test.ts).

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
});
afterAll(async () => shop?.close());

const h = revenueHelpers(() => shop);
const { sharesOf, invoiceOf, figuresOf, invoicePaid, memberHolding } = h;

const runShareJobs = (now: Date) =>
  runDueJobs(shop.db, jobHandlers([invoiceRevenueShareJob], {}), { now: () => now });

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
    const event = invoicePaid(`in_march_${h.n}`, customerId, 2500, {
      start: "2026-03-01",
      end: "2026-04-01",
    });
    await shop.webhook(event.body, event.signature);
    expect(await shareInvoiceRevenue(shop.db, `in_march_${h.n}`)).toEqual({
      status: "shared",
      garments: 3,
      sharedPence: 2500,
      unsharedPence: 0,
    });
    // 2500 × 31/52 = 1490.38, × 10/52 = 480.77, × 11/52 = 528.85: 2 pence over, to .85 and .77.
    expect(await sharesOf(`in_march_${h.n}`)).toEqual([
      { garment: itemIds[0], days: 31, pence: 1490 },
      { garment: itemIds[1], days: 10, pence: 481 },
      { garment: itemIds[2], days: 11, pence: 529 },
    ]);
    // April: only the garment kept all along and the one back on the 9th (8 days).
    const april = invoicePaid(`in_april_${h.n}`, customerId, 2500, {
      start: "2026-04-01",
      end: "2026-05-01",
    });
    await shop.webhook(april.body, april.signature);
    await shareInvoiceRevenue(shop.db, `in_april_${h.n}`);
    // 2500 × 30/38 = 1973.68, × 8/38 = 526.32: the penny to .68.
    expect(await sharesOf(`in_april_${h.n}`)).toEqual([
      { garment: itemIds[0], days: 30, pence: 1974 },
      { garment: itemIds[2], days: 8, pence: 526 },
    ]);
    // A garment's rental revenue is the sum of its shares.
    expect((await figuresOf(itemIds)).map((row) => row.revenue)).toEqual([3464, 481, 1055, 0]);
  });

  it("a month in which the member held nothing keeps its amount as unshared revenue", async () => {
    const { customerId, itemIds } = await memberHolding([["2026-01-05", "2026-02-01"]]);
    const event = invoicePaid(`in_empty_${h.n}`, customerId, 2000, {
      start: "2026-03-01",
      end: "2026-04-01",
    });
    await shop.webhook(event.body, event.signature);
    expect(await shareInvoiceRevenue(shop.db, `in_empty_${h.n}`)).toEqual({
      status: "shared",
      garments: 0,
      sharedPence: 0,
      unsharedPence: 2000,
    });
    expect(await invoiceOf(`in_empty_${h.n}`)).toMatchObject({
      shared_pence: 0,
      shared_days: 0,
      unshared_pence: 2000,
    });
    expect((await figuresOf(itemIds)).map((row) => row.revenue)).toEqual([0]);
  });

  it("a webhook delivered again and a job run twice count an invoice once", async () => {
    const { customerId, itemIds } = await memberHolding([["2026-02-10", null]]);
    const id = `in_twice_${h.n}`;
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
        id: `in_backfilled_${h.n}`,
        provider: "local",
        user_id: member.id,
        subscription_id: null,
        amount_pence: 1500,
        period_start: new Date("2026-03-01T09:00:00Z"),
        period_end: new Date("2026-04-01T09:00:00Z"),
        paid_at: new Date("2026-03-01T09:00:00Z"),
      },
      {
        id: `in_running_${h.n}`,
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
      { singletonKey: `invoice-revenue.share:slot:${h.n}` },
    );
    await runShareJobs(new Date());
    expect(await sharesOf(`in_backfilled_${h.n}`)).toEqual([
      { garment: itemIds[0], days: 31, pence: 1500 },
    ]);
    expect(await sharesOf(`in_running_${h.n}`)).toEqual([]);
    expect((await invoiceOf(`in_running_${h.n}`))?.shared_at).toBeNull();
  });

  // Two connections at once: PostgreSQL only (PGlite has one connection).
  it.runIf(testDbKind === "postgres")(
    "the same invoice shared by two jobs and delivered by two webhooks at once counts once",
    async () => {
      const { customerId, itemIds } = await memberHolding([
        ["2026-02-10", null],
        ["2026-03-05", null],
      ]);
      const id = `in_race_${h.n}`;
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
