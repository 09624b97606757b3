import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id, money, optionalTimestamp } from "./columns";
import { tagType, variantOptionType } from "./enums";

export const products = pgTable(
  "products",
  {
    id: id(),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
    published_at: optionalTimestamp("published_at"),
    deleted_at: optionalTimestamp("deleted_at"),
    archived_at: optionalTimestamp("archived_at"),
    name: text("name").notNull(),
    product_reference: text("product_reference"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description"),
    slug: text("slug").notNull(),
    rrp: money("rrp"),
    orderKey: integer("orderKey").notNull().default(0),
    accordion1_title: text("accordion1_title"),
    accordion1: text("accordion1"),
    accordion2_title: text("accordion2_title"),
    accordion2: text("accordion2"),
    accordion3_title: text("accordion3_title"),
    accordion3: text("accordion3"),
  },
  (t) => [
    uniqueIndex("products_slug_key").on(t.slug),
    // The catalogue query: listed products in orderKey order.
    index("products_listed_order_idx")
      .on(t.orderKey, t.id)
      .where(
        sql`${t.deleted_at} is null and ${t.archived_at} is null and ${t.published_at} is not null`,
      ),
    check("products_rrp_not_negative", sql`${t.rrp} is null or ${t.rrp} >= 0`),
  ],
);

export const variantOptions = pgTable(
  "variant_options",
  {
    id: id(),
    name: text("name").notNull(),
    type: variantOptionType("type").notNull(),
    slug: text("slug").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    order: integer("order").notNull().default(0),
  },
  (t) => [uniqueIndex("variant_options_type_slug_key").on(t.type, t.slug)],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: id(),
    created_at: createdAt(),
    updated_at: createdAt("updated_at"),
    deleted_at: optionalTimestamp("deleted_at"),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    stock: integer("stock").notNull().default(0),
    static_stock: integer("static_stock"),
    size_id: integer("size_id").references(() => variantOptions.id),
    color_id: integer("color_id").references(() => variantOptions.id),
    fulfilment_id: text("fulfilment_id"),
    /** Weeks of rental a garment of this variant is planned to last (docs/reporting.md). */
    lifespan_base: integer("lifespan_base").notNull().default(52),
  },
  (t) => [
    uniqueIndex("product_variants_sku_key").on(t.sku),
    index("product_variants_product_id_idx").on(t.product_id),
    index("product_variants_fulfilment_id_idx").on(t.fulfilment_id),
    check("product_variants_lifespan_base_positive", sql`${t.lifespan_base} > 0`),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: id(),
    name: text("name").notNull(),
    type: tagType("type").notNull(),
    slug: text("slug").notNull(),
    created_at: createdAt(),
    order: integer("order").notNull().default(0),
    /** Weeks added to (or, when negative, taken from) a garment's lifespan. */
    lifespan_impact: numeric("lifespan_impact", { precision: 6, scale: 2 }).notNull().default("0"),
  },
  (t) => [uniqueIndex("tags_slug_key").on(t.slug), index("tags_type_idx").on(t.type)],
);

export const productTags = pgTable(
  "product_tags",
  {
    id: id(),
    created_at: createdAt(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tag_id: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("product_tags_product_tag_key").on(t.product_id, t.tag_id),
    index("product_tags_tag_id_idx").on(t.tag_id),
  ],
);
