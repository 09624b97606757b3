import { inArray, isNull } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageSizesOf } from "@/domain/catalogue/age-sizes";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { parseSettings } from "@/domain/content/settings";
import type { Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { products, productVariants } from "@/server/db/schema";
import { seedDemoShop } from "@/server/seed";
import { settingsDocument } from "@/server/seed/content/settings-document";
import { browseCatalogue, CATALOGUE_PAGE_SIZE } from "@/server/services/catalogue/browse-catalogue";
import { listProducts } from "@/domain/catalogue/list-products";
import { loadCatalogueProducts } from "@/server/services/catalogue/load-catalogue-products";
import { loadCartProducts } from "@/server/services/catalogue/load-cart-products";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const LISTED = 150;

/** The whole listed catalogue with its derived fields, as /collection builds it. */
const listCatalogue = async (db: Database) => listProducts(await loadCatalogueProducts(db));
const hidden = parseSettings(settingsDocument).hiddenFilters;

/** The same connection with a logger that counts statements. */
function countingDb(database: TestDatabase) {
  const counter = { queries: 0 };
  const logger: Logger = { logQuery: () => void counter.queries++ };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === "pglite"
    ? drizzlePglite({ client, schema, logger })
    : drizzlePg({ client, schema, logger })) as unknown as Database;
  return { db, counter };
}

describe(`the catalogue service on ${testDbKind}`, () => {
  let database: TestDatabase;
  let counting: ReturnType<typeof countingDb>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoShop(database.db, { products: LISTED, images: false });
    counting = countingDb(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("loads the whole listed catalogue in one SQL statement, whatever its size", async () => {
    counting.counter.queries = 0;
    const all = await listCatalogue(counting.db);
    expect(all).toHaveLength(LISTED);
    expect(counting.counter.queries).toBe(1);
    expect(all.every((p) => p.product_variants.length > 0)).toBe(true);
  });

  it("builds a /collection view in one statement, whatever the filters", async () => {
    counting.counter.queries = 0;
    await browseCatalogue(parseFilterQuery({ page: "2", size: "3-6-months" }), hidden, counting.db);
    expect(counting.counter.queries).toBe(1);
    counting.counter.queries = 0;
    const again = await browseCatalogue(
      parseFilterQuery({ size: "3-6-months", available: "1" }),
      hidden,
      counting.db,
    );
    expect(counting.counter.queries).toBe(1);
    expect(again.matching).toBeGreaterThan(0);
  });

  it("shows a stock change at once", async () => {
    const query = parseFilterQuery({ available: "1" });
    const before = await browseCatalogue(query, hidden, database.db);
    const product = before.products[0]!;
    const ids = product.product_variants.map((v) => v.id);
    await database.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(inArray(productVariants.id, ids));
    const after = await browseCatalogue(query, hidden, database.db);
    expect(after.matching).toBe(before.matching - 1);
    expect(after.products.map((p) => p.id)).not.toContain(product.id);
    await database.db
      .update(productVariants)
      .set({ stock: 2 })
      .where(inArray(productVariants.id, ids));
    expect((await browseCatalogue(query, hidden, database.db)).matching).toBe(before.matching);
  });

  it("pages the list and builds the filters from every listed product, without hidden labels", async () => {
    const first = await browseCatalogue(parseFilterQuery({}), hidden, database.db);
    expect(first.matching).toBe(LISTED);
    expect(first.products).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(LISTED / CATALOGUE_PAGE_SIZE));
    const last = await browseCatalogue(
      parseFilterQuery({ page: String(first.pageCount) }),
      hidden,
      database.db,
    );
    expect(last.products).toHaveLength(LISTED - CATALOGUE_PAGE_SIZE * (first.pageCount - 1));
    const beyond = await browseCatalogue(parseFilterQuery({ page: "999" }), hidden, database.db);
    expect(beyond.page).toBe(first.pageCount);

    const sizeNames = first.groups.find((g) => g.key === "size")?.options.map((o) => o.name) ?? [];
    expect(sizeNames).toContain("0-3 months");
    for (const legacy of ["3m", "6m", "12-18m", "2y"]) expect(sizeNames).not.toContain(legacy);
    // The legacy labels are in the data, only hidden from the filters.
    const all = await listCatalogue(database.db);
    expect(all.some((p) => p.product_variants.some((v) => v.size?.name === "6m"))).toBe(true);
    expect(first.groups.map((g) => g.key)).toEqual(
      expect.arrayContaining(["brand", "category", "color", "size"]),
    );
  });

  it("filters by the URL's parameters: OR within a group, AND across groups, 'available=1' for in stock", async () => {
    const all = await listCatalogue(database.db);
    const query = parseFilterQuery({ size: ["0-3-months", "3-6-months"], available: "1" });
    const view = await browseCatalogue({ ...query }, hidden, database.db);
    // A size label naming an age ('3m', '62/68 (3-6m)') is found under the age sizes it stands for.
    const chosen = new Set(["0-3-months", "3-6-months"]);
    const sizesOf = (size: { name: string; slug: string }) => {
      const ages = ageSizesOf(size.name).map((age) => age.slug);
      return ages.length > 0 ? ages : [size.slug];
    };
    // With a size chosen, 'In stock only' means in stock in that size (issue 26).
    const expected = all.filter((p) =>
      p.product_variants.some(
        (v) => v.stock > 0 && v.size && sizesOf(v.size).some((s) => chosen.has(s)),
      ),
    );
    expect(view.matching).toBe(expected.length);
    expect(view.matching).toBeGreaterThan(0);
    expect(view.matching).toBeLessThan(LISTED);
    expect(view.products.map((p) => p.id)).toEqual(
      expected.slice(0, CATALOGUE_PAGE_SIZE).map((p) => p.id),
    );

    const soldOut = all.filter((p) => p.totalAvailability === 0);
    expect(soldOut.length).toBeGreaterThan(0);
    const inStock = await browseCatalogue(
      parseFilterQuery({ available: "1" }),
      hidden,
      database.db,
    );
    expect(inStock.matching).toBe(LISTED - soldOut.length);

    const brand = view.groups.find((g) => g.key === "brand")?.options[0]?.value ?? "";
    const both = await browseCatalogue(
      parseFilterQuery({ brand, available: "1" }),
      hidden,
      database.db,
    );
    expect(both.matching).toBe(
      all.filter((p) => p.totalAvailability > 0 && p.filter_tags.includes(brand)).length,
    );
  });

  it("gives current data of the cart's listed products only, for the availability refresh", async () => {
    const all = await listCatalogue(database.db);
    const [first, second] = all;
    const [unlisted] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.published_at))
      .limit(1);
    const loaded = await loadCartProducts(
      [first!.id, second!.id, unlisted!.id, 999_999],
      database.db,
    );
    expect(loaded.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [first!.id, second!.id].sort((a, b) => a - b),
    );
    const reloaded = loaded.find((p) => p.id === first!.id)!;
    expect(reloaded.product_variants.map((v) => [v.id, v.stock])).toEqual(
      first!.product_variants.map((v) => [v.id, v.stock]),
    );
  });
});
