import { and, desc, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { productStatus, type ProductListQuery, type ProductStatus } from "@/domain/admin/catalogue";
import { containsPattern } from "@/domain/admin/list-params";
import type { PageWindow } from "@/domain/admin/paging";
import type { Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import { products, tags } from "@/server/db/schema";

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  status: ProductStatus;
  brand: string | null;
  variants: number;
  stock: number;
  updated_at: Date;
}

const STATUS_WHERE: Record<ProductStatus, SQL | undefined> = {
  deleted: isNotNull(products.deleted_at),
  archived: and(isNull(products.deleted_at), isNotNull(products.archived_at)),
  published: and(
    isNull(products.deleted_at),
    isNull(products.archived_at),
    isNotNull(products.published_at),
  ),
  draft: and(
    isNull(products.deleted_at),
    isNull(products.archived_at),
    isNull(products.published_at),
  ),
};

// The subqueries name their tables by hand: drizzle leaves a one-table select's columns unqualified.
const hasTag = (tagId: number) =>
  sql`exists (select 1 from product_tags pt where pt.product_id = "products"."id" and pt.tag_id = ${tagId})`;

/**
 * The back office's product list: newest change first, searched by name or slug, filtered by
 * status, brand and category; one row more than the page, for the pager. Deleted products are
 * listed only when asked for.
 */
export async function listAdminProducts(
  db: Executor,
  query: ProductListQuery,
  window: PageWindow,
): Promise<AdminProductRow[]> {
  const filters: (SQL | undefined)[] = [
    query.status ? STATUS_WHERE[query.status] : isNull(products.deleted_at),
    query.q
      ? or(
          ilike(products.name, containsPattern(query.q)),
          ilike(products.slug, containsPattern(query.q)),
        )
      : undefined,
    query.brand ? hasTag(query.brand) : undefined,
    query.category ? hasTag(query.category) : undefined,
  ];
  const select = db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      published_at: products.published_at,
      archived_at: products.archived_at,
      deleted_at: products.deleted_at,
      updated_at: products.updated_at,
      brand: sql<string | null>`(select t.name from product_tags pt join tags t on t.id = pt.tag_id
        where pt.product_id = "products"."id" and t.type = 'BRAND' order by t.id limit 1)`,
      variants: sql<number>`(select count(*)::int from product_variants v
        where v.product_id = "products"."id" and v.deleted_at is null)`,
      stock: sql<number>`(select coalesce(sum(greatest(v.stock, 0)), 0)::int from product_variants v
        where v.product_id = "products"."id" and v.deleted_at is null)`,
    })
    .from(products)
    .where(and(...filters))
    .orderBy(desc(products.updated_at), desc(products.id))
    .$dynamic();
  const rows = await onePagePlusOne(select, window);
  return rows.map(({ published_at, archived_at, deleted_at, ...row }) => ({
    ...row,
    status: productStatus({ published_at, archived_at, deleted_at }),
  }));
}

/** Every tag, for the filters and the product form's tag choices, by type then order. */
export async function listTags(db: Executor) {
  return db
    .select({ id: tags.id, name: tags.name, type: tags.type })
    .from(tags)
    .orderBy(tags.type, tags.order, tags.name);
}
