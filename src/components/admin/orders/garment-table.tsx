interface GarmentRow {
  item_id: number;
  sku: string;
  barcode: string | null;
  garment_status: string;
  product: string;
  size: string | null;
  colour: string | null;
}

/** The garments of a delivery, a return or a member, linking to the garment pages. */
export function GarmentTable({ rows, caption }: { rows: readonly GarmentRow[]; caption: string }) {
  if (rows.length === 0) return <p>No garments.</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Garment</th>
          <th scope="col">Product</th>
          <th scope="col">Size</th>
          <th scope="col">Colour</th>
          <th scope="col">Barcode</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.item_id}>
            <th scope="row">
              <a href={`/admin/garments/${row.item_id}`}>
                {row.sku} #{row.item_id}
              </a>
            </th>
            <td>{row.product}</td>
            <td>{row.size ?? "—"}</td>
            <td>{row.colour ?? "—"}</td>
            <td>{row.barcode ?? "—"}</td>
            <td>{row.garment_status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
