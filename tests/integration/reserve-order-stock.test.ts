import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  order,
  orderProductVariants,
  products,
  productVariants,
  productVariantStockUpdates,
  users,
} from "@/server/db/schema";
import {
  releaseOrderStock,
  reserveOrderStock,
  StockUnavailableError,
} from "@/server/services/stock/reserve-order-stock";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

describe(`the checkout's stock reservation (issue 9, spec 4.8) on ${testDbKind}`, () => {
  let database: TestDatabase;
  let variants: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.insert(users).values({ id: "amelia", email: "amelia@example.co.uk" });
    const [product] = await db
      .insert(products)
      .values({ name: "Fox Romper", slug: "fox-romper", rrp: "30.00" })
      .returning();
    const rows = await db
      .insert(productVariants)
      .values([
        { product_id: product!.id, sku: "FOX-A", stock: 5 },
        { product_id: product!.id, sku: "FOX-B", stock: 1 },
        { product_id: product!.id, sku: "FOX-C", stock: 4 },
      ])
      .returning();
    variants = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await database?.close();
  });

  const stock = async () =>
    (
      await database.db
        .select({ id: productVariants.id, stock: productVariants.stock })
        .from(productVariants)
        .orderBy(productVariants.id)
    ).map((row) => row.stock);

  async function newOrder(
    status: "ORDER_ACTIVE" | "ORDER_PLACED_PAYMENT_PENDING",
    lines: number[],
    ignore = false,
  ) {
    const [row] = await database.db
      .insert(order)
      .values({ user_id: "amelia", status, ignore_stock_update: ignore })
      .returning({ id: order.id });
    await database.db
      .insert(orderProductVariants)
      .values(lines.map((id) => ({ order_id: row!.id, product_variant_id: id })));
    return row!.id;
  }

  const updatesOf = (orderId: number) =>
    database.db
      .select()
      .from(productVariantStockUpdates)
      .where(eq(productVariantStockUpdates.order_id, orderId));

  it("leaves stock alone for an order marked ignore_stock_update", async () => {
    const [a, , c] = variants as [number, number, number];
    const orderId = await newOrder("ORDER_PLACED_PAYMENT_PENDING", [a, c], true);
    expect(await database.db.transaction((tx) => reserveOrderStock(tx, orderId, "amelia"))).toEqual(
      [],
    );
    expect(await stock()).toEqual([5, 1, 4]);
    expect(await updatesOf(orderId)).toEqual([]);
    await database.db
      .update(order)
      .set({ status: "ORDER_PLACED_PAYMENT_CANCELLED" })
      .where(eq(order.id, orderId));
  });

  it("does not take again what the previous order kept, and names every short variant", async () => {
    const [a, b, c] = variants as [number, number, number];
    await newOrder("ORDER_ACTIVE", [a]);
    // A is kept from the previous order; B twice is more than its 1; C is fine.
    const short = await newOrder("ORDER_PLACED_PAYMENT_PENDING", [a, b, b, c]);
    const refused = await database.db
      .transaction((tx) => reserveOrderStock(tx, short, "amelia"))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StockUnavailableError);
    expect((refused as StockUnavailableError).variantIds).toEqual([b]);
    expect(await stock()).toEqual([5, 1, 4]); // rolled back, C included
    await database.db
      .update(order)
      .set({ status: "ORDER_PLACED_PAYMENT_CANCELLED" })
      .where(eq(order.id, short));

    const fits = await newOrder("ORDER_PLACED_PAYMENT_PENDING", [a, b, c, c]);
    await database.db.transaction((tx) => reserveOrderStock(tx, fits, "amelia"));
    expect(await stock()).toEqual([5, 0, 2]);
    expect(
      (await updatesOf(fits)).map((u) => [u.product_variant_id, u.old_stock, u.new_stock]),
    ).toEqual([
      [b, 1, 0],
      [c, 4, 2],
    ]);

    // A release puts back exactly what the order took, once.
    await database.db.transaction((tx) => releaseOrderStock(tx, fits));
    expect(await stock()).toEqual([5, 1, 4]);
    await database.db.transaction((tx) => releaseOrderStock(tx, fits));
    expect(await stock()).toEqual([5, 1, 4]);
    expect(await updatesOf(fits)).toHaveLength(4);
  });
});
