import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  order,
  orderProductVariants,
  products,
  productVariants,
  productVariantStockUpdates,
  users,
} from "@/server/db/schema";
import { syncOrderStock } from "@/server/services/stock/sync-order-stock";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

// Outside Next.js there is no page cache to clear: the tags a sync invalidates are recorded.
const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock("@/server/cache/invalidate", () => ({
  invalidate: (...tags: string[]) => void invalidated.push(tags),
}));

describe(`stock sync for an order (spec 4.8) on ${testDbKind}`, () => {
  let database: TestDatabase;
  let variant: Record<"A" | "B" | "C", number>;
  let productId: number;
  let previousOrderId: number;
  let currentOrderId: number;
  let otherOrderId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    const { db } = database;
    await db.delete(productVariantStockUpdates);
    await db.delete(orderProductVariants);
    await db.delete(order);
    await db.delete(productVariants);
    await db.delete(products);
    await db.delete(users);
    await db.insert(users).values([
      { id: "amelia", email: "amelia@example.co.uk" },
      { id: "hannah", email: "hannah@example.co.uk" },
    ]);
    const [product] = await db
      .insert(products)
      .values({ name: "Fox Romper", slug: "fox-romper", rrp: "30.00" })
      .returning();
    const rows = await db
      .insert(productVariants)
      .values([
        { product_id: product!.id, sku: "FOX-A", stock: 5 },
        { product_id: product!.id, sku: "FOX-B", stock: 3 },
        { product_id: product!.id, sku: "FOX-C", stock: 2 },
      ])
      .returning();
    variant = { A: rows[0]!.id, B: rows[1]!.id, C: rows[2]!.id };
    productId = product!.id;
    invalidated.length = 0;
    const [previous] = await db
      .insert(order)
      .values({ user_id: "amelia", status: "ORDER_ACTIVE" })
      .returning();
    const [current] = await db
      .insert(order)
      .values({ user_id: "amelia", status: "ORDER_PLACED" })
      .returning();
    const [other] = await db
      .insert(order)
      .values({ user_id: "hannah", status: "ORDER_PLACED" })
      .returning();
    previousOrderId = previous!.id;
    currentOrderId = current!.id;
    otherOrderId = other!.id;
    await db.insert(orderProductVariants).values([
      { order_id: previousOrderId, product_variant_id: variant.A },
      { order_id: previousOrderId, product_variant_id: variant.C },
      { order_id: currentOrderId, product_variant_id: variant.A },
      { order_id: currentOrderId, product_variant_id: variant.B },
      { order_id: currentOrderId, product_variant_id: variant.B },
      { order_id: otherOrderId, product_variant_id: variant.B },
    ]);
  });

  const stockOf = async (id: number) =>
    (
      await database.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, id))
    )[0]!.stock;

  it("takes out only the variants new since the previous order, by their counts, and records the change", async () => {
    const result = await syncOrderStock(database.db, {
      orderId: currentOrderId,
      userId: "amelia",
      addStock: false,
    });
    expect(result.status).toBe("synced");
    if (result.status !== "synced") return;
    expect(result.plan.overlapping).toEqual([variant.A]);
    expect(result.plan.unique).toEqual([{ variantId: variant.B, count: 2 }]);
    expect(result.plan.old).toEqual([variant.C]);
    expect(await stockOf(variant.A)).toBe(5);
    expect(await stockOf(variant.B)).toBe(1);
    expect(await stockOf(variant.C)).toBe(2);
    const updates = await database.db.select().from(productVariantStockUpdates);
    expect(
      updates.map((u) => [u.product_variant_id, u.order_id, u.old_stock, u.new_stock]),
    ).toEqual([[variant.B, currentOrderId, 3, 1]]);
  });

  it("applies each direction once: a retried take-out changes nothing, adding back restores the stock", async () => {
    await syncOrderStock(database.db, {
      orderId: currentOrderId,
      userId: "amelia",
      addStock: false,
    });
    const retry = await syncOrderStock(database.db, {
      orderId: currentOrderId,
      userId: "amelia",
      addStock: false,
    });
    expect(retry.status).toBe("already_applied");
    expect(await stockOf(variant.B)).toBe(1);
    const back = await syncOrderStock(database.db, {
      orderId: currentOrderId,
      userId: "amelia",
      addStock: true,
    });
    expect(back.status).toBe("synced");
    expect(await stockOf(variant.B)).toBe(3);
    expect(
      (
        await syncOrderStock(database.db, {
          orderId: currentOrderId,
          userId: "amelia",
          addStock: true,
        })
      ).status,
    ).toBe("already_applied");
    expect(await stockOf(variant.B)).toBe(3);
  });

  it("invalidates the catalogue and the product's page once stock changed, and only then", async () => {
    await syncOrderStock(database.db, {
      orderId: currentOrderId,
      userId: "amelia",
      addStock: false,
    });
    expect(invalidated).toEqual([["catalogue", `product:${productId}`]]);
    invalidated.length = 0;
    // A retry and a dry run change no stock: the cached pages stay.
    await syncOrderStock(database.db, {
      orderId: currentOrderId,
      userId: "amelia",
      addStock: false,
    });
    await syncOrderStock(database.db, {
      orderId: otherOrderId,
      userId: "hannah",
      addStock: false,
      ignoreUpdate: true,
    });
    expect(invalidated).toEqual([]);
  });

  it("with ignoreUpdate computes the change but writes nothing", async () => {
    const result = await syncOrderStock(database.db, {
      orderId: currentOrderId,
      userId: "amelia",
      addStock: false,
      ignoreUpdate: true,
    });
    expect(result.status === "synced" && result.plan.changes).toEqual([
      { variantId: variant.B, count: 2, oldStock: 3, newStock: 1 },
    ]);
    expect(await stockOf(variant.B)).toBe(3);
    expect(await database.db.select().from(productVariantStockUpdates)).toEqual([]);
  });

  it("refuses another member's order", async () => {
    expect(
      (
        await syncOrderStock(database.db, {
          orderId: otherOrderId,
          userId: "amelia",
          addStock: false,
        })
      ).status,
    ).toBe("not_found");
    expect(await stockOf(variant.B)).toBe(3);
  });

  it("loses no update when orders sharing a variant sync at the same time, and counts a repeated call once", async () => {
    await Promise.all([
      syncOrderStock(database.db, { orderId: currentOrderId, userId: "amelia", addStock: false }),
      syncOrderStock(database.db, { orderId: otherOrderId, userId: "hannah", addStock: false }),
      syncOrderStock(database.db, { orderId: currentOrderId, userId: "amelia", addStock: false }),
    ]);
    // 3 − 2 (Amelia's order, once) − 1 (Hannah's order) = 0
    expect(await stockOf(variant.B)).toBe(0);
    expect(await database.db.select().from(productVariantStockUpdates)).toHaveLength(2);
  });
});
