import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseUkPhone } from "@/domain/forms/patterns";
import { order, partialOrder, users } from "@/server/db/schema";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

/** Runs a data migration as the migrator does, statement by statement, twice: the second run changes nothing. */
async function runTwice(database: TestDatabase, file: string) {
  const text = readFileSync(path.resolve(import.meta.dirname, "../../drizzle", file), "utf8");
  for (let run = 0; run < 2; run++)
    for (const statement of text.split("--> statement-breakpoint"))
      await database.db.execute(sql.raw(statement));
}

// Issue 25's data migrations, run on rows stored before them.
describe(`data migrations on ${testDbKind}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // The one UK phone rule: numbers become what the rule stores today; anything it refuses is left
  // for its member to correct.
  it("0024 stores each phone as normaliseUkPhone does, and leaves the rest", async () => {
    const typed = [
      "07700 900123",
      "+44 (0)7700 900-123",
      "0044 20 7946 0958",
      "(01632) 960000",
      "020.7946.0958",
      "123-456-7890",
      "+1 (555) 123-4567",
      "07700900123",
    ];
    const ids = typed.map((_, i) => `phone-migration-${i}`);
    await database.db.insert(users).values(
      typed.map((contactNumber, i) => ({
        id: ids[i]!,
        email: `${ids[i]}@example.co.uk`,
        contactNumber,
      })),
    );
    await runTwice(database, "0024_normalise_uk_phones.sql");

    const stored = await Promise.all(
      ids.map(async (id) => {
        const [row] = await database.db
          .select({ contactNumber: users.contactNumber })
          .from(users)
          .where(eq(users.id, id));
        return row!.contactNumber;
      }),
    );
    expect(stored).toEqual(typed.map((value) => normaliseUkPhone(value) ?? value));
    expect(stored.slice(0, 5)).toEqual([
      "07700900123",
      "07700900123",
      "02079460958",
      "01632960000",
      "02079460958",
    ]);
  });

  it("0025 gives an order dispatched before its latest dispatched delivery's tracking", async () => {
    const { db } = database;
    await db.insert(users).values({ id: "tracking-backfill", email: "tb@example.co.uk" });
    const orders = await db
      .insert(order)
      .values([
        { user_id: "tracking-backfill", status: "ORDER_PLACED" },
        { user_id: "tracking-backfill", status: "ORDER_PLACED" },
        { user_id: "tracking-backfill", status: "ORDER_PLACED", delivery_tracking_number: "KEPT" },
      ])
      .returning({ id: order.id });
    const [dispatched, notYet, kept] = orders.map((o) => o.id);
    const delivery = (order_id: number, tracking_code: string | null, day: number) => ({
      user_id: "tracking-backfill",
      status: "ORDER_ACTIVE" as const,
      order_id,
      tracking_code,
      delivery_provider: "royal_mail" as const,
      dispatched_at: tracking_code ? new Date(Date.UTC(2026, 10, day)) : null,
    });
    await db
      .insert(partialOrder)
      .values([
        delivery(dispatched!, "RM000000002GB", 2),
        delivery(dispatched!, "RM000000001GB", 1),
        delivery(notYet!, null, 3),
        delivery(kept!, "RM000000003GB", 3),
      ]);
    await runTwice(database, "0025_order_tracking_from_deliveries.sql");
    const tracking = await db
      .select({
        id: order.id,
        code: order.delivery_tracking_number,
        carrier: order.delivery_provider,
      })
      .from(order)
      .where(eq(order.user_id, "tracking-backfill"))
      .orderBy(order.id);
    expect(tracking).toEqual([
      { id: dispatched, code: "RM000000002GB", carrier: "royal_mail" },
      { id: notYet, code: null, carrier: null },
      { id: kept, code: "KEPT", carrier: null },
    ]);
  });
});
