import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { GroupFiguresRow } from "@/domain/admin/chart-data";
import type { PageWindow } from "@/domain/admin/paging";
import type { StatisticsFilter } from "@/domain/admin/statistics-filter";
import type { TagType } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { productTags, tags } from "@/server/db/schema";
import {
  productItemsWithStats as v,
  type ProductItemWithStats,
} from "@/server/db/schema/reporting";

/**
 * The statistics view of the back office (issue 12): product_items_with_stats filtered, sorted
 * and paged in SQL, with totals and per-brand and per-category figures of what is filtered.
 * Formulas: docs/reporting.md. Speed with 100,000 garments: bench/admin-volume.mjs.
 */

/** Products carrying a tag of this type and name: narrows the view before its per-row work. */
const productsTagged = (db: Executor, type: TagType, name: string) =>
  db
    .select({ id: productTags.product_id })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tag_id))
    .where(and(eq(tags.type, type), eq(tags.name, name)));

/** The filter as conditions on the view (the tag pre-filters are pushed into its joins). */
export function statisticsWhere(db: Executor, filter: StatisticsFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.brand) {
    conditions.push(inArray(v.product_id, productsTagged(db, "BRAND", filter.brand)));
    conditions.push(eq(v.brand_tag, filter.brand));
  }
  if (filter.category)
    conditions.push(inArray(v.product_id, productsTagged(db, "CATEGORY", filter.category)));
  if (filter.season)
    conditions.push(inArray(v.product_id, productsTagged(db, "SEASON", filter.season)));
  if (filter.status) conditions.push(eq(v.status, filter.status));
  if (filter.launchedFrom) conditions.push(sql`${v.launch_date} >= ${filter.launchedFrom}::date`);
  if (filter.launchedTo) conditions.push(sql`${v.launch_date} <= ${filter.launchedTo}::date`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Reads the view with PostgreSQL's JIT compiler off. The view's per-garment laterals make its
 * estimated cost large, so PostgreSQL would compile the query first: seconds of compiling for
 * a tenth of a second of work (measured by bench/admin-volume.mjs). In a transaction of its own,
 * so the setting ends with it.
 */
function withoutJit<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
}

function orderOf(filter: StatisticsFilter): SQL[] {
  const column = v[filter.sort];
  const primary =
    filter.dir === "asc" ? sql`${asc(column)} nulls last` : sql`${desc(column)} nulls last`;
  return filter.sort === "id"
    ? [filter.dir === "asc" ? asc(v.id) : desc(v.id)]
    : [primary, asc(v.id)];
}

/** One page of filtered garments (one row more than the page, to know whether there is a next). */
export async function statisticsPage(
  db: Executor,
  filter: StatisticsFilter,
  window: Pick<PageWindow, "limit" | "offset">,
): Promise<ProductItemWithStats[]> {
  return withoutJit(db, (tx) =>
    tx
      .select()
      .from(v)
      .where(statisticsWhere(tx, filter))
      .orderBy(...orderOf(filter))
      .limit(window.limit + 1)
      .offset(window.offset),
  );
}

/** Every filtered garment, in the table's order: what the CSV export holds. */
export async function statisticsRows(
  db: Executor,
  filter: StatisticsFilter,
): Promise<ProductItemWithStats[]> {
  return withoutJit(db, (tx) =>
    tx
      .select()
      .from(v)
      .where(statisticsWhere(tx, filter))
      .orderBy(...orderOf(filter)),
  );
}

/** Sums over the filtered garments (£ and weeks as text, as PostgreSQL's numerics arrive). */
export interface StatisticsTotals {
  garments: number;
  rental_homes: number;
  total_rental_weeks: string;
  wholesale_price: string;
  planned_rental_value: string;
  total_rental_value: string;
  margin_vs_plan_value: string;
  planned_margin: string;
  /** Mean efficiency of the garments that have one; null when none has. */
  efficiency: string | null;
  wp_covered: number;
}

export interface StatisticsSummary {
  totals: StatisticsTotals;
  byBrand: GroupFiguresRow[];
  byCategory: GroupFiguresRow[];
}

type SummaryRow = StatisticsTotals & GroupFiguresRow & { grouping: "total" | "brand" | "category" };

const FIGURES = sql.raw(`count(*)::int as "garments",
  coalesce(sum(f."rental_homes"), 0)::int as "rental_homes",
  coalesce(sum(f."total_rental_weeks"), 0)::text as "total_rental_weeks",
  coalesce(sum(f."wholesale_price"), 0)::text as "wholesale_price",
  coalesce(sum(f."planned_rental_value"), 0)::text as "planned_rental_value",
  coalesce(sum(f."total_rental_value"), 0)::text as "total_rental_value",
  coalesce(sum(f."margin_vs_plan_value"), 0)::text as "margin_vs_plan_value",
  coalesce(sum(f."planned_margin"), 0)::text as "planned_margin",
  round(avg(f."efficiency"), 4)::text as "efficiency",
  (count(*) filter (where f."wp_covered"))::int as "wp_covered",
  coalesce(sum(f."margin_vs_plan_value"), 0)::text as "margin_vs_plan",
  (sum(f."total_rental_weeks") / nullif(sum(f."lifespan"), 0))::text as "utilisation"`);

/**
 * Totals and the per-brand and per-category figures of the filtered garments in one statement:
 * the view's per-garment work is done once (a materialised CTE), then grouped three ways.
 * A garment with two categories counts in both.
 */
export async function statisticsSummary(
  db: Executor,
  filter: StatisticsFilter,
): Promise<StatisticsSummary> {
  const where = statisticsWhere(db, filter);
  const rows = await withoutJit(db, (tx) =>
    queryRows<SummaryRow>(
      tx,
      sql`with f as materialized (
      select ${v.brand_tag}, ${v.category_tags_arr}, ${v.rental_homes}, ${v.total_rental_weeks},
        ${v.lifespan}, ${v.wholesale_price}, ${v.planned_rental_value}, ${v.total_rental_value},
        ${v.margin_vs_plan_value}, ${v.planned_margin}, ${v.efficiency}, ${v.wp_covered}
      from ${v} ${where ? sql`where ${where}` : sql``}
    )
    select 'total' as "grouping", null as "label", ${FIGURES} from f
    union all
    select 'brand', f."brand_tag", ${FIGURES} from f group by f."brand_tag"
    union all
    select 'category', c."label", ${FIGURES}
      from f cross join lateral unnest(f."category_tags_arr") as c("label") group by c."label"`,
    ),
  );
  const total = rows.find((row) => row.grouping === "total")!;
  return {
    totals: {
      garments: Number(total.garments),
      rental_homes: Number(total.rental_homes),
      total_rental_weeks: total.total_rental_weeks,
      wholesale_price: total.wholesale_price,
      planned_rental_value: total.planned_rental_value,
      total_rental_value: total.total_rental_value,
      margin_vs_plan_value: total.margin_vs_plan_value,
      planned_margin: total.planned_margin,
      efficiency: total.efficiency,
      wp_covered: Number(total.wp_covered),
    },
    byBrand: rows.filter((row) => row.grouping === "brand"),
    byCategory: rows.filter((row) => row.grouping === "category"),
  };
}

export interface FilterChoices {
  brands: string[];
  categories: string[];
  seasons: string[];
}

/** The tag names the filter offers, in the tags' own order. */
export async function statisticsChoices(db: Executor): Promise<FilterChoices> {
  const rows = await db
    .select({ type: tags.type, name: tags.name })
    .from(tags)
    .where(inArray(tags.type, ["BRAND", "CATEGORY", "SEASON"]))
    .orderBy(asc(tags.order), asc(tags.name));
  const of = (type: TagType) => [
    ...new Set(rows.filter((row) => row.type === type).map((row) => row.name)),
  ];
  return { brands: of("BRAND"), categories: of("CATEGORY"), seasons: of("SEASON") };
}
