import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/query";
import {
  paidInvoices,
  partialOrder,
  partialReturn,
  productItems,
  productItemsHistory,
  productTags,
  productVariants,
  products,
  tags,
  userProductItems,
  users,
  variantOptions,
} from "@/server/db/schema";
import { productItemsWithStats } from "@/server/db/schema/reporting";
import { shareInvoiceRevenue } from "@/server/services/revenue/share-invoice";
import type { ProductItemStatus as ItemStatus } from "@/domain/enums";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

// Spec 3.2, in the spec's order.
// prettier-ignore
const SPEC_COLUMNS = [
  "id", "orId", "sku", "name", "barcode", "product_id", "status", "color_id", "size_id", "rrp",
  "sold_price", "wholesale_price", "resale_value",
  "rental_homes", "launch_date", "current_rental_user_email", "current_rental_start", "product_item_created_at",
  "brand_tag", "category_tags_arr", "sleeve_length_tags_arr", "season_tags_arr", "concept_tags_arr", "type_tags_arr",
  "weeks_live", "history_rental_weeks", "current_rental_weeks", "total_rental_weeks", "avg_rental_weeks_per_user", "lifespan",
  "planned_rental_value", "total_rental_value", "margin_vs_plan_value", "planned_margin", "efficiency", "wp_covered",
];

type Row = Record<string, unknown>;

describe(`product_items_with_stats on ${testDbKind}`, () => {
  let database: TestDatabase;
  let today = "";
  const ids = { small: 0, large: 0, red: 0, knit: 0, cardigan: 0, a: 0, b: 0, c: 0, d: 0 };
  let rows = new Map<string, Row>();

  /** The database's current_date minus n days, as yyyy-mm-dd. */
  const daysAgo = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };
  /** Midday n days ago in the session's time zone, so ::date gives daysAgo(n) back. */
  const at = (n: number) => sql`(current_date - ${n}::int + time '12:00')::timestamptz`;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const [t] = await queryRows<{ today: string }>(db, sql`select current_date::text as today`);
    today = t!.today;

    const [small, large] = await db
      .insert(variantOptions)
      .values([
        { name: "0-3 months", type: "Size", slug: "0-3-months" },
        { name: "3-6 months", type: "Size", slug: "3-6-months" },
      ])
      .returning();
    const [red] = await db
      .insert(variantOptions)
      .values({ name: "Red", type: "Color", slug: "red" })
      .returning();
    const [knit, cardigan] = await db
      .insert(products)
      .values([
        { name: "Knitted Dress", slug: "knitted-dress", rrp: "50.00" },
        { name: "Cardigan", slug: "cardigan", rrp: "20.00" },
      ])
      .returning();
    // prettier-ignore
    const [v1, v2] = await db
      .insert(productVariants)
      .values([
        { product_id: knit!.id, sku: "KD-03-RED", size_id: small!.id, color_id: red!.id, lifespan_base: 52 },
        { product_id: cardigan!.id, sku: "CA-36", size_id: large!.id, color_id: null, lifespan_base: 26 },
      ])
      .returning();
    Object.assign(ids, {
      small: small!.id,
      large: large!.id,
      red: red!.id,
      knit: knit!.id,
      cardigan: cardigan!.id,
    });

    // Knitted Dress lifespan: 52 + 4 + 1.5 − 8 + 0.5 + 0 + 0 = 50 weeks.
    const tagRows = await db
      .insert(tags)
      .values([
        { name: "Bobo", type: "BRAND", slug: "bobo", lifespan_impact: "0" },
        { name: "Knitwear", type: "CATEGORY", slug: "knitwear", order: 2, lifespan_impact: "1.5" },
        { name: "Dresses", type: "CATEGORY", slug: "dresses", order: 1, lifespan_impact: "4" },
        { name: "Winter", type: "SEASON", slug: "winter", lifespan_impact: "-8" },
        { name: "Autumn", type: "SEASON", slug: "autumn", lifespan_impact: "0.5" },
        { name: "Playwear", type: "TYPE", slug: "playwear", lifespan_impact: "0" },
        { name: "Merino", type: "MATERIAL", slug: "merino", lifespan_impact: "0" },
      ])
      .returning();
    await db
      .insert(productTags)
      .values(tagRows.map((tag) => ({ product_id: knit!.id, tag_id: tag.id })));

    await db.insert(users).values([
      { id: "alice", email: "alice@example.com" },
      { id: "bob", email: "bob@example.com" },
    ]);

    const item = { sku: "KD-03-RED", product_variant_id: v1!.id };
    // prettier-ignore
    const [a, b, c, d] = await db
      .insert(productItems)
      .values([
        // A: in storage, never rented, no history rows (launch falls back to created_at).
        { ...item, orId: "OR-A", barcode: "A1", status: "STORAGE", created_at: at(14), wholesale_price: "20.00" },
        // B: with Alice now.
        { ...item, orId: "OR-B", barcode: "B1", status: "CUSTOMER", created_at: at(60), rental_homes: 1, wholesale_price: "20.00" },
        // C: imported with 70 days and 2 homes of history, then rented once here.
        { ...item, orId: "OR-C", barcode: "C1", status: "STORAGE", created_at: at(100), wholesale_price: "10.00",
          base_history_days: 70, history_big_days_user: 40, history_rental_homes: 2, rental_homes: 1 },
        // D: rented twice, then sold 56 days ago.
        { orId: null, sku: "CA-36", barcode: null, status: "SOLD", product_variant_id: v2!.id, created_at: at(200),
          expired_at: at(56), rental_homes: 2, wholesale_price: "8.00", sold_price: "12.50" },
      ])
      .returning();
    Object.assign(ids, { a: a!.id, b: b!.id, c: c!.id, d: d!.id });

    const history = (id: number, from: ItemStatus, to: ItemStatus, n: number) => ({
      product_item_id: id,
      previous_status: from,
      new_status: to,
      createdAt: at(n),
    });
    await db
      .insert(productItemsHistory)
      .values([
        history(b!.id, "INITIATED", "STORAGE", 56),
        history(b!.id, "STORAGE", "CUSTOMER", 21),
        history(c!.id, "INITIATED", "STORAGE", 98),
        history(c!.id, "RETURNING", "STORAGE", 45),
        history(d!.id, "INITIATED", "STORAGE", 196),
      ]);

    const [poB, poBCancelled, poC, poD1, poD2] = await db
      .insert(partialOrder)
      .values([
        { user_id: "alice", status: "ORDER_ACTIVE", date: daysAgo(21) },
        // A later delivery whose payment was cancelled: never reached Bob.
        { user_id: "bob", status: "ORDER_PLACED_PAYMENT_CANCELLED", date: daysAgo(7) },
        { user_id: "bob", status: "ORDER_FINALISED", date: daysAgo(85) },
        { user_id: "bob", status: "ORDER_FINALISED", date: daysAgo(168) },
        { user_id: "bob", status: "ORDER_FINALISED", date: daysAgo(126) },
      ])
      .returning();
    const [prC, prD1, prD2] = await db
      .insert(partialReturn)
      .values([
        { user_id: "bob", status: "ORDER_FINALISED", date: daysAgo(49) },
        { user_id: "bob", status: "ORDER_FINALISED", date: daysAgo(140) },
        { user_id: "bob", status: "ORDER_FINALISED", date: daysAgo(105) },
      ])
      .returning();
    const holds = (id: number, user: string, variant: number, order: number, ret?: number) => ({
      product_item_id: id,
      user_id: user,
      product_variant_id: variant,
      partial_order_id: order,
      partial_return_id: ret ?? null,
    });
    await db
      .insert(userProductItems)
      .values([
        holds(b!.id, "alice", v1!.id, poB!.id),
        holds(b!.id, "bob", v1!.id, poBCancelled!.id),
        holds(c!.id, "bob", v1!.id, poC!.id, prC!.id),
        holds(d!.id, "bob", v2!.id, poD1!.id, prD1!.id),
        holds(d!.id, "bob", v2!.id, poD2!.id, prD2!.id),
      ]);

    // Paid months shared among the garments held (issue 25): Alice's last 21 days (B) and Bob's
    // 36 days of C, both at 20p a day, so the shop earns 20p a garment-day (£1.40 a week).
    const midday = (n: number) => new Date(`${daysAgo(n)}T12:00:00Z`);
    const invoice = (id: string, user: string, pence: number, from: number, to: number) => ({
      id,
      provider: "local",
      user_id: user,
      amount_pence: pence,
      period_start: midday(from),
      period_end: midday(to),
      paid_at: midday(from),
    });
    await db
      .insert(paidInvoices)
      .values([invoice("in_alice", "alice", 420, 21, 0), invoice("in_bob", "bob", 720, 85, 49)]);
    await shareInvoiceRevenue(db, "in_alice");
    await shareInvoiceRevenue(db, "in_bob");

    // JSON makes both drivers answer alike: numbers, 'yyyy-mm-dd' dates, arrays, booleans.
    const all = await queryRows<{ row: Row }>(
      db,
      sql`select to_jsonb(v) as row from product_items_with_stats v`,
    );
    rows = new Map(all.map(({ row }) => [String(row.orId ?? "no orId"), row]));
  });

  afterAll(async () => {
    await database?.close();
  });

  const row = (key: string) => {
    const found = rows.get(key);
    if (!found) throw new Error(`no view row for ${key}`);
    return found;
  };

  it("has exactly the columns of spec 3.2, in order, and one row per garment", async () => {
    const columns = await queryRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'product_items_with_stats' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(SPEC_COLUMNS);
    expect(rows.size).toBe(4);
  });

  /** The item's created_at: a timestamp at midday n days ago, not a date. */
  const createdDaysAgo = (n: number) =>
    expect.stringMatching(new RegExp(`^${daysAgo(n)}T12:00:00`));
  /** Columns every Knitted Dress garment shares. */
  const knittedDress = () => ({
    sku: "KD-03-RED",
    name: "Knitted Dress",
    product_id: ids.knit,
    color_id: ids.red,
    size_id: ids.small,
    rrp: 50,
    brand_tag: "Bobo",
    category_tags_arr: ["Dresses", "Knitwear"], // tag order 1 before 2
    sleeve_length_tags_arr: [],
    season_tags_arr: ["Autumn", "Winter"], // same tag order: by name
    concept_tags_arr: [],
    type_tags_arr: ["Playwear"], // the MATERIAL tag is in no list
    lifespan: 50, // 52 + 4 + 1.5 − 8 + 0.5 + 0 + 0
    planned_rental_value: 70, // 50 weeks × 7 days × 20p a day earned
  });

  it("A: a garment in storage that was never rented", () => {
    expect(row("OR-A")).toEqual({
      ...knittedDress(),
      id: ids.a,
      orId: "OR-A",
      barcode: "A1",
      status: "STORAGE",
      sold_price: null,
      wholesale_price: 20,
      resale_value: 10, // no sale: 20% × £50
      rental_homes: 0, // 0 before + 0 since
      launch_date: daysAgo(14), // no STORAGE history: created_at's date
      current_rental_user_email: null,
      current_rental_start: null,
      product_item_created_at: createdDaysAgo(14),
      weeks_live: 2, // 14 days / 7
      history_rental_weeks: 0,
      current_rental_weeks: 0,
      total_rental_weeks: 0,
      avg_rental_weeks_per_user: null, // no homes yet
      total_rental_value: 0, // no shares
      margin_vs_plan_value: -70, // 0 − 70
      planned_margin: 60, // 70 + 10 − 20
      efficiency: 0, // 0 days out / 14 days live
      wp_covered: false, // 0 + 0 < 20
    });
  });

  it("B: a garment with a member now (a payment-cancelled delivery is ignored)", () => {
    expect(row("OR-B")).toEqual({
      ...knittedDress(),
      id: ids.b,
      orId: "OR-B",
      barcode: "B1",
      status: "CUSTOMER",
      sold_price: null,
      wholesale_price: 20,
      resale_value: 10, // 20% × £50
      rental_homes: 1, // 0 before + 1 since
      launch_date: daysAgo(56), // first STORAGE history row
      current_rental_user_email: "alice@example.com", // not Bob: his delivery was payment-cancelled
      current_rental_start: daysAgo(21), // Alice's delivery date
      product_item_created_at: createdDaysAgo(60),
      weeks_live: 8, // 56 days / 7
      history_rental_weeks: 0,
      current_rental_weeks: 3, // 21 days / 7
      total_rental_weeks: 3, // 0 + 3
      avg_rental_weeks_per_user: 3, // 3 weeks / 1 home
      total_rental_value: 4.2, // its share of Alice's invoice
      margin_vs_plan_value: -65.8, // 4.20 − 70
      planned_margin: 60, // 70 + 10 − 20
      efficiency: 0.375, // 21 days out / 56 days live
      wp_covered: false, // 4.20 + 0 < 20
    });
  });

  it("C: a garment returned once, with imported history", () => {
    expect(row("OR-C")).toEqual({
      ...knittedDress(),
      id: ids.c,
      orId: "OR-C",
      barcode: "C1",
      status: "STORAGE",
      sold_price: null,
      wholesale_price: 10,
      resale_value: 10, // 20% × £50
      rental_homes: 3, // 2 before + 1 since
      launch_date: daysAgo(98), // the first of its two STORAGE rows
      current_rental_user_email: null,
      current_rental_start: null,
      product_item_created_at: createdDaysAgo(100),
      weeks_live: 14, // 98 days / 7
      history_rental_weeks: 15.14, // (70 imported + 36 days from day −85 to day −49) / 7 = 15.142…
      current_rental_weeks: 0,
      total_rental_weeks: 15.14, // 15.14 + 0
      avg_rental_weeks_per_user: 5.05, // 15.14 / 3 = 5.046…
      total_rental_value: 21.2, // its share of Bob's invoice £7.20 + 70 imported days × 20p
      margin_vs_plan_value: -48.8, // 21.20 − 70
      planned_margin: 70, // 70 + 10 − 10
      efficiency: 0.3673, // 36 days out since launch / 98 days live = 0.36734…
      wp_covered: true, // 21.20 + 0 ≥ 10
    });
  });

  it("D: a sold garment of an untagged product", () => {
    expect(row("no orId")).toEqual({
      id: ids.d,
      orId: null,
      sku: "CA-36",
      name: "Cardigan",
      barcode: null,
      product_id: ids.cardigan,
      status: "SOLD",
      color_id: null,
      size_id: ids.large,
      rrp: 20,
      sold_price: 12.5,
      wholesale_price: 8,
      resale_value: 12.5, // sold: the sale price
      rental_homes: 2, // 0 before + 2 since
      launch_date: daysAgo(196),
      current_rental_user_email: null,
      current_rental_start: null,
      product_item_created_at: createdDaysAgo(200),
      brand_tag: null,
      category_tags_arr: [],
      sleeve_length_tags_arr: [],
      season_tags_arr: [],
      concept_tags_arr: [],
      type_tags_arr: [],
      weeks_live: 20, // launch (day −196) to sale (expired_at, day −56): 140 days / 7
      history_rental_weeks: 7, // (28 days: −168 to −140) + (21 days: −126 to −105) = 49 / 7
      current_rental_weeks: 0,
      total_rental_weeks: 7, // 7 + 0
      avg_rental_weeks_per_user: 3.5, // 7 / 2
      lifespan: 26, // lifespan_base 26, no tags
      planned_rental_value: 36.4, // 26 weeks × 7 days × 20p
      total_rental_value: 0, // its rentals were in no invoiced month
      margin_vs_plan_value: -36.4, // 0 − 36.40
      planned_margin: 40.9, // 36.40 + 12.50 − 8.00
      efficiency: 0.35, // 49 / 140
      wp_covered: true, // 0 + 12.50 ≥ 8
    });
  });

  it("reads through the typed drizzle declaration", async () => {
    const [b] = await database.db
      .select()
      .from(productItemsWithStats)
      .where(eq(productItemsWithStats.id, ids.b));
    expect(b).toMatchObject({
      current_rental_user_email: "alice@example.com",
      current_rental_start: daysAgo(21),
      total_rental_weeks: "3.00",
      planned_rental_value: "70.00",
      category_tags_arr: ["Dresses", "Knitwear"],
      wp_covered: false,
    });
  });
});
