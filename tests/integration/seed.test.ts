import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAG_TYPES } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { createDatabaseImageStorage } from "@/server/integrations/storage/local-database/database-image-storage";
import { DEMO_MEMBER, seedDemoShop, STAFF_MEMBER, type SeedSummary } from "@/server/seed";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

/** Spec section 9: size labels always hidden from the filters. */
const SPEC_HIDDEN_SIZES = [
  "56/62 (0-3m)",
  "1m",
  "3m",
  "6m",
  "2m",
  "m",
  "4m",
  "9m",
  "12m",
  "1y",
  "12-18m",
  "18m-24m",
  "18m",
  "24m",
  "18-24m",
  "1.5y",
  "2y",
  "36m",
  "62/68 (3-6m)",
  "62/68-(3-6m)",
  "68/74 (6-9m)",
  "74/80 (9-12m)",
  "80/86 (12-18m)",
  "86/92 (18-24m)",
  "small",
  "medium",
  "xs",
  "large",
  "2",
  "4",
  "6",
  "s",
  "2-4y",
  "92/98 (2-3y)",
  "3y",
  "extra large",
  "48m",
  "2-6y",
  "6-10y",
  "9m-4y",
  "3",
  "4y",
  "6y",
  "98/104 (3-4y)",
];

const LISTED = sql.raw(
  "p.published_at is not null and p.deleted_at is null and p.archived_at is null",
);

async function count(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row?.n ?? 0;
}

/** The demo member's items in the groupings of spec section 4.4, computed from the rows. */
async function demoGroupings(db: Executor) {
  return queryRows<{ grouping: string; product_item_id: number }>(
    db,
    sql`select case
          when pr.id is null and pi.status = 'CUSTOMER' then 'active'
          when pr.id is null and po.status = 'ORDER_PLACED' and pi.status in ('HOLD', 'STORAGE_HOLD') then 'upcoming'
          when pr.id is not null and pr.status <> 'ORDER_FINALISED' and pi.status = 'RETURNING' then 'returning'
          else 'none' end as grouping,
        upi.product_item_id
      from user_product_items upi
      join partial_order po on po.id = upi.partial_order_id
      join product_items pi on pi.id = upi.product_item_id
      left join partial_return pr on pr.id = upi.partial_return_id
      where upi.user_id = ${DEMO_MEMBER.id}
        and po.status not in ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')`,
  );
}

async function catalogueSnapshot(db: Executor) {
  return queryRows<{ name: string; slug: string; sku: string; stock: number }>(
    db,
    sql`select p.name, p.slug, v.sku, v.stock from products p join product_variants v on v.product_id = p.id order by p."orderKey", v.sku`,
  );
}

describe(`demo shop seed on ${testDbKind}`, () => {
  let database: TestDatabase;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedDemoShop(database.db, { images: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists at least 60 products across at least 6 brands", async () => {
    const listed = await count(
      database.db,
      sql`select count(*)::int as n from products p where ${LISTED}`,
    );
    expect(listed).toBeGreaterThanOrEqual(60);
    expect(summary.listedProducts).toBe(listed);
    const brands = await count(
      database.db,
      sql`select count(*)::int as n from tags where type = 'BRAND'`,
    );
    expect(brands).toBeGreaterThanOrEqual(6);
  });

  it("uses every taxonomy type on listed products", async () => {
    const rows = await queryRows<{ type: string }>(
      database.db,
      sql`select distinct t.type::text as type from tags t
          join product_tags pt on pt.tag_id = t.id join products p on p.id = pt.product_id where ${LISTED}`,
    );
    expect(rows.map((r) => r.type).sort()).toEqual([...TAG_TYPES].sort());
  });

  it("has unpublished, archived and deleted products that must not be listed", async () => {
    const [row] = await queryRows<{ unpublished: number; archived: number; deleted: number }>(
      database.db,
      sql`select count(*) filter (where published_at is null)::int as unpublished,
                 count(*) filter (where archived_at is not null)::int as archived,
                 count(*) filter (where deleted_at is not null)::int as deleted from products`,
    );
    expect(row?.unpublished).toBeGreaterThan(0);
    expect(row?.archived).toBeGreaterThan(0);
    expect(row?.deleted).toBeGreaterThan(0);
    const deletedVariantsOnListed = await count(
      database.db,
      sql`select count(*)::int as n from product_variants v join products p on p.id = v.product_id where ${LISTED} and v.deleted_at is not null`,
    );
    expect(deletedVariantsOnListed).toBeGreaterThan(0);
  });

  it("has sold-out variants and listed products that are entirely sold out", async () => {
    const soldOutVariants = await count(
      database.db,
      sql`select count(*)::int as n from product_variants where stock = 0`,
    );
    expect(soldOutVariants).toBeGreaterThan(0);
    const soldOutProducts = await count(
      database.db,
      sql`select count(*)::int as n from (select p.id from products p join product_variants v on v.product_id = p.id
          where ${LISTED} and v.deleted_at is null group by p.id having sum(v.stock) = 0) s`,
    );
    expect(soldOutProducts).toBeGreaterThanOrEqual(2);
  });

  it("offers UK sizes in order and uses some legacy labels from the hidden list", async () => {
    const sizes = await queryRows<{ name: string }>(
      database.db,
      sql`select name from variant_options where type = 'Size' order by "order"`,
    );
    const modern = sizes.map((s) => s.name).filter((name) => !SPEC_HIDDEN_SIZES.includes(name));
    expect(modern).toEqual([
      "Newborn",
      "0-3 months",
      "3-6 months",
      "6-9 months",
      "9-12 months",
      "12-18 months",
      "18-24 months",
      "2-3 years",
      "3-4 years",
      "4-5 years",
      "5-6 years",
    ]);
    const used = await queryRows<{ name: string }>(
      database.db,
      sql`select distinct o.name from product_variants v join variant_options o on o.id = v.size_id
          join products p on p.id = v.product_id where ${LISTED}`,
    );
    expect(
      used.map((u) => u.name).filter((name) => SPEC_HIDDEN_SIZES.includes(name)).length,
    ).toBeGreaterThan(0);
    const colours = await queryRows<{ metadata: { hex?: string } }>(
      database.db,
      sql`select metadata from variant_options where type = 'Color'`,
    );
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour.metadata.hex).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it("keeps garments consistent: stock is what is on the shelf and history ends in the current status", async () => {
    const mismatchedStock = await count(
      database.db,
      sql`select count(*)::int as n from product_variants v
          where v.stock <> (select count(*) from product_items i where i.product_variant_id = v.id and i.status = 'STORAGE')`,
    );
    expect(mismatchedStock).toBe(0);
    const wrongHistory = await count(
      database.db,
      sql`select count(*)::int as n from product_items i
          where i.status <> (select h.new_status from product_items_history h where h.product_item_id = i.id order by h."createdAt" desc, h.id desc limit 1)`,
    );
    expect(wrongHistory).toBe(0);
    const statuses = await queryRows<{ status: string }>(
      database.db,
      sql`select distinct status::text as status from product_items`,
    );
    expect(statuses.length).toBe(12);
    const retiredWithoutRow = await count(
      database.db,
      sql`select count(*)::int as n from product_items i where i.status in ('EX_HIRE', 'SOLD')
          and not exists (select 1 from product_item_retirement r where r.product_item_id = i.id)`,
    );
    expect(retiredWithoutRow).toBe(0);
  });

  it("gives the demo member items in every grouping, and one on a payment-cancelled delivery", async () => {
    const groupings = await demoGroupings(database.db);
    for (const grouping of ["active", "upcoming", "returning"]) {
      expect(groupings.filter((g) => g.grouping === grouping).length, grouping).toBeGreaterThan(0);
    }
    const onCancelled = await count(
      database.db,
      sql`select count(*)::int as n from user_product_items upi join partial_order po on po.id = upi.partial_order_id
          where upi.user_id = ${DEMO_MEMBER.id} and po.status = 'ORDER_PLACED_PAYMENT_CANCELLED'`,
    );
    expect(onCancelled).toBe(1);
    const [demo] = await queryRows<{
      firstName: string;
      postcode: string;
      payment_subscription_id: string;
    }>(
      database.db,
      sql`select "firstName", postcode, payment_subscription_id from users where id = ${DEMO_MEMBER.id}`,
    );
    expect(demo).toEqual({
      firstName: "Amelia",
      postcode: "SW11 5QL",
      payment_subscription_id: "sub_local_demo",
    });
    const favourites = await count(
      database.db,
      sql`select count(*)::int as n from user_product_favorites where user_id = ${DEMO_MEMBER.id}`,
    );
    expect(favourites).toBe(3);
  });

  it("makes the staff user an admin and gives other members orders", async () => {
    const [staff] = await queryRows<{ is_admin: boolean; role: string; email: string }>(
      database.db,
      sql`select is_admin, role, email from users where id = ${STAFF_MEMBER.id}`,
    );
    expect(staff).toEqual({ is_admin: true, role: "staff", email: "staff@littlerobe.co.uk" });
    const others = await count(
      database.db,
      sql`select count(distinct user_id)::int as n from "order" where user_id <> ${DEMO_MEMBER.id}`,
    );
    expect(others).toBeGreaterThanOrEqual(3);
  });

  it("has the members' paid months, shared among the garments they held (issue 25)", async () => {
    const [months] = await queryRows<{ ended: number; shared: number; open: number }>(
      database.db,
      sql`select count(*) filter (where period_end <= '2026-11-01')::int as ended,
            count(*) filter (where shared_at is not null and shared_pence = amount_pence)::int as shared,
            count(*) filter (where shared_at is null)::int as open
          from paid_invoices`,
    );
    // Every month over by the demo's day is shared in full; the current months wait for their end.
    expect(months!.ended).toBeGreaterThanOrEqual(10);
    expect(months!.shared).toBe(months!.ended);
    expect(months!.open).toBeGreaterThan(0);
    const [figures] = await queryRows<{ earning: number; covered: number; planned: number }>(
      database.db,
      sql`select count(*) filter (where total_rental_value > 0)::int as earning,
            count(*) filter (where wp_covered)::int as covered,
            count(planned_rental_value)::int as planned
          from product_items_with_stats`,
    );
    expect(figures!.earning).toBeGreaterThan(100);
    expect(figures!.covered).toBeGreaterThan(0);
    expect(figures!.planned).toBe(summary.productItems);
  });

  it("refuses to seed a second time and leaves the shop unchanged", async () => {
    const before = await count(database.db, sql`select count(*)::int as n from products`);
    await expect(seedDemoShop(database.db, { images: false })).rejects.toThrow(
      /needs an empty database.*already has \d+ rows/,
    );
    expect(await count(database.db, sql`select count(*)::int as n from products`)).toBe(before);
  });

  it("is deterministic: a second fresh database gets the same catalogue and garments", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoShop(other.db, { images: false });
      expect(await catalogueSnapshot(other.db)).toEqual(await catalogueSnapshot(database.db));
      const garments = sql`select barcode, sku, status::text as status from product_items order by barcode`;
      expect(await queryRows(other.db, garments)).toEqual(await queryRows(database.db, garments));
    } finally {
      await other.close();
    }
  });
});

describe(`demo shop seed with images on ${testDbKind}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores a PNG for every product image path", async () => {
    const summary = await seedDemoShop(database.db, { products: 3 });
    expect(summary.listedProducts).toBe(3);
    const products = await queryRows<{ slug: string; images: string[] }>(
      database.db,
      sql`select slug, images from products`,
    );
    const storage = createDatabaseImageStorage(database.db);
    for (const product of products) {
      expect(product.images.length).toBeGreaterThan(0);
      for (const [i, path] of product.images.entries()) {
        expect(path).toBe(`products/${product.slug}/${i + 1}.png`);
        const image = await storage.get(path);
        expect(image?.contentType).toBe("image/png");
        const metadata = await sharp(image?.bytes).metadata();
        expect(metadata).toMatchObject({ format: "png", width: 800, height: 1000 });
      }
    }
    const fallback = await storage.get("defaults/product.png");
    expect((await sharp(fallback?.bytes).metadata()).format).toBe("png");
  });
});
