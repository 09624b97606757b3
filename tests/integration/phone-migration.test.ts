import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseUkPhone } from "@/domain/forms/patterns";
import { users } from "@/server/db/schema";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

const MIGRATION = path.resolve(import.meta.dirname, "../../drizzle/0024_normalise_uk_phones.sql");

// The numbers stored before the one UK phone rule (issue 25) are rewritten by the migration as
// the rule stores them today; anything the rule refuses is left for its member to correct.
describe(`the migration to national phone digits, on ${testDbKind}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("stores each number as normaliseUkPhone does, and leaves the rest", async () => {
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
    // Run as the migrator runs it: statement by statement. A second run changes nothing.
    const statements = readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint");
    for (let run = 0; run < 2; run++)
      for (const statement of statements) await database.db.execute(sql.raw(statement));

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
});
