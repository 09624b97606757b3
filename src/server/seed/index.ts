import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { seedContentDocuments } from "./content";
import { buildGarmentPool, GarmentFactory } from "./garment-plan";
import { STAFF_MEMBER } from "./member-data";
import { seedProductImages } from "./product-images";
import { createRandom } from "./random";
import { productImagePath, seedCatalogue } from "./seed-catalogue";
import { seedExtras } from "./seed-extras";
import { seedGarments } from "./seed-garments";
import { seedPaidInvoices } from "./seed-invoices";
import { seedMembers } from "./seed-members";
import { seedAuthAccounts } from "./seed-auth-accounts";
import { seedChildren } from "./seed-children";
import { seedTradeIns } from "./seed-trade-ins";

export { DEMO_MEMBER, STAFF_MEMBER } from "./member-data";

export const DEFAULT_LISTED_PRODUCTS = 64;

export interface SeedOptions {
  /** Listed products (published, not archived or deleted); six hidden products are added. */
  products?: number;
  /** Render and store product images (default true). Without them products have no images. */
  images?: boolean;
}

export interface SeedSummary {
  products: number;
  listedProducts: number;
  variants: number;
  tags: number;
  variantOptions: number;
  productItems: number;
  historyEntries: number;
  retirements: number;
  members: number;
  orders: number;
  partialOrders: number;
  partialReturns: number;
  userProductItems: number;
  apiLogs: number;
  giftOrders: number;
  images: number;
}

export class ShopAlreadySeededError extends Error {
  constructor(products: number) {
    super(
      `The demo shop seed needs an empty database, but the products table already has ${products} rows.`,
    );
    this.name = "ShopAlreadySeededError";
  }
}

/** Fills an empty database with the deterministic demo shop, in one transaction. */
export async function seedDemoShop(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const listedProducts = options.products ?? DEFAULT_LISTED_PRODUCTS;
  if (!Number.isInteger(listedProducts) || listedProducts < 1) {
    throw new Error(
      `The number of products must be a whole number of at least 1 (got ${listedProducts}).`,
    );
  }
  const withImages = options.images ?? true;

  return db.transaction(async (tx) => {
    const [existing] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from products`,
    );
    if ((existing?.n ?? 0) > 0) throw new ShopAlreadySeededError(existing?.n ?? 0);

    const random = createRandom();
    const catalogue = await seedCatalogue(tx, random, { listedProducts, images: withImages });
    const factory = new GarmentFactory(random);
    const pool = buildGarmentPool(random, factory, catalogue.variants);
    const members = await seedMembers(tx, random, factory, catalogue, pool);
    await seedAuthAccounts(tx);
    await seedChildren(tx);
    await seedTradeIns(tx);
    const garments = await seedGarments(tx, [...pool, ...members.rentalGarments], STAFF_MEMBER.id);
    const extras = await seedExtras(tx);
    await seedContentDocuments(tx);
    await seedPaidInvoices(tx);

    const images = withImages
      ? await seedProductImages(
          tx,
          catalogue.products.map(({ plan }) => ({
            slug: plan.slug,
            shape: plan.shape,
            pattern: plan.pattern,
            colours: [...new Set(plan.variants.map((v) => v.colour.hex))],
            paths: Array.from({ length: plan.imageCount }, (_, i) =>
              productImagePath(plan.slug, i + 1),
            ),
          })),
        )
      : 0;

    return {
      products: catalogue.products.length,
      listedProducts: catalogue.products.filter((p) => p.listed).length,
      variants: catalogue.variants.length,
      tags: catalogue.tags,
      variantOptions: catalogue.variantOptions,
      productItems: garments.productItems,
      historyEntries: garments.historyEntries,
      retirements: garments.retirements,
      members: members.members,
      orders: members.orders.counts.orders,
      partialOrders: members.orders.counts.partialOrders,
      partialReturns: members.orders.counts.partialReturns,
      userProductItems: garments.userProductItems,
      apiLogs: extras.apiLogs,
      giftOrders: extras.giftOrders,
      images,
    };
  });
}
