import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFilterQuery } from "@/domain/catalogue/filter-query";
import { toCardProduct } from "@/domain/catalogue/shown-catalogue";
import { inStockInChoice, sizeSlugsOf } from "@/domain/catalogue/variant-choice";
import { parseSettings } from "@/domain/content/settings";
import { seedDemoShop } from "@/server/seed";
import { settingsDocument } from "@/server/seed/content/settings-document";
import { browseCatalogue } from "@/server/services/catalogue/browse-catalogue";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const hidden = parseSettings(settingsDocument).hiddenFilters;

/** Stock in a child's size (issue 26) on the demo shop, as /collection builds its view. */
describe(`stock in the chosen size on ${testDbKind}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoShop(database.db, { images: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("'In stock only' with a size lists only garments in stock in that size, each card saying so", async () => {
    const size = "3-6-months";
    const sized = await browseCatalogue(parseFilterQuery({ size }), hidden, database.db);
    // The demo shop has garments in stock in other sizes but sold out in this one.
    const soldOutInSize = sized.products.filter(
      (product) => product.totalAvailability > 0 && !inStockInChoice(product, sized.choice!),
    );
    expect(soldOutInSize.length).toBeGreaterThan(0);
    expect(toCardProduct(soldOutInSize[0]!, sized.choice)).toMatchObject({
      choice: "3-6 months",
      variants: [],
    });

    const inStock = await browseCatalogue(
      parseFilterQuery({ size, available: "1" }),
      hidden,
      database.db,
    );
    expect(inStock.products.length).toBeGreaterThan(0);
    for (const product of inStock.products) {
      const inSize = product.product_variants.filter((v) => sizeSlugsOf(v).includes(size));
      expect(
        inSize.some((v) => v.stock > 0),
        product.slug,
      ).toBe(true);
      const card = toCardProduct(product, inStock.choice);
      expect(card.choice).toBe("3-6 months");
      expect(card.variants.reduce((sum, v) => sum + v.stock, 0)).toBe(
        inSize.reduce((sum, v) => sum + v.stock, 0),
      );
    }
    const soldOutSlugs = new Set(soldOutInSize.map((p) => p.slug));
    expect(inStock.products.some((p) => soldOutSlugs.has(p.slug))).toBe(false);
    expect(inStock.matching).toBe(
      (
        await browseCatalogue(
          parseFilterQuery({ size, available: "1", page: "9" }),
          hidden,
          database.db,
        )
      ).matching,
    );
  });

  it("without a size the cards count every size, as before", async () => {
    const all = await browseCatalogue(parseFilterQuery({ available: "1" }), hidden, database.db);
    expect(all.choice).toBeNull();
    expect(all.products.every((product) => product.totalAvailability > 0)).toBe(true);
    expect(toCardProduct(all.products[0]!, all.choice).choice).toBeUndefined();
  });
});
