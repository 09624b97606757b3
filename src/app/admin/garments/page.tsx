import Link from "next/link";
import { garmentSearchSchema } from "@/domain/admin/garment-search";
import { pageOf, pageParam, pageWindow, queryValue } from "@/domain/admin/paging";
import { PRODUCT_ITEM_STATUSES } from "@/domain/enums";
import { Pager } from "@/components/admin/pager";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { findGarments } from "@/server/services/garments/garment-finder";
import "../garments.css";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function GarmentsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaffPage();
  const params = await searchParams;
  const q = queryValue(params.q)?.trim() ?? "";
  const status = queryValue(params.status) ?? "";
  const search = garmentSearchSchema.parse({ q: q || undefined, status: status || undefined });
  const window = pageWindow(pageParam.parse(queryValue(params.page)));
  const { rows, hasNext } = pageOf(await findGarments(getDb(), search, window), window);
  return (
    <section aria-labelledby="garments-title">
      <h1 id="garments-title">Garments</h1>
      <form className="admin-filters" method="get" role="search" aria-label="Find garments">
        <label>
          SKU, barcode, warehouse reference or RFID
          <input name="q" defaultValue={q} maxLength={100} autoComplete="off" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={search.status ?? ""}>
            <option value="">Any status</option>
            {PRODUCT_ITEM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Find garments</button>
      </form>
      {rows.length === 0 ? (
        <p role="status">No garments match.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Garments found">
            <thead>
              <tr>
                <th scope="col">Garment</th>
                <th scope="col">SKU</th>
                <th scope="col">Barcode</th>
                <th scope="col">Warehouse ref.</th>
                <th scope="col">RFID</th>
                <th scope="col">Product</th>
                <th scope="col">Size, colour</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-exact={row.exact ? "true" : undefined}>
                  <th scope="row">
                    <Link href={`/admin/garments/${row.id}`}>#{row.id}</Link>
                  </th>
                  <td>{row.sku}</td>
                  <td>{row.barcode}</td>
                  <td>{row.orId}</td>
                  <td>{row.rfid}</td>
                  <td>{row.productName}</td>
                  <td>{[row.size, row.colour].filter(Boolean).join(", ")}</td>
                  <td>{row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        path="/admin/garments"
        query={{ q: q || undefined, status: search.status }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
