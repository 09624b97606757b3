import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./members";

/**
 * Who changed what in the back office, and when, for every staff change the spec's own history
 * tables (product_items_history) do not already record: one row per change, never updated.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: id(),
    created_at: createdAt(),
    staff_user_id: text("staff_user_id")
      .notNull()
      .references(() => users.id),
    /** What was done, e.g. 'product.update', 'order.status', 'member.grant_admin'. */
    action: text("action").notNull(),
    /** The kind of record changed, e.g. 'product', 'order', 'user'. */
    entity_type: text("entity_type").notNull(),
    entity_id: text("entity_id").notNull(),
    /** What changed (before and after, or the fields sent); never a secret. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("staff_audit_entity_idx").on(t.entity_type, t.entity_id, t.created_at),
    index("staff_audit_created_idx").on(t.created_at),
  ],
);
