import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { products, variantOptions } from "./catalogue";

/**
 * The colour a product's picture shows (issue 26): the product page shows the chosen colour's
 * pictures. A picture with no row shows every colour. `path` is one of products.images.
 */
export const productImageColors = pgTable(
  "product_image_colors",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    color_id: integer("color_id")
      .notNull()
      .references(() => variantOptions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.path] })],
);
