import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products, productVariants } from "./catalogue";
import { children } from "./children";
import { createdAt, id, optionalTimestamp } from "./columns";
import { users } from "./members";

/**
 * Sizes ahead of time (issue 27, docs/growing.md part 'sizes-ahead'): the next-size wardrobe
 * offered to a family three weeks before a child's predicted next size. One proposal per child and
 * size step, ever (the unique key), so the daily job run by several processes at once makes one.
 * `status`: proposed, then accepted (its pieces went to the wardrobe) or dismissed ('Not now').
 */
export const nextSizeProposals = pgTable(
  "next_size_proposals",
  {
    id: id(),
    child_id: integer("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    /** The child's family, kept here so every read and write is scoped to the member. */
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The next size, an AGE_SIZES slug. */
    size: text("size").notNull(),
    /** The day the next size was predicted to start when the proposal was made. */
    next_from: date("next_from", { mode: "string" }).notNull(),
    status: text("status").notNull().default("proposed"),
    created_at: createdAt(),
    decided_at: optionalTimestamp("decided_at"),
  },
  (t) => [
    uniqueIndex("next_size_proposals_child_size_key").on(t.child_id, t.size),
    index("next_size_proposals_user_idx").on(t.user_id, t.status),
    check(
      "next_size_proposals_status_check",
      sql`${t.status} in ('proposed', 'accepted', 'dismissed')`,
    ),
  ],
);

/** A proposal's pieces in order: one garment variant each, and where it was picked from. */
export const nextSizeProposalPieces = pgTable(
  "next_size_proposal_pieces",
  {
    proposal_id: integer("proposal_id")
      .notNull()
      .references(() => nextSizeProposals.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    product_variant_id: integer("product_variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    /** favourite, past or stock (a piece the family changed: stock). */
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.proposal_id, t.position] })],
);
