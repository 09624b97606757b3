import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportGet } from "@/app/api/staff/statistics/export/route";
import { garmentSearchSchema } from "@/domain/admin/garment-search";
import { statisticsFilterSchema, type StatisticsFilter } from "@/domain/admin/statistics-filter";
import type { ProductItemStatus } from "@/domain/enums";
import { queryRows } from "@/server/db/query";
import {
  paidInvoices,
  productItems,
  productItemsHistory,
  products,
  productTags,
  productVariants,
  tags,
} from "@/server/db/schema";
import { findGarments, garmentHistory } from "@/server/services/garments/garment-finder";
import { moveGarmentByStaff } from "@/server/services/garments/staff-garments";
import {
  statisticsPage,
  statisticsRows,
  statisticsSummary,
} from "@/server/services/statistics/garment-statistics";
import { STATISTICS_CSV_COLUMNS } from "@/server/services/statistics/statistics-csv";
import { testDbKind } from "../helpers/test-db";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 12: the back office's statistics view (filters, sort, totals, CSV of exactly what is
// filtered) and the garment finder (sku, barcode, orId, RFID), on the real database.

let shop: RouteTestShop;
const g: Record<string, number> = {};

const filter = (query: Record<string, string> = {}): StatisticsFilter =>
  statisticsFilterSchema.parse(query);
const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const filteredIds = async (query: Record<string, string>) =>
  sorted(idsOf(await statisticsRows(shop.handle.db, filter(query))));

function exportCsv(query: string, cookie = shop.staffCookie) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return exportGet(new Request(`${APP_URL}/api/staff/statistics/export?${query}`, { headers }), {
    params: Promise.resolve({}),
  });
}

/** The CSV's rows as objects by header (no cell of this fixture holds a comma or a quote). */
function parseCsv(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trimEnd().split("\r\n");
  const headers = head!.split(",");
  return lines.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ""]));
  });
}

beforeAll(async () => {
  shop = await openRouteTestShop();
  const db = shop.handle.db;
  // One shared month (£20 over 100 garment-days): the rate the planned values are worked at.
  await db.insert(paidInvoices).values({
    id: "in_statistics_rate",
    provider: "local",
    amount_pence: 2000,
    period_start: new Date(Date.now() - 40 * 86_400_000),
    period_end: new Date(Date.now() - 10 * 86_400_000),
    paid_at: new Date(Date.now() - 40 * 86_400_000),
    shared_at: new Date(),
    shared_pence: 2000,
    shared_days: 100,
    unshared_pence: 0,
  });
  const t = await db
    .insert(tags)
    .values([
      { name: "Bonnie", type: "BRAND", slug: "bonnie" },
      { name: "Pip", type: "BRAND", slug: "pip" },
      { name: "Dresses", type: "CATEGORY", slug: "dresses" },
      { name: "Knitwear", type: "CATEGORY", slug: "knitwear" },
      { name: "Summer", type: "SEASON", slug: "summer" },
      { name: "Winter", type: "SEASON", slug: "winter" },
    ])
    .returning({ id: tags.id, name: tags.name });
  const tag = (name: string) => t.find((row) => row.name === name)!.id;
  const made = await db
    .insert(products)
    .values([
      { name: "Summer Dress", slug: "summer-dress", rrp: "50.00" },
      { name: "Winter Cardigan", slug: "winter-cardigan", rrp: "20.00" },
      { name: "Party Dress", slug: "party-dress", rrp: "40.00" },
      { name: "Plain Vest", slug: "plain-vest", rrp: "10.00" },
    ])
    .returning({ id: products.id });
  const [dress, cardigan, party, vest] = made.map((p) => p.id);
  await db.insert(productTags).values([
    { product_id: dress!, tag_id: tag("Bonnie") },
    { product_id: dress!, tag_id: tag("Dresses") },
    { product_id: dress!, tag_id: tag("Summer") },
    { product_id: cardigan!, tag_id: tag("Pip") },
    { product_id: cardigan!, tag_id: tag("Knitwear") },
    { product_id: cardigan!, tag_id: tag("Winter") },
    { product_id: party!, tag_id: tag("Pip") },
    { product_id: party!, tag_id: tag("Dresses") },
    { product_id: party!, tag_id: tag("Summer") },
    { product_id: party!, tag_id: tag("Winter") },
  ]);
  const variants = await db
    .insert(productVariants)
    .values([
      { product_id: dress!, sku: "SD-1", lifespan_base: 50 },
      { product_id: cardigan!, sku: "WC-1", lifespan_base: 26 },
      { product_id: party!, sku: "PD-1", lifespan_base: 40 },
      { product_id: vest!, sku: "PV-1", lifespan_base: 20 },
    ])
    .returning({ id: productVariants.id });
  const [sd, wc, pd, pv] = variants.map((v) => v.id);
  // prettier-ignore
  const plan: [string, number, ProductItemStatus, string, number, Partial<typeof productItems.$inferInsert>][] = [
    ["g1", sd!, "STORAGE", "20.00", 100, { barcode: "5060000000001", orId: "OR-0000001", fulfilment_rfid: "RF-AAA1" }],
    ["g2", sd!, "PROBLEM", "25.00", 10, { barcode: "5060000000002", orId: "OR-0000002", fulfilment_rfid: "RF-AAA2" }],
    ["g3", wc!, "STORAGE", "8.00", 50, { barcode: "5060000000003", orId: "OR-0000003" }],
    ["g4", pd!, "IN_CLEANING", "15.00", 30, { barcode: "5060000000004", orId: "OR-0000004" }],
    ["g5", pd!, "STORAGE", "12.00", 200, { barcode: "5060000000005", orId: "OR-00000015" }],
    ["g6", pv!, "IN_CLEANING", "5.00", 5, { barcode: "5060000000006", orId: "OR-0000006" }],
  ];
  const skus = new Map([
    [sd, "SD-1"],
    [wc, "WC-1"],
    [pd, "PD-1"],
    [pv, "PV-1"],
  ]);
  for (const [key, variant, status, wholesale, launchedDaysAgo, codes] of plan) {
    const [row] = await db
      .insert(productItems)
      .values({
        sku: skus.get(variant)!,
        product_variant_id: variant,
        status,
        wholesale_price: wholesale,
        ...codes,
      })
      .returning({ id: productItems.id });
    g[key] = row!.id;
    // Launch day: its first arrival in storage.
    await db.insert(productItemsHistory).values({
      product_item_id: row!.id,
      previous_status: "INITIATED",
      new_status: "STORAGE",
      createdAt: sql`(current_date - ${launchedDaysAgo}::int + time '12:00')::timestamptz` as never,
    });
  }
});

afterAll(async () => shop.close());

const daysAgo = async (n: number) =>
  (
    await queryRows<{ day: string }>(
      shop.handle.db,
      sql`select (current_date - ${n}::int)::text as day`,
    )
  )[0]!.day;

describe(`statistics of the back office on ${testDbKind}`, () => {
  it("filters by brand, category, season, status and launch date", async () => {
    expect(await filteredIds({ brand: "Bonnie" })).toEqual(sorted([g.g1!, g.g2!]));
    expect(await filteredIds({ brand: "Pip" })).toEqual(sorted([g.g3!, g.g4!, g.g5!]));
    expect(await filteredIds({ category: "Dresses" })).toEqual(
      sorted([g.g1!, g.g2!, g.g4!, g.g5!]),
    );
    expect(await filteredIds({ season: "Winter" })).toEqual(sorted([g.g3!, g.g4!, g.g5!]));
    expect(await filteredIds({ status: "STORAGE" })).toEqual(sorted([g.g1!, g.g3!, g.g5!]));
    const cut = await daysAgo(60);
    expect(await filteredIds({ launchedFrom: cut })).toEqual(sorted([g.g2!, g.g3!, g.g4!, g.g6!]));
    expect(await filteredIds({ launchedTo: cut })).toEqual(sorted([g.g1!, g.g5!]));
    expect(await filteredIds({ category: "Dresses", season: "Summer", status: "STORAGE" })).toEqual(
      sorted([g.g1!, g.g5!]),
    );
    expect(await filteredIds({ brand: "Nobody" })).toEqual([]);
    expect(await filteredIds({})).toHaveLength(6);
  });

  it("sorts on the server by any column, both ways, and pages", async () => {
    const db = shop.handle.db;
    const byPrice = await statisticsRows(db, filter({ sort: "wholesale_price", dir: "desc" }));
    expect(idsOf(byPrice)).toEqual([g.g2, g.g1, g.g4, g.g5, g.g3, g.g6]);
    const byLaunch = await statisticsRows(db, filter({ sort: "launch_date" }));
    expect(idsOf(byLaunch)).toEqual([g.g5, g.g1, g.g3, g.g4, g.g2, g.g6]);
    // A page reads one row more than its size, to know there is a next one.
    const first = await statisticsPage(db, filter({ sort: "wholesale_price", dir: "desc" }), {
      limit: 2,
      offset: 0,
    });
    expect(idsOf(first)).toEqual([g.g2, g.g1, g.g4]);
    const second = await statisticsPage(db, filter({ sort: "wholesale_price", dir: "desc" }), {
      limit: 2,
      offset: 2,
    });
    expect(idsOf(second)).toEqual([g.g4, g.g5, g.g3]);
  });

  it("totals are the sums of exactly the filtered garments, and the groups count by brand and category", async () => {
    const db = shop.handle.db;
    const rows = await statisticsRows(db, filter({ brand: "Pip" }));
    const { totals, byBrand, byCategory } = await statisticsSummary(db, filter({ brand: "Pip" }));
    const sum = (
      key:
        | "wholesale_price"
        | "planned_rental_value"
        | "total_rental_weeks"
        | "total_rental_value"
        | "margin_vs_plan_value"
        | "planned_margin",
    ) => rows.reduce((acc, row) => acc + Number(row[key] ?? 0), 0);
    expect(totals.garments).toBe(3);
    expect(Number(totals.wholesale_price)).toBeCloseTo(35, 2);
    expect(Number(totals.planned_rental_value)).toBeCloseTo(sum("planned_rental_value"), 2);
    expect(Number(totals.total_rental_weeks)).toBeCloseTo(sum("total_rental_weeks"), 2);
    // The totals work margins out from the view's base figures: they must equal its columns.
    expect(Number(totals.total_rental_value)).toBeCloseTo(sum("total_rental_value"), 2);
    expect(Number(totals.margin_vs_plan_value)).toBeCloseTo(sum("margin_vs_plan_value"), 2);
    expect(Number(totals.planned_margin)).toBeCloseTo(sum("planned_margin"), 2);
    expect(totals.wp_covered).toBe(rows.filter((row) => row.wp_covered).length);
    const efficiencies = rows.filter((row) => row.efficiency !== null);
    expect(Number(totals.efficiency)).toBeCloseTo(
      efficiencies.reduce((acc, row) => acc + Number(row.efficiency), 0) / efficiencies.length,
      4,
    );
    expect(byBrand.map((b) => [b.label, Number(b.garments)])).toEqual([["Pip", 3]]);
    expect(
      byCategory
        .map((c) => [c.label, Number(c.garments)])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ["Dresses", 2],
      ["Knitwear", 1],
    ]);
    const all = await statisticsSummary(db, filter());
    expect(all.totals.garments).toBe(6);
    expect(Number(all.totals.wholesale_price)).toBeCloseTo(85, 2);
    // The vest has no brand: it is a group of its own.
    expect(all.byBrand.find((b) => b.label === null)?.garments).toBe(1);
  });
});

describe(`the statistics CSV export on ${testDbKind}`, () => {
  it("holds exactly the filtered rows, in the table's order, with every column of the view", async () => {
    const response = await exportCsv("brand=Pip&sort=wholesale_price&dir=desc");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=.+\.csv$/);
    const rows = parseCsv(await response.text());
    const expected = await statisticsRows(
      shop.handle.db,
      filter({ brand: "Pip", sort: "wholesale_price", dir: "desc" }),
    );
    expect(rows.map((r) => Number(r.id))).toEqual(idsOf(expected));
    expect(rows.map((r) => Number(r.id))).toEqual([g.g4, g.g5, g.g3]);
    expect(rows[0]).toMatchObject({
      sku: "PD-1",
      name: "Party Dress",
      status: "IN_CLEANING",
      brand_tag: "Pip",
      category_tags: "Dresses",
      season_tags: "Summer; Winter",
      wholesale_price: "15.00",
      planned_rental_value: expected[0]!.planned_rental_value!,
    });
  });

  it("writes numbers as numbers: negative margins are not guarded as formulas (issue 23)", async () => {
    const rows = parseCsv(await (await exportCsv("")).text());
    const numeric = STATISTICS_CSV_COLUMNS.map((c) => c.header).filter((h) =>
      /price|rrp|value|weeks|lifespan|margin|efficiency/.test(h),
    );
    const cells = rows.flatMap((row) => numeric.map((h) => row[h] ?? ""));
    expect(cells.some((cell) => cell.startsWith("-"))).toBe(true);
    for (const cell of cells) expect(cell).toMatch(/^(-?\d+(\.\d+)?)?$/);
  });

  it("an empty filter field is no filter; a filter that matches nothing gives the header only", async () => {
    const all = parseCsv(await (await exportCsv("brand=&status=&launchedFrom=")).text());
    expect(all).toHaveLength(6);
    const none = await (await exportCsv("brand=Nobody")).text();
    expect(none.split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("a bad filter is a 400 with the reason; guests and members are refused", async () => {
    for (const query of [
      "status=LOST",
      "launchedFrom=2026-02-30",
      "launchedFrom=yesterday",
      "launchedFrom=2026-05-01&launchedTo=2026-04-01",
      "sort=password",
      "dir=sideways",
    ]) {
      const response = await exportCsv(query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string } };
      expect(body.error.code).toBe("bad_request");
    }
    expect((await exportCsv("", "")).status).toBe(401);
    expect((await exportCsv("", shop.memberCookie)).status).toBe(403);
  });
});

describe(`the garment finder on ${testDbKind}`, () => {
  const find = (q: string, status?: string) =>
    findGarments(shop.handle.db, garmentSearchSchema.parse({ q, status }), {
      limit: 50,
      offset: 0,
    });

  it("finds by sku (any letter case), barcode, warehouse reference and RFID", async () => {
    expect(sorted(idsOf(await find("sd-1")))).toEqual(sorted([g.g1!, g.g2!]));
    expect(idsOf(await find("5060000000002"))).toEqual([g.g2]);
    expect(idsOf(await find("OR-0000003"))).toEqual([g.g3]);
    expect(idsOf(await find("rf-aaa1"))).toEqual([g.g1]);
    expect(await find("nothing-like-it")).toEqual([]);
  });

  it("puts exact matches first, then codes that start with the text", async () => {
    const rows = await find("or-0000001");
    expect(idsOf(rows)).toEqual([g.g1, g.g5]);
    expect(rows.map((r) => r.exact)).toEqual([true, false]);
    // A prefix of barcodes finds all of them; the text's % is not a wildcard.
    expect(await find("506000000000")).toHaveLength(6);
    expect(await find("%")).toEqual([]);
  });

  it("filters by status, with or without a code", async () => {
    expect(sorted(idsOf(await find("", "STORAGE")))).toEqual(sorted([g.g1!, g.g3!, g.g5!]));
    expect(idsOf(await find("SD", "PROBLEM"))).toEqual([g.g2]);
  });
});

describe(`a garment's history on ${testDbKind}`, () => {
  it("lists the moves newest first, with the reason and who made them", async () => {
    const db = shop.handle.db;
    const moved = await moveGarmentByStaff(db, {
      itemId: g.g6!,
      to: "PROBLEM",
      reason: "Stain on the collar",
      staffId: shop.staffId,
    });
    expect(moved.ok).toBe(true);
    const history = await garmentHistory(db, g.g6!);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      from: "IN_CLEANING",
      to: "PROBLEM",
      reason: "Stain on the collar",
      changedBy: "staff@example.com",
    });
    expect(history[1]).toMatchObject({ from: "INITIATED", to: "STORAGE", changedBy: null });
  });
});
