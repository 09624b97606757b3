import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_ITEM_STATUSES, type ProductItemStatus } from "@/domain/enums";
import { canTransition, GARMENT_TRANSITIONS } from "@/domain/garments/life-cycle";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import {
  partialOrder,
  productItems,
  productItemsHistory,
  products,
  productVariants,
  users,
} from "@/server/db/schema";
import { GarmentMoveError, moveGarments } from "@/server/services/garments/move-garment";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

// Issue 11: every status change of a garment is allowed by the life cycle and recorded, on PGlite
// and PostgreSQL, whether it goes through moveGarments() or around it with hand-written SQL.

let handle: TestDatabase;
let db: Database;
let variantId: number;
let partialOrderId: number;
const MEMBER = "member-life-cycle";

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const [product] = await db
    .insert(products)
    .values({ name: "Fox Romper", slug: "fox-romper", rrp: "30.00" })
    .returning({ id: products.id });
  const [variant] = await db
    .insert(productVariants)
    .values({ product_id: product!.id, sku: "FOX-1", stock: 0 })
    .returning({ id: productVariants.id });
  variantId = variant!.id;
  await db.insert(users).values({ id: MEMBER, email: "amelia@example.co.uk" });
  const [delivery] = await db
    .insert(partialOrder)
    .values({ user_id: MEMBER, status: "ORDER_PLACED" })
    .returning({ id: partialOrder.id });
  partialOrderId = delivery!.id;
});

afterAll(async () => handle.close());

async function garmentIn(status: ProductItemStatus): Promise<number> {
  const [row] = await db
    .insert(productItems)
    .values({ sku: "FOX-1", product_variant_id: variantId, status })
    .returning({ id: productItems.id });
  return row!.id;
}

async function garment(id: number) {
  const [row] = await db.select().from(productItems).where(eq(productItems.id, id));
  return row!;
}

const historyOf = (id: number) =>
  db
    .select()
    .from(productItemsHistory)
    .where(eq(productItemsHistory.product_item_id, id))
    .orderBy(productItemsHistory.id);

const ALL_MOVES = PRODUCT_ITEM_STATUSES.flatMap((from) =>
  PRODUCT_ITEM_STATUSES.filter((to) => to !== from).map((to) => ({ from, to })),
);

describe("the database knows the life cycle", () => {
  it("holds exactly the domain's table of allowed moves", async () => {
    const rows = await queryRows<{ from_status: ProductItemStatus; to_status: ProductItemStatus }>(
      db,
      sql`select from_status, to_status from product_item_transitions`,
    );
    const inDatabase = rows.map((r) => `${r.from_status}→${r.to_status}`).sort();
    const inDomain = Object.entries(GARMENT_TRANSITIONS)
      .flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`))
      .sort();
    expect(inDatabase).toEqual(inDomain);
    expect(inDatabase).toHaveLength(50);
  });
});

describe("moveGarments", () => {
  it("makes every allowed move and records it with its reason, orders and user", async () => {
    const allowed = ALL_MOVES.filter(({ from, to }) => canTransition(from, to));
    expect(allowed).toHaveLength(50);
    for (const { from, to } of allowed) {
      const id = await garmentIn(from);
      await moveGarments(db, [
        {
          itemId: id,
          to,
          reason: `Test ${from} to ${to}`,
          newOrderId: partialOrderId,
          changedByUserId: MEMBER,
        },
      ]);
      expect((await garment(id)).status).toBe(to);
      const history = await historyOf(id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        previous_status: from,
        new_status: to,
        new_order_id: partialOrderId,
        previous_order_id: null,
        new_return_id: null,
        changed_by_user_id: MEMBER,
        change_reason: `Test ${from} to ${to}`,
      });
    }
  });

  it("refuses every move the life cycle does not allow, and changes nothing", async () => {
    const refused = ALL_MOVES.filter(({ from, to }) => !canTransition(from, to));
    expect(refused).toHaveLength(12 * 11 - 50);
    for (const { from, to } of refused) {
      const id = await garmentIn(from);
      await expect(moveGarments(db, [{ itemId: id, to, reason: "Not allowed" }])).rejects.toThrow(
        GarmentMoveError,
      );
      expect((await garment(id)).status).toBe(from);
      expect(await historyOf(id)).toEqual([]);
    }
  });

  it("refuses a whole batch in a transaction when one move is not allowed", async () => {
    const first = await garmentIn("STORAGE");
    const second = await garmentIn("SOLD");
    await expect(
      db.transaction((tx) =>
        moveGarments(tx, [
          { itemId: first, to: "HOLD", reason: "Reserved" },
          { itemId: second, to: "HOLD", reason: "Reserved" },
        ]),
      ),
    ).rejects.toThrow("Garment " + second + " cannot move from SOLD to HOLD.");
    expect((await garment(first)).status).toBe("STORAGE");
    expect(await historyOf(first)).toEqual([]);
  });

  it("does not lend one move's reason to another garment changed later in the transaction", async () => {
    const moved = await garmentIn("STORAGE");
    const other = await garmentIn("STORAGE");
    await db.transaction(async (tx) => {
      await moveGarments(tx, [{ itemId: moved, to: "HOLD", reason: "Reserved for order 7" }]);
      await tx.execute(sql`update product_items set status = 'IN_CLEANING' where id = ${other}`);
    });
    expect((await historyOf(moved))[0]?.change_reason).toBe("Reserved for order 7");
    expect((await historyOf(other))[0]).toMatchObject({
      previous_status: "STORAGE",
      new_status: "IN_CLEANING",
      change_reason: null,
    });
  });
});

describe("going around moveGarments", () => {
  it("a hand-written status update still writes its history row", async () => {
    const id = await garmentIn("STORAGE");
    await db.execute(sql`update product_items set status = 'HOLD' where id = ${id}`);
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ previous_status: "STORAGE", new_status: "HOLD" });
  });

  it("a hand-written move the life cycle does not allow is refused by the database", async () => {
    const id = await garmentIn("SOLD");
    await expect(
      db.execute(sql`update product_items set status = 'CUSTOMER' where id = ${id}`),
    ).rejects.toThrow();
    expect((await garment(id)).status).toBe("SOLD");
    expect(await historyOf(id)).toEqual([]);
  });

  it("history rows cannot be rewritten", async () => {
    const id = await garmentIn("STORAGE");
    await moveGarments(db, [{ itemId: id, to: "HOLD", reason: "Reserved" }]);
    await expect(
      db.execute(
        sql`update product_items_history set new_status = 'SOLD' where product_item_id = ${id}`,
      ),
    ).rejects.toThrow();
    expect((await historyOf(id))[0]?.new_status).toBe("HOLD");
  });
});

describe("rental counters", () => {
  it("a garment sent to a member from the shelf counts one more home; a returned one coming back does not", async () => {
    const id = await garmentIn("STORAGE");
    const path: ProductItemStatus[] = ["HOLD", "CUSTOMER", "RETURNING", "CUSTOMER"];
    for (const to of path) await moveGarments(db, [{ itemId: id, to, reason: to }]);
    expect((await garment(id)).rental_homes).toBe(1);
    const next: ProductItemStatus[] = ["RETURNING", "IN_CLEANING", "STORAGE", "STORAGE_HOLD"];
    for (const to of [...next, "CUSTOMER" as const])
      await moveGarments(db, [{ itemId: id, to, reason: to }]);
    expect((await garment(id)).rental_homes).toBe(2);
  });

  it("leaving the rental stock stamps expired_at; coming back from resale clears it", async () => {
    const id = await garmentIn("STORAGE");
    await moveGarments(db, [{ itemId: id, to: "RESALE", reason: "Worn" }]);
    expect((await garment(id)).expired_at).toBeInstanceOf(Date);
    await moveGarments(db, [{ itemId: id, to: "STORAGE", reason: "Mended" }]);
    expect((await garment(id)).expired_at).toBeNull();
    await moveGarments(db, [{ itemId: id, to: "SOLD", reason: "Sold" }]);
    expect((await garment(id)).expired_at).toBeInstanceOf(Date);
  });
});
