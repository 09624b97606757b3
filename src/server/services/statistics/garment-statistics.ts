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
    const page = await tx
      .select({ id: v.id })
      .from(v)
      .where(statisticsWhere(tx, filter))
      .orderBy(...orderOf(filter))
      .limit(window.limit + 1)
      .offset(window.offset);
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

/** The figures of a set of groups of `g`, summed again (every figure is a sum or a count). */
const FIGURES = sql.raw(`coalesce(sum(g."garments"), 0)::int as "garments",
  coalesce(sum(g."rental_homes"), 0)::int as "rental_homes",
  coalesce(sum(g."total_rental_weeks"), 0)::text as "total_rental_weeks",
  coalesce(sum(g."wholesale_price"), 0)::text as "wholesale_price",
  coalesce(sum(g."planned_rental_value"), 0)::text as "planned_rental_value",
  coalesce(sum(g."total_rental_value"), 0)::text as "total_rental_value",
  coalesce(sum(g."margin_vs_plan_value"), 0)::text as "margin_vs_plan_value",
  coalesce(sum(g."planned_margin"), 0)::text as "planned_margin",
  round(sum(g."efficiency_sum") / nullif(sum(g."efficiency_count"), 0), 4)::text as "efficiency",
  coalesce(sum(g."wp_covered"), 0)::int as "wp_covered",
  coalesce(sum(g."margin_vs_plan_value"), 0)::text as "margin_vs_plan",
  (sum(g."total_rental_weeks") / nullif(sum(g."lifespan"), 0))::text as "utilisation"`);

/**
 * Totals and the per-brand and per-category figures of the filtered garments in one statement.
 * Reading the view's columns made PostgreSQL work every nested formula out again for each column
 * that uses it, in numerics: 0.5–1.3 s for 100,000 garments (bench/admin-volume.mjs). So the
 * per-garment figures are worked out here from the same stored facts in whole pence, hundredths of
 * a week and ten-thousandths, each rounded exactly as the view rounds it (round half up: for
 * x ≥ 0, round(x / d, k) × 10^k = (2 × 10^k × x + d) / (2d) in integers), and turned into £ and
 * weeks once per group. Product and variant figures (brand, categories, lifespan, the value of a
 * week) are worked out once per variant. The formulas are the view's (drizzle/0014,
 * docs/reporting.md): the integration tests check every total against the sum of the view's own
 * column over the same garments. The garments' subquery is named like the view and has its
 * columns, so `statisticsWhere` applies unchanged. A garment with two categories counts in both.
 */
export async function statisticsSummary(
  db: Executor,
  filter: StatisticsFilter,
): Promise<StatisticsSummary> {
  const where = statisticsWhere(db, filter);
  const rows = await withoutJit(db, (tx) =>
    queryRows<SummaryRow>(
      tx,
      sql`with variant as materialized (
      select pv."id", p."id" as "product_id", tg."brand_tag", tg."category_tags_arr",
        greatest(0, pv."lifespan_base" + tg."lifespan_impact") as "lifespan",
        -- planned_rental_value: round(lifespan × rrp × 4%, 2), in pence
        (round(greatest(0, pv."lifespan_base" + tg."lifespan_impact") * 100)::bigint
          * round(p."rrp" * 100)::bigint * 8 + 10000) / 20000 as "planned_p",
        -- resale_value of an unsold garment: round(rrp × 30%, 2), in pence
        (round(p."rrp" * 100)::bigint * 60 + 100) / 200 as "resale_p",
        round(p."rrp" * 100)::bigint as "rrp_p"
      from "product_variants" pv
      join "products" p on p."id" = pv."product_id"
      cross join lateral (
        select
          (array_agg(t."name" order by t."order", t."name") filter (where t."type" = 'BRAND'))[1] as "brand_tag",
          coalesce(array_agg(t."name" order by t."order", t."name") filter (where t."type" = 'CATEGORY'), '{}'::text[]) as "category_tags_arr",
          coalesce(sum(t."lifespan_impact"), 0) as "lifespan_impact"
        from "product_tags" pt join "tags" t on t."id" = pt."tag_id"
        where pt."product_id" = p."id"
      ) tg
    ), garment as (
      select va."product_id", va."brand_tag", va."category_tags_arr", va."lifespan",
        va."planned_p", va."rrp_p", pi."status",
        coalesce(s."first_storage_at"::date, pi."created_at"::date) as "launch_date",
        pi."history_rental_homes" + pi."rental_homes" as "rental_homes",
        round(pi."wholesale_price" * 100)::bigint as "wholesale_p",
        round(pi."sold_price" * 100)::bigint as "sold_p",
        coalesce(round(pi."sold_price" * 100)::bigint, va."resale_p") as "resale_p",
        pi."base_history_days",
        greatest(0, coalesce(pi."expired_at"::date, current_date)
          - coalesce(s."first_storage_at"::date, pi."created_at"::date)) as "live_days",
        case when pi."status" = 'CUSTOMER' and s."current_user_id" is not null
          then greatest(0, current_date - s."current_start") else 0 end as "current_days",
        -- finished rentals: stored, unless a return is dated after today (the view's rare case)
        case when s."last_return_date" > current_date then (
          select coalesce(sum(greatest(0,
            least(coalesce(pr."date", pr."created_at"::date), current_date)
            - coalesce(po."date", po."dispatched_at"::date, po."created_at"::date)
          )), 0)::integer
          from "user_product_items" upi
          join "partial_order" po on po."id" = upi."partial_order_id"
          join "partial_return" pr on pr."id" = upi."partial_return_id"
          where upi."product_item_id" = pi."id"
            and po."status" not in ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
        ) else coalesce(s."returned_days", 0) end as "done_days"
      from "product_items" pi
      join variant va on va."id" = pi."product_variant_id"
      left join "product_item_stats" s on s."product_item_id" = pi."id"
    ), ${v} as (
      select f.*,
        -- total_rental_weeks in hundredths: history and current weeks, each rounded to 2 places
        (200 * (f."base_history_days" + f."done_days") + 7) / 14
          + (200 * f."current_days" + 7) / 14 as "weeks_h"
      from garment f
    ), f as (
      select ${v}.*,
        (${v}."weeks_h" * ${v}."rrp_p" * 8 + 10000) / 20000 as "earned_p",
        case when ${v}."live_days" > 0 then
          (20000 * (${v}."done_days" + ${v}."current_days")::bigint + ${v}."live_days")
            / (2 * ${v}."live_days")
        end as "efficiency_e4"
      from ${v} ${where ? sql`where ${where}` : sql``}
    ), g as materialized (
      select f."brand_tag", f."category_tags_arr",
        count(*) as "garments",
        sum(f."rental_homes") as "rental_homes",
        sum(f."weeks_h") * 0.01 as "total_rental_weeks",
        sum(f."lifespan") as "lifespan",
        sum(f."wholesale_p") * 0.01 as "wholesale_price",
        sum(f."planned_p") * 0.01 as "planned_rental_value",
        sum(f."earned_p") * 0.01 as "total_rental_value",
        sum(f."earned_p" - f."planned_p") * 0.01 as "margin_vs_plan_value",
        sum(f."planned_p" + f."resale_p" - f."wholesale_p") * 0.01 as "planned_margin",
        sum(f."efficiency_e4") * 0.0001 as "efficiency_sum",
        count(f."efficiency_e4") as "efficiency_count",
        count(*) filter (
          where f."earned_p" + coalesce(f."sold_p", 0) >= f."wholesale_p"
        ) as "wp_covered"
      from f
      group by f."brand_tag", f."category_tags_arr"
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
