import { Suspense } from "react";
import { groupPoints, type GroupPoint } from "@/domain/admin/chart-data";
import { firstValues, pageOf, pageParam, pageWindow, queryValue } from "@/domain/admin/paging";
import {
  filterQuery,
  statisticsFilterSchema,
  type StatisticsFilter,
} from "@/domain/admin/statistics-filter";
import { PRODUCT_ITEM_STATUSES } from "@/domain/enums";
import { ChoiceField, DayField, FiltersForm } from "@/components/admin/filters-form";
import { FigureCards } from "@/components/admin/figure-cards";
import { money } from "@/components/admin/format";
import { BarChartFigure } from "@/components/admin/garments/bar-chart-figure";
import { RevenueFigures } from "@/components/admin/garments/revenue-figures";
import { StatisticsTable, type StatisticsRow } from "@/components/admin/garments/statistics-table";
import { ListTable, type ListColumn } from "@/components/admin/list-table";
import { Pager } from "@/components/admin/pager";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import {
  statisticsChoices,
  statisticsPage,
  statisticsSummary,
  type StatisticsSummary,
} from "@/server/services/statistics/garment-statistics";
import { revenueSummary } from "@/server/services/statistics/revenue-summary";
import "../garments.css";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function GroupCharts({ title, points }: { title: string; points: GroupPoint[] }) {
  return (
    <>
      <BarChartFigure
        caption={`Utilisation and efficiency by ${title} (%)`}
        data={points}
        xKey="label"
        unit="%"
        bars={[
          { key: "utilisation", name: "Utilisation", colour: "#3e6a7a" },
          { key: "efficiency", name: "Efficiency", colour: "#7a5c3e" },
        ]}
      />
      <BarChartFigure
        caption={`Margin against plan by ${title} (£)`}
        data={points}
        xKey="label"
        bars={[{ key: "marginVsPlan", name: "Margin against plan (£)", colour: "#5c7a3e" }]}
      />
    </>
  );
}

const groupColumns = (title: string): ListColumn<GroupPoint>[] => [
  { header: title, cell: (p) => p.label },
  { header: "Garments", cell: (p) => p.garments, numeric: true },
  { header: "Utilisation", cell: (p) => `${p.utilisation}%`, numeric: true },
  { header: "Efficiency", cell: (p) => `${p.efficiency}%`, numeric: true },
  { header: "Margin against plan", cell: (p) => money(p.marginVsPlan), numeric: true },
];

function GroupTable({ title, points }: { title: string; points: GroupPoint[] }) {
  return (
    <details>
      <summary>The figures by {title}</summary>
      <ListTable
        rows={points}
        columns={groupColumns(title)}
        rowKey={(p) => p.label}
        empty="No garments match these filters."
      />
    </details>
  );
}

const TOO_SLOW =
  "The totals and charts could not be worked out in time; narrow the filters to see them.";

async function Totals({ summary }: { summary: Promise<StatisticsSummary | null> }) {
  const figures = await summary;
  if (!figures) return <p role="alert">{TOO_SLOW}</p>;
  const t = figures.totals;
  const totals: [string, string][] = [
    ["Garments", t.garments.toLocaleString("en-GB")],
    ["Rental homes", t.rental_homes.toLocaleString("en-GB")],
    ["Rental weeks", Number(t.total_rental_weeks).toLocaleString("en-GB")],
    ["Wholesale price", money(t.wholesale_price)],
    ["Planned rental value", money(t.planned_rental_value)],
    ["Rental revenue so far", money(t.total_rental_value)],
    ["Margin against plan", money(t.margin_vs_plan_value)],
    ["Planned margin", money(t.planned_margin)],
    [
      "Mean efficiency",
      t.efficiency === null ? "–" : `${(Number(t.efficiency) * 100).toFixed(1)}%`,
    ],
    ["Wholesale price covered", `${t.wp_covered.toLocaleString("en-GB")} garments`],
  ];
  return <FigureCards rows={totals} testId="statistics-totals" />;
}

/** Every paid month, whatever the filter: what the garments' rental revenue is shared from. */
async function Revenue() {
  const [summary, content] = await Promise.all([revenueSummary(getDb()), loadSiteContent(false)]);
  return (
    <RevenueFigures
      figures={{ ...summary, resaleValuePercent: content.settings.resaleValuePercent }}
    />
  );
}

async function Groups({ summary }: { summary: Promise<StatisticsSummary | null> }) {
  const figures = await summary;
  if (!figures) return <p>{TOO_SLOW}</p>;
  const { byBrand, byCategory } = figures;
  const brands = groupPoints(byBrand);
  const categories = groupPoints(byCategory);
  return (
    <>
      <div className="admin-charts">
        <GroupCharts title="brand" points={brands} />
        <GroupCharts title="category" points={categories} />
      </div>
      <GroupTable title="brand" points={brands} />
      <GroupTable title="category" points={categories} />
    </>
  );
}

export default async function StatisticsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaffPage();
  const raw = firstValues(await searchParams);
  const parsed = statisticsFilterSchema.safeParse(raw);
  const db = getDb();
  const choices = await statisticsChoices(db);
  const filter: Partial<StatisticsFilter> = parsed.success ? parsed.data : {};
  const query = parsed.success ? filterQuery(parsed.data) : {};
  const exportSearch = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

  let body = (
    <div role="alert" className="admin-message">
      <p>These filters cannot be used:</p>
      <ul>
        {parsed.error?.issues.map((issue) => (
          <li key={issue.path.join(".")}>
            {issue.path.join(".")}: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
  if (parsed.success) {
    const window = pageWindow(pageParam.parse(queryValue(raw.page)));
    // The totals and charts work out every filtered garment; they stream in after the table.
    // With no filter on a large stock they may exceed the statement timeout: the table still shows.
    const summary = statisticsSummary(db, parsed.data).catch(() => null);
    const { rows, hasNext } = pageOf(await statisticsPage(db, parsed.data, window), window);
    const tableRows: StatisticsRow[] = rows.map((r) => ({
      id: r.id,
      sku: r.sku,
      name: r.name,
      status: r.status,
      brand_tag: r.brand_tag,
      categories: r.category_tags_arr.join(", "),
      seasons: r.season_tags_arr.join(", "),
      launch_date: r.launch_date,
      rrp: r.rrp,
      wholesale_price: r.wholesale_price,
      rental_homes: r.rental_homes,
      weeks_live: r.weeks_live,
      total_rental_weeks: r.total_rental_weeks,
      lifespan: r.lifespan,
      planned_rental_value: r.planned_rental_value,
      total_rental_value: r.total_rental_value,
      margin_vs_plan_value: r.margin_vs_plan_value,
      planned_margin: r.planned_margin,
      efficiency: r.efficiency,
      wp_covered: r.wp_covered,
    }));
    body = (
      <>
        <h2>Totals for the filtered garments</h2>
        <Suspense fallback={<p role="status">Working out the totals…</p>}>
          <Totals summary={summary} />
        </Suspense>
        <p>
          <a
            href={`/api/staff/statistics/export${exportSearch ? `?${exportSearch}` : ""}`}
            download
          >
            Export the filtered garments as CSV
          </a>
        </p>
        <h2>Garments</h2>
        <StatisticsTable
          rows={tableRows}
          query={query}
          sort={parsed.data.sort}
          dir={parsed.data.dir}
        />
        <Pager path="/admin/statistics" query={query} page={window.page} hasNext={hasNext} />
        <h2>Subscription revenue, all garments</h2>
        <Suspense fallback={<p>Adding up the paid months…</p>}>
          <Revenue />
        </Suspense>
        <h2>By brand and by category</h2>
        <Suspense fallback={<p>Drawing the charts…</p>}>
          <Groups summary={summary} />
        </Suspense>
      </>
    );
  }

  return (
    <section aria-labelledby="statistics-title">
      <h1 id="statistics-title">Statistics</h1>
      <FiltersForm path="/admin/statistics" submit="Filter" label="Filter the garments">
        <ChoiceField
          label="Brand"
          name="brand"
          value={filter.brand}
          options={choices.brands}
          any="Any"
        />
        <ChoiceField
          label="Category"
          name="category"
          value={filter.category}
          options={choices.categories}
          any="Any"
        />
        <ChoiceField
          label="Season"
          name="season"
          value={filter.season}
          options={choices.seasons}
          any="Any"
        />
        <ChoiceField
          label="Status"
          name="status"
          value={filter.status}
          options={PRODUCT_ITEM_STATUSES}
          any="Any"
        />
        <DayField label="Launched from" name="launchedFrom" value={filter.launchedFrom} />
        <DayField label="Launched to" name="launchedTo" value={filter.launchedTo} />
        {query.sort && <input type="hidden" name="sort" value={query.sort} />}
        {query.dir && <input type="hidden" name="dir" value={query.dir} />}
      </FiltersForm>
      {body}
    </section>
  );
}
