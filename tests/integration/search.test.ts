import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "@/domain/catalogue/list-products";
import { parseSearchRequest, SEARCH_LIMITS } from "@/domain/catalogue/search-query";
import type { ListedProduct } from "@/domain/catalogue/types";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import {
  products,
  productSearch,
  productTags,
  productVariants,
  tags,
  variantOptions,
} from "@/server/db/schema";
import { seedDemoShop } from "@/server/seed";
import { loadCatalogueProducts } from "@/server/services/catalogue/load-catalogue-products";
import { searchCatalogue } from "@/server/services/catalogue/search-catalogue";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const LISTED = 150;

/** What a parent gets for the text typed in the box, as /search asks for it. */
async function search(db: Database, text: string) {
  const request = parseSearchRequest({ q: text });
  if (request.state !== "ready") throw new Error(`'${text}' is not searchable: ${request.state}`);
  return searchCatalogue(request.words, db);
}

const names = (list: readonly ListedProduct[]) => list.map((p) => p.name);
const colours = (p: ListedProduct) => p.product_variants.map((v) => v.color?.name);
const tagNames = (p: ListedProduct, type: string) =>
  p.product_tags.filter(({ tag }) => tag.type === type).map(({ tag }) => tag.name);

describe(`the search box's search on ${testDbKind}`, () => {
  let database: TestDatabase;
  let db: Database;
  let catalogue: ListedProduct[];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedDemoShop(db, { products: LISTED, images: false });
    catalogue = listProducts(await loadCatalogueProducts(db));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("forgives a typo: 'dungares' finds every pair of dungarees, 'raincot' every raincoat", async () => {
    const dungarees = catalogue.filter((p) => p.name.endsWith("Dungarees"));
    expect(dungarees.length).toBeGreaterThan(1);
    const found = await search(db, "dungares");
    expect(found.matching).toBe(dungarees.length);
    expect(names(found.products).sort()).toEqual(names(dungarees).sort());

    const raincoats = catalogue.filter((p) => p.name.endsWith("Raincoat"));
    expect(raincoats.length).toBeGreaterThan(1);
    const rain = await search(db, "raincot");
    expect(names(rain.products).sort()).toEqual(names(raincoats).sort());
    // Plural and singular meet (English stems), and a word is found by its beginning.
    expect((await search(db, "raincoats")).matching).toBe(raincoats.length);
    expect((await search(db, "Dungaree")).matching).toBe(dungarees.length);
    expect((await search(db, "dung")).matching).toBe(dungarees.length);
  });

  it("finds a brand, a category and a colour, and needs every word", async () => {
    const puddleLane = catalogue.filter((p) => p.brand === "Puddle Lane");
    expect(puddleLane.length).toBeGreaterThan(0);
    const brand = await search(db, "puddle lane");
    expect(brand.matching).toBe(puddleLane.length);
    expect(brand.products.every((p) => p.brand === "Puddle Lane")).toBe(true);

    const knitwear = catalogue.filter((p) => tagNames(p, "CATEGORY").includes("Knitwear"));
    const category = await search(db, "knitwear");
    expect(category.matching).toBe(knitwear.length);
    expect(category.products.every((p) => tagNames(p, "CATEGORY").includes("Knitwear"))).toBe(true);

    const mustard = catalogue.filter((p) => colours(p).includes("Mustard"));
    const colour = await search(db, "MUSTARD");
    expect(colour.matching).toBe(mustard.length);

    // Two words: knitwear in mustard only.
    const both = await search(db, "mustard knitwear");
    const expected = knitwear.filter((p) => colours(p).includes("Mustard"));
    expect(both.matching).toBe(expected.length);
    expect(both.matching).toBeLessThan(Math.min(knitwear.length, mustard.length));
    // A stop word changes nothing; a word nothing has empties the list.
    expect((await search(db, "the mustard knitwear")).matching).toBe(expected.length);
    expect(await search(db, "mustard zebra")).toEqual({ products: [], matching: 0 });
  });

  it("ranks a word in the name above the same word as a colour, and a typo below the word as typed", async () => {
    const [fixture] = await db
      .insert(products)
      // Last in the shop's own order: only the name's weight can put it first.
      .values({
        name: "Navy Sailor Collar Romper",
        slug: "navy-sailor",
        published_at: new Date(),
        orderKey: 1_000_000,
      })
      .returning({ id: products.id });
    const [oat] = await db
      .select({ id: variantOptions.id })
      .from(variantOptions)
      .where(and(eq(variantOptions.type, "Color"), eq(variantOptions.slug, "oat")));
    await db
      .insert(productVariants)
      .values({ product_id: fixture!.id, sku: "NAVY-SAILOR-1", stock: 1, color_id: oat!.id });
    const navy = await search(db, "navy");
    expect(navy.products[0]!.name).toBe("Navy Sailor Collar Romper");
    expect(navy.matching).toBe(catalogue.filter((p) => colours(p).includes("Navy")).length + 1);
    expect(navy.products.slice(1).every((p) => colours(p).includes("Navy"))).toBe(true);

    // 'dungaree' begins every 'Dungarees' (as typed); 'Dungarie' is only a typo of it: last.
    await db.insert(products).values({
      name: "Dungarie Shorts",
      slug: "dungarie-shorts",
      published_at: new Date(),
    });
    const dungarees = catalogue.filter((p) => p.name.endsWith("Dungarees"));
    const dungaree = await search(db, "dungaree");
    expect(names(dungaree.products)).toEqual([...names(dungarees), "Dungarie Shorts"]);
    await db.delete(products).where(inArray(products.slug, ["navy-sailor", "dungarie-shorts"]));
    expect((await search(db, "sailor")).matching).toBe(0);
  });

  it("keeps the index right through renames, tags, colours and unlisting (the database's triggers)", async () => {
    const target = catalogue.find((p) => p.name.endsWith("Dungarees"))!;
    await db
      .update(products)
      .set({ name: "Puddlejumper Overalls" })
      .where(eq(products.id, target.id));
    expect(names((await search(db, "puddlejumper")).products)).toEqual(["Puddlejumper Overalls"]);
    expect((await search(db, "overals")).products.map((p) => p.id)).toEqual([target.id]);

    const [gift] = await db
      .insert(tags)
      .values({ name: "Christening", type: "CATEGORY", slug: "christening" })
      .returning({ id: tags.id });
    await db.insert(productTags).values({ product_id: target.id, tag_id: gift!.id });
    expect((await search(db, "christening")).products.map((p) => p.id)).toEqual([target.id]);
    await db.update(tags).set({ name: "Baptism" }).where(eq(tags.id, gift!.id));
    expect((await search(db, "christening")).matching).toBe(0);
    expect((await search(db, "baptism")).products.map((p) => p.id)).toEqual([target.id]);
    await db.delete(productTags).where(eq(productTags.tag_id, gift!.id));
    expect((await search(db, "baptism")).matching).toBe(0);

    // A colour renamed, a variant soft-deleted: its colour goes with it; a stock change is no write.
    const [lilac] = await db
      .insert(variantOptions)
      .values({ name: "Lilac", type: "Color", slug: "lilac" })
      .returning({ id: variantOptions.id });
    const [variant] = await db
      .insert(productVariants)
      .values({ product_id: target.id, sku: "LILAC-1", stock: 2, color_id: lilac!.id })
      .returning({ id: productVariants.id });
    expect((await search(db, "lilac")).products.map((p) => p.id)).toEqual([target.id]);
    await db
      .update(variantOptions)
      .set({ name: "Lavender" })
      .where(eq(variantOptions.id, lilac!.id));
    expect((await search(db, "lavender")).products.map((p) => p.id)).toEqual([target.id]);
    await db
      .update(productVariants)
      .set({ deleted_at: new Date() })
      .where(eq(productVariants.id, variant!.id));
    expect((await search(db, "lavender")).matching).toBe(0);

    // Archived: no longer listed, so never found, though its row stays in the index.
    await db.update(products).set({ archived_at: new Date() }).where(eq(products.id, target.id));
    expect((await search(db, "puddlejumper")).matching).toBe(0);
    const [row] = await db
      .select({ id: productSearch.product_id })
      .from(productSearch)
      .where(eq(productSearch.product_id, target.id));
    expect(row?.id).toBe(target.id);
  });

  it("takes hostile text as plain words: no SQL, no tsquery operators, no error", async () => {
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
    for (const text of [
      "'); drop table products; --",
      "a & b | !c <-> d:*",
      "% _ \\ ' \" ` ;",
      "robert'); DELETE FROM product_search WHERE ('1'='1",
      "😀 dungarees 😀",
    ]) {
      const request = parseSearchRequest({ q: text });
      if (request.state === "ready") await searchCatalogue(request.words, db);
    }
    // The service quotes each word itself too, so even words the domain would never pass are safe.
    for (const word of ["a&b", "x:*", "'", "!", "<->", "\\", "''", "a b"])
      await expect(searchCatalogue([word], db)).resolves.toBeDefined();
    const after = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await search(db, "😀 dungarees 😀")).matching).toBeGreaterThan(0);
  });

  it("shows the best SEARCH_LIMITS.results and counts the rest", async () => {
    // Every demo product comes in several colours; 'oat' alone matches many.
    const oat = catalogue.filter((p) => colours(p).includes("Oat"));
    const found = await search(db, "oat");
    expect(found.matching).toBe(oat.length);
    expect(found.products).toHaveLength(Math.min(oat.length, SEARCH_LIMITS.results));
  });
});
