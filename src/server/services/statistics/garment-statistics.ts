import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { GroupFiguresRow } from "@/domain/admin/chart-data";
import type { PageWindow } from "@/domain/admin/paging";
import type { StatisticsFilter } from "@/domain/admin/statistics-filter";
import type { TagType } from "@/domain/enums";
import type { Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import { queryRows } from "@/server/db/query";
import { productTags, tags } from "@/server/db/schema";
import {
  productItemFigures,
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

/**
 * The filter as conditions on the view, or on the figures it reads (the tag pre-filters are pushed
 * into its joins).
 */
function statisticsWhere(
  db: Executor,
  filter: StatisticsFilter,
  on: typeof v | typeof productItemFigures = v,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.brand) {
    conditions.push(inArray(on.product_id, productsTagged(db, "BRAND", filter.brand)));
    conditions.push(eq(on.brand_tag, filter.brand));
  }
  if (filter.category)
    conditions.push(inArray(on.product_id, productsTagged(db, "CATEGORY", filter.category)));
  if (filter.season)
    conditions.push(inArray(on.product_id, productsTagged(db, "SEASON", filter.season)));
  if (filter.status) conditions.push(eq(on.status, filter.status));
  if (filter.launchedFrom) conditions.push(sql`${on.launch_date} >= ${filter.launchedFrom}::date`);
  if (filter.launchedTo) conditions.push(sql`${on.launch_date} <= ${filter.launchedTo}::date`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Reads the view with PostgreSQL's JIT compiler off and room to sort and group in memory. The
 * view's estimated cost is large, so PostgreSQL would JIT-compile the query first: seconds of
 * compiling for a tenth of a second of work; and the default 4 MB of work memory made joins and
 * groups over 100,000 garments spill to disk (bench/admin-volume.mjs). In a transaction of its
 * own, so the settings end with it.
 */
function withoutJit<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
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

/**
 * One page of filtered garments (one row more than the page, to know whether there is a next).
 * First the page's ids, working out only the sorted column for every filtered garment, then every
 * column of those rows alone: selecting all columns while sorting made PostgreSQL work all of them
 * out for every garment (1.3 s unfiltered at 100,000 garments, bench/admin-volume.mjs). The order
 * is total (ties by id), so both statements agree.
 */
export async function statisticsPage(
  db: Executor,
  filter: StatisticsFilter,
  window: Pick<PageWindow, "limit" | "offset">,
): Promise<ProductItemWithStats[]> {
  return withoutJit(db, async (tx) => {
    const page = await onePagePlusOne(
      tx
        .select({ id: v.id })
        .from(v)
        .where(statisticsWhere(tx, filter))
        .orderBy(...orderOf(filter))
        .$dynamic(),
      window,
    );
    if (page.length === 0) return [];
    return tx
      .select()
      .from(v)
      .where(
        inArray(
          v.id,
          page.map((row) => row.id),
        ),
      )
      .orderBy(...orderOf(filter));
  });
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

/**
 * The figures of a set of groups of `g`, summed again and turned from whole units into £, weeks and
 * fractions as the view turns each garment's (drizzle/0016): the same values as summing the view.
 */
const FIGURES = sql.raw(`coalesce(sum(g."garments"), 0)::int as "garments",
  coalesce(sum(g."rental_homes"), 0)::int as "rental_homes",
  coalesce(sum(g."total_weeks_h") * 0.01, 0)::text as "total_rental_weeks",
  coalesce(sum(g."wholesale_p") * 0.01, 0)::text as "wholesale_price",
  coalesce(sum(g."planned_value_p") * 0.01, 0)::text as "planned_rental_value",
  coalesce(sum(g."total_value_p") * 0.01, 0)::text as "total_rental_value",
  coalesce(sum(g."margin_vs_plan_p") * 0.01, 0)::text as "margin_vs_plan_value",
  coalesce(sum(g."planned_margin_p") * 0.01, 0)::text as "planned_margin",
  round(sum(g."efficiency_e4") * 0.0001 / nullif(sum(g."efficiency_count"), 0), 4)::text as "efficiency",
  coalesce(sum(g."wp_covered"), 0)::int as "wp_covered",
  coalesce(sum(g."margin_vs_plan_p") * 0.01, 0)::text as "margin_vs_plan",
  (sum(g."total_weeks_h") * 0.01 / nullif(sum(g."lifespan_h") * 0.01, 0))::text as "utilisation"`);

/**
 * Totals and the per-brand and per-category figures of the filtered garments in one statement:
 * the garments' figures in whole units (product_item_figures, what the view shows rounded the same)
 * summed by brand and category list (a few dozen groups, by parallel workers on PostgreSQL), then
 * added up three ways. A garment with two categories counts in both.
 */
export async function statisticsSummary(
  db: Executor,
  filter: StatisticsFilter,
): Promise<StatisticsSummary> {
  const f = productItemFigures;
  const where = statisticsWhere(db, filter, f);
  const rows = await withoutJit(db, (tx) =>
    queryRows<SummaryRow>(
      tx,
      sql`with g as materialized (
      select ${f.brand_tag} as "brand_tag", ${f.category_tags_arr} as "category_tags_arr",
        count(*) as "garments",
        sum(${f.rental_homes}) as "rental_homes",
        sum(${f.total_weeks_h}) as "total_weeks_h",
        sum(${f.lifespan_h}) as "lifespan_h",
        sum(${f.wholesale_p}) as "wholesale_p",
        sum(${f.planned_value_p}) as "planned_value_p",
        sum(${f.total_value_p}) as "total_value_p",
        sum(${f.margin_vs_plan_p}) as "margin_vs_plan_p",
        sum(${f.planned_margin_p}) as "planned_margin_p",
        sum(${f.efficiency_e4}) as "efficiency_e4",
        count(${f.efficiency_e4}) as "efficiency_count",
        count(*) filter (where ${f.wp_covered}) as "wp_covered"
      from ${f} ${where ? sql`where ${where}` : sql``}
      group by ${f.brand_tag}, ${f.category_tags_arr}
    )
    select 'total' as "grouping", null as "label", ${FIGURES} from g
    union all
    select 'brand', g."brand_tag", ${FIGURES} from g group by g."brand_tag"
    union all
    select 'category', c."label", ${FIGURES}
      from g cross join lateral unnest(g."category_tags_arr") as c("label") group by c."label"`,
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
