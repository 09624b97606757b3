import { date, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./members";

/**
 * A family's children (issue 27, docs/growing.md 'The child, not only the account'): the first
 * name, the date of birth and, optionally, the age size (an AGE_SIZES slug) the family says the
 * child wears now, with the London day they said it (the size prediction measures the child's
 * lead or lag against the chart on that day).
 */
export const children = pgTable(
  "children",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    first_name: text("first_name").notNull(),
    date_of_birth: date("date_of_birth", { mode: "string" }).notNull(),
    size_now: text("size_now"),
    /** The London day `size_now` was recorded; null with it. */
    size_now_on: date("size_now_on", { mode: "string" }),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
  },
  (t) => [index("children_user_id_idx").on(t.user_id, t.id)],
);
