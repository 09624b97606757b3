"use client";

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from "@tanstack/react-table";
import Link from "next/link";
import type { StatisticsSort } from "@/domain/admin/statistics-filter";

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

const help = createColumnHelper<StatisticsRow>();
const pounds = (value: string | null) => (value === null ? "" : `£${value}`);
const percent = (value: string | null) =>
  value === null ? "" : `${(Number(value) * 100).toFixed(1)}%`;

const SORTABLE = new Set<string>([
  "id",
  "sku",
  "name",
  "status",
  "brand_tag",
  "launch_date",
  "rrp",
  "wholesale_price",
  "rental_homes",
  "weeks_live",
  "total_rental_weeks",
  "lifespan",
  "planned_rental_value",
  "total_rental_value",
  "margin_vs_plan_value",
  "planned_margin",
  "efficiency",
] satisfies StatisticsSort[]);

const NUMERIC = new Set([
  "rrp",
  "wholesale_price",
  "rental_homes",
  "weeks_live",
  "total_rental_weeks",
  "lifespan",
  "planned_rental_value",
  "total_rental_value",
  "margin_vs_plan_value",
  "planned_margin",
  "efficiency",
]);

const COLUMNS = [
  help.accessor("id", {
    header: "Garment",
    cell: (c) => <Link href={`/admin/garments/${c.getValue()}`}>#{c.getValue()}</Link>,
  }),
  help.accessor("sku", { header: "SKU" }),
  help.accessor("name", { header: "Product" }),
  help.accessor("status", { header: "Status" }),
  help.accessor("brand_tag", { header: "Brand" }),
  help.accessor("categories", { header: "Categories" }),
  help.accessor("seasons", { header: "Seasons" }),
  help.accessor("launch_date", { header: "Launched" }),
  help.accessor("rrp", { header: "RRP", cell: (c) => pounds(c.getValue()) }),
  help.accessor("wholesale_price", { header: "Wholesale", cell: (c) => pounds(c.getValue()) }),
  help.accessor("rental_homes", { header: "Homes" }),
  help.accessor("weeks_live", { header: "Weeks live" }),
  help.accessor("total_rental_weeks", { header: "Rental weeks" }),
  help.accessor("lifespan", { header: "Lifespan (weeks)" }),
  help.accessor("planned_rental_value", {
    header: "Planned rental value",
    cell: (c) => pounds(c.getValue()),
  }),
  help.accessor("total_rental_value", {
    header: "Rental value so far",
    cell: (c) => pounds(c.getValue()),
  }),
  help.accessor("margin_vs_plan_value", {
    header: "Margin against plan",
    cell: (c) => pounds(c.getValue()),
  }),
  help.accessor("planned_margin", { header: "Planned margin", cell: (c) => pounds(c.getValue()) }),
  help.accessor("efficiency", { header: "Efficiency", cell: (c) => percent(c.getValue()) }),
  help.accessor("wp_covered", {
    header: "Wholesale covered",
    cell: (c) => (c.getValue() === null ? "" : c.getValue() ? "Yes" : "No"),
  }),
];

/**
 * The statistics table (TanStack Table renders; the server sorts, filters and pages in SQL). A
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
  const sorting: SortingState = [{ id: sort, desc: dir === "desc" }];
  // The table is rebuilt from the server's rows on every render; nothing of it is memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as StatisticsRow[],
    columns: COLUMNS,
    state: { sorting },
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
  });
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
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label="Garment statistics">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const sorted =
                  id === sort ? (dir === "asc" ? "ascending" : "descending") : undefined;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted}
                    className={NUMERIC.has(id) ? "num" : undefined}
                  >
                    {SORTABLE.has(id) ? (
                      <Link href={sortHref(id)} scroll={false}>
                        {label}
                        {sorted === "ascending" ? " ▲" : sorted === "descending" ? " ▼" : ""}
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-garment={row.original.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={NUMERIC.has(cell.column.id) ? "num" : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
