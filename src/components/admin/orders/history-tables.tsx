import { dateTime, statusLabel } from "../format";

interface AuditRow {
  id: number;
  created_at: Date;
  action: string;
  detail: Record<string, unknown>;
  staff_email: string;
}
interface GarmentHistoryRow {
  id: number;
  createdAt: Date;
  product_item_id: number;
  sku: string;
  previous_status: string | null;
  new_status: string;
  change_reason: string | null;
}

const ACTIONS: Record<string, string> = {
  "order.status": "Order status changed",
  "order_item.status": "Item status changed",
  "order.note": "Internal note saved",
  "partial_order.status": "Delivery status changed",
  "partial_order.note": "Internal note saved",
  "partial_return.status": "Return status changed",
  "partial_return.note": "Internal note saved",
  "partial_return.finish": "Return finished",
  "order_gifting.note": "Internal note saved",
  "order_gifting.update": "Gift order changed",
  "order_gifting.resend": "Recipient's e-mail queued again",
  "user.grant_admin": "Staff access granted",
  "user.remove_admin": "Staff access removed",
};

function describe(row: AuditRow): string {
  const {
    from,
    to,
    item_id: itemId,
  } = row.detail as {
    from?: unknown;
    to?: unknown;
    item_id?: unknown;
  };
  const what = ACTIONS[row.action] ?? row.action;
  const item = typeof itemId === "number" ? ` (item ${itemId})` : "";
  if (typeof from === "string" && typeof to === "string")
    return `${what}${item}: ${statusLabel(from)} → ${statusLabel(to)}`;
  return what;
}

/** The staff changes of a record (staff_audit), newest first. */
export function StaffChanges({ rows }: { rows: readonly AuditRow[] }) {
  if (rows.length === 0) return <p>No changes by staff yet.</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Changes by staff</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{dateTime(row.created_at)}</td>
            <td>{row.staff_email}</td>
            <td>{describe(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The garment moves (product_items_history) about a record, newest first. */
export function GarmentMoves({ rows }: { rows: readonly GarmentHistoryRow[] }) {
  if (rows.length === 0) return <p>No garment moves recorded.</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Garment moves</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Garment</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{dateTime(row.createdAt)}</td>
            <td>
              <a href={`/admin/garments/${row.product_item_id}`}>
                {row.sku} #{row.product_item_id}
              </a>
            </td>
            <td>{row.previous_status ?? "—"}</td>
            <td>{row.new_status}</td>
            <td>{row.change_reason ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
