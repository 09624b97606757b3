import Link from "next/link";
import {
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  productListQuery,
} from "@/domain/admin/catalogue";
import { pageOf, pageParam, pageWindow, queryValue } from "@/domain/admin/paging";
import { Pager } from "@/components/admin/pager";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listAdminProducts, listTags } from "@/server/services/catalogue-admin/list-admin-products";
import "./catalogue.css";

type SearchParams = Record<string, string | string[] | undefined>;

/** The back office's catalogue: every product, searched and filtered, paged on the server. */
export default async function AdminProductsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await requireStaffPage();
  const params = await searchParams;
  const raw = {
    q: queryValue(params.q) ?? "",
    status: queryValue(params.status) || undefined,
    brand: queryValue(params.brand) || undefined,
    category: queryValue(params.category) || undefined,
  };
  const query = productListQuery.parse(raw);
  const window = pageWindow(pageParam.parse(queryValue(params.page)));
  const db = getDb();
  const [found, tags] = await Promise.all([listAdminProducts(db, query, window), listTags(db)]);
  const { rows, hasNext } = pageOf(found, window);
  const brands = tags.filter((tag) => tag.type === "BRAND");
  const categories = tags.filter((tag) => tag.type === "CATEGORY");

  return (
    <section>
      <h1>Catalogue</h1>
      <p>
        <Link href="/admin/products/new">New product</Link>
      </p>
      <form className="admin-filters" method="get" action="/admin/products">
        <label>
          Name or slug
          <input name="q" type="search" defaultValue={query.q} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">All but deleted</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PRODUCT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Brand
          <select name="brand" defaultValue={query.brand ?? ""}>
            <option value="">Any brand</option>
            {brands.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Category
          <select name="category" defaultValue={query.category ?? ""}>
            <option value="">Any category</option>
            {categories.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show products</button>
      </form>
      {rows.length === 0 ? (
        <p>No products match.</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">Products</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Slug</th>
              <th scope="col">Status</th>
              <th scope="col">Brand</th>
              <th scope="col">Variants</th>
              <th scope="col">Stock</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((product) => (
              <tr key={product.id}>
                <th scope="row">
                  <Link href={`/admin/products/${product.id}`}>{product.name}</Link>
                </th>
                <td>{product.slug}</td>
                <td>{PRODUCT_STATUS_LABELS[product.status]}</td>
                <td>{product.brand ?? "—"}</td>
                <td>{product.variants}</td>
                <td>{product.stock}</td>
                <td>{product.updated_at.toLocaleString("en-GB", { timeZone: "Europe/London" })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        path="/admin/products"
        query={{
          q: query.q || undefined,
          status: query.status,
          brand: query.brand ? String(query.brand) : undefined,
          category: query.category ? String(query.category) : undefined,
        }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
