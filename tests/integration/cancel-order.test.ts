import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order, users } from "@/server/db/schema";
import { cancelOrder } from "@/server/services/orders/cancel-order";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

describe(`cancelling an order (spec 4.3) on ${testDbKind}`, () => {
  let database: TestDatabase;
  let ameliaOrder: number;
  let hannahOrder: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values([
      { id: "amelia", email: "amelia@example.co.uk" },
      { id: "hannah", email: "hannah@example.co.uk" },
    ]);
    const [a] = await database.db
      .insert(order)
      .values({ user_id: "amelia", status: "ORDER_PLACED_PAYMENT_PENDING" })
      .returning();
    const [h] = await database.db
      .insert(order)
      .values({ user_id: "hannah", status: "ORDER_PLACED" })
      .returning();
    ameliaOrder = a!.id;
    hannahOrder = h!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const statusOf = async (id: number) =>
    (await database.db.select({ status: order.status }).from(order).where(eq(order.id, id)))[0]
      ?.status;

  it("marks the member's own order as payment-cancelled", async () => {
    expect(await cancelOrder(database.db, { orderId: ameliaOrder, userId: "amelia" })).toEqual({
      status: "cancelled",
    });
    expect(await statusOf(ameliaOrder)).toBe("ORDER_PLACED_PAYMENT_CANCELLED");
  });

  it("leaves another member's order alone and says it was not found", async () => {
    expect(await cancelOrder(database.db, { orderId: hannahOrder, userId: "amelia" })).toEqual({
      status: "not_found",
    });
    expect(await statusOf(hannahOrder)).toBe("ORDER_PLACED");
    expect(await cancelOrder(database.db, { orderId: 999_999, userId: "amelia" })).toEqual({
      status: "not_found",
    });
  });
});
