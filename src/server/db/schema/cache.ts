import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * When each cache tag was last invalidated (issue 23), beside Redis's own record: a tag
 * invalidated while Redis was unreachable is still known to every web process, which reads this
 * table a few times a second (src/server/cache/handlers/tag-ledger.mjs, raw SQL: Next.js loads the
 * handlers outside the app). `invalidated_at` is the invalidating process's clock in ms, as the
 * cache entries' own times are; `recorded_at` is the database's, for the readers' cursor.
 */
export const cacheTagInvalidations = pgTable(
  "cache_tag_invalidations",
  {
    tag: text("tag").primaryKey(),
    invalidated_at: bigint("invalidated_at", { mode: "number" }).notNull(),
    recorded_at: timestamp("recorded_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("cache_tag_invalidations_recorded_at_idx").on(t.recorded_at)],
);
