import Link from "next/link";
import type { ReactNode } from "react";
import type { StatisticsSort } from "@/domain/admin/statistics-filter";
import { ListTable, type ListColumn } from "../list-table";

/** One garment of the statistics table, as the server sends it (numerics as text). */
export interface StatisticsRow {
  id: number;
  sku: string;
  name: string;
  status: string;
  brand_tag: string | null;
  categories: string;
  seasons: string;
  launch_date: string;
  rrp: string | null;
  wholesale_price: string | null;
  rental_homes: number;
  weeks_live: string;
  total_rental_weeks: string;
  lifespan: string;
  planned_rental_value: string | null;
  total_rental_value: string | null;
  margin_vs_plan_value: string | null;
  planned_margin: string | null;
  efficiency: string | null;
  wp_covered: boolean | null;
}

const pounds = (value: string | null) => (value === null ? "" : `£${value}`);
const percent = (value: string | null) =>
  value === null ? "" : `${(Number(value) * 100).toFixed(1)}%`;

/** A sortable column (the server sorts by it, in SQL); `numeric` ones are right-aligned. */
const sorted = (
  key: StatisticsSort,
  header: string,
  cell: (row: StatisticsRow) => ReactNode,
  numeric = false,
): ListColumn<StatisticsRow> => ({ header, cell, sortKey: key, numeric });

const COLUMNS: ListColumn<StatisticsRow>[] = [
  sorted("id", "Garment", (row) => <Link href={`/admin/garments/${row.id}`}>#{row.id}</Link>),
  sorted("sku", "SKU", (row) => row.sku),
  sorted("name", "Product", (row) => row.name),
  sorted("status", "Status", (row) => row.status),
  sorted("brand_tag", "Brand", (row) => row.brand_tag),
  { header: "Categories", cell: (row) => row.categories },
  { header: "Seasons", cell: (row) => row.seasons },
  sorted("launch_date", "Launched", (row) => row.launch_date),
  sorted("rrp", "RRP", (row) => pounds(row.rrp), true),
  sorted("wholesale_price", "Wholesale", (row) => pounds(row.wholesale_price), true),
  sorted("rental_homes", "Homes", (row) => row.rental_homes, true),
  sorted("weeks_live", "Weeks live", (row) => row.weeks_live, true),
  sorted("total_rental_weeks", "Rental weeks", (row) => row.total_rental_weeks, true),
  sorted("lifespan", "Lifespan (weeks)", (row) => row.lifespan, true),
  sorted(
    "planned_rental_value",
    "Planned rental value",
    (row) => pounds(row.planned_rental_value),
    true,
  ),
  sorted(
    "total_rental_value",
    "Rental revenue so far",
    (row) => pounds(row.total_rental_value),
    true,
  ),
  sorted(
    "margin_vs_plan_value",
    "Margin against plan",
    (row) => pounds(row.margin_vs_plan_value),
    true,
  ),
  sorted("planned_margin", "Planned margin", (row) => pounds(row.planned_margin), true),
  sorted("efficiency", "Efficiency", (row) => percent(row.efficiency), true),
  {
    header: "Wholesale covered",
    cell: (row) => (row.wp_covered === null ? "" : row.wp_covered ? "Yes" : "No"),
  },
];

/**
 * The statistics table: the back office's one table, sorted, filtered and paged on the server. A
 * column's heading is a link to the same address sorted by it, so sorting works without script.
 */
export function StatisticsTable({
  rows,
  query,
  sort,
  dir,
}: {
  rows: readonly StatisticsRow[];
  /** The filters of the address, kept by every sort link. */
  query: Record<string, string | undefined>;
  sort: StatisticsSort;
  dir: "asc" | "desc";
}) {
  const sortHref = (column: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value && key !== "sort" && key !== "dir") params.set(key, value);
    const nextDir = column === sort && dir === "asc" ? "desc" : "asc";
    if (column !== "id") params.set("sort", column);
    if (nextDir === "desc") params.set("dir", "desc");
    const search = params.toString();
    return search ? `/admin/statistics?${search}` : "/admin/statistics";
  };
  return (
    <ListTable
      rows={rows}
      columns={COLUMNS}
      empty="No garments match these filters."
      emptyIsStatus
      rowKey={(row) => row.id}
      rowProps={(row) => ({ "data-garment": String(row.id) })}
      rowHeader={null}
      label="Garment statistics"
      scroll
      sort={{ by: sort, dir, href: sortHref }}
    />
  );
}
