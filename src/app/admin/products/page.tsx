import Link from "next/link";
import { ChoiceField, FiltersForm, SearchField } from "@/components/admin/filters-form";
import { dateTime } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  productListQuery,
} from "@/domain/admin/catalogue";
import { getDb } from "@/server/db/client";
import {
  listAdminProducts,
  listTags,
  type AdminProductRow,
} from "@/server/services/catalogue-admin/list-admin-products";
import { listScreen } from "../list-screen";
import "./admin-catalogue.css";

const COLUMNS: ListColumn<AdminProductRow>[] = [
  { header: "Name", cell: (row) => <Link href={`/admin/products/${row.id}`}>{row.name}</Link> },
  { header: "Slug", cell: (row) => row.slug },
  { header: "Status", cell: (row) => PRODUCT_STATUS_LABELS[row.status] },
  { header: "Brand", cell: (row) => row.brand ?? "—" },
  { header: "Variants", cell: (row) => row.variants },
  { header: "Stock", cell: (row) => row.stock },
  { header: "Last changed", cell: (row) => dateTime(row.updated_at) },
];
const STATUSES = PRODUCT_STATUSES.map((status) => [status, PRODUCT_STATUS_LABELS[status]] as const);

/** The back office's catalogue: every product, searched and filtered, paged on the server. */
export default listScreen({
  title: "Catalogue",
  path: "/admin/products",
  filters: productListQuery,
  load: listAdminProducts,
  columns: COLUMNS,
  empty: "No products match.",
  table: () => ({ caption: "Products" }),
  head: async (filters) => {
    const tags = await listTags(getDb());
    const options = (type: string) =>
      tags.filter((tag) => tag.type === type).map((tag) => [tag.id, tag.name] as const);
    return (
      <>
        <p>
          <Link href="/admin/products/new">New product</Link>
        </p>
        <FiltersForm path="/admin/products" submit="Show products">
          <SearchField label="Name or slug" value={filters.q} />
          <ChoiceField
            label="Status"
            name="status"
            value={filters.status}
            options={STATUSES}
            any="All but deleted"
          />
          <ChoiceField
            label="Brand"
            name="brand"
            value={filters.brand}
            options={options("BRAND")}
            any="Any brand"
          />
          <ChoiceField
            label="Category"
            name="category"
            value={filters.category}
            options={options("CATEGORY")}
            any="Any category"
          />
        </FiltersForm>
      </>
    );
  },
});
