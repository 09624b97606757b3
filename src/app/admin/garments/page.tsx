import Link from "next/link";
import { ChoiceField, FiltersForm, SearchField } from "@/components/admin/filters-form";
import type { ListColumn } from "@/components/admin/list-table";
import { garmentSearchSchema } from "@/domain/admin/garment-search";
import { PRODUCT_ITEM_STATUSES } from "@/domain/enums";
import { findGarments, type GarmentListRow } from "@/server/services/garments/garment-finder";
import { listScreen } from "../list-screen";
import "../garments.css";

const COLUMNS: ListColumn<GarmentListRow>[] = [
  { header: "Garment", cell: (row) => <Link href={`/admin/garments/${row.id}`}>#{row.id}</Link> },
  { header: "SKU", cell: (row) => row.sku },
  { header: "Barcode", cell: (row) => row.barcode },
  { header: "Warehouse ref.", cell: (row) => row.orId },
  { header: "RFID", cell: (row) => row.rfid },
  { header: "Product", cell: (row) => row.productName },
  { header: "Size, colour", cell: (row) => [row.size, row.colour].filter(Boolean).join(", ") },
  { header: "Status", cell: (row) => row.status },
];

// The box shows the search as typed (the finder compares it upper-case).
const typedSearch = (typed: Record<string, string | undefined>) => typed.q?.trim() || undefined;

export default listScreen({
  title: "Garments",
  headingId: "garments-title",
  path: "/admin/garments",
  filters: garmentSearchSchema,
  load: findGarments,
  columns: COLUMNS,
  empty: "No garments match.",
  kept: (filters, typed) => ({ q: typedSearch(typed), status: filters.status }),
  table: () => ({
    rowProps: (row) => ({ "data-exact": row.exact ? "true" : undefined }),
    label: "Garments found",
    scroll: true,
    emptyIsStatus: true,
  }),
  head: (filters, typed) => (
    <FiltersForm path="/admin/garments" submit="Find garments" label="Find garments">
      <SearchField
        label="SKU, barcode, warehouse reference or RFID"
        value={typedSearch(typed)}
        type="text"
        maxLength={100}
      />
      <ChoiceField
        label="Status"
        name="status"
        value={filters.status}
        options={PRODUCT_ITEM_STATUSES}
        any="Any status"
      />
    </FiltersForm>
  ),
});
