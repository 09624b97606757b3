import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { products, productVariants } from "@/server/db/schema";

const listed = and(
  isNull(products.deleted_at),
  isNull(products.archived_at),
  isNotNull(products.published_at),
);

/** Every listed product's page, for the sitemap: slug and last change. */
export async function listProductPages(db: Executor) {
  return db
    .select({ slug: products.slug, updatedAt: products.updated_at })
    .from(products)
    .where(listed)
    .orderBy(asc(products.orderKey), asc(products.id));
}

// One SQL statement for the whole catalogue: drizzle nests the relations with lateral joins.
function queryListedProducts(db: Executor, where: SQL | undefined, limit?: number) {
  return db.query.products.findMany({
    where: and(listed, where),
    orderBy: [asc(products.orderKey), asc(products.id)],
    limit,
    with: {
      product_tags: { columns: {}, with: { tag: true } },
      product_variants: {
        where: isNull(productVariants.deleted_at),
        orderBy: [asc(productVariants.id)],
        with: { size: true, color: true },
      },
    },
  });
}

/** Listed products (published, not deleted, not archived) in orderKey order, with tags and variants. */
export function loadCatalogueProducts(db: Executor) {
  return queryListedProducts(db, undefined);
}

/** One listed product by slug, or null. */
export async function loadCatalogueProduct(db: Executor, slug: string) {
  const [product] = await queryListedProducts(db, eq(products.slug, slug), 1);
  return product ?? null;
}

/** The listed products among the ids (one statement); ids that are not listed are simply absent. */
export async function loadListedProductsById(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return queryListedProducts(db, inArray(products.id, [...ids]));
}
