import Link from "next/link";
import { OrderFilters } from "@/components/admin/filters-form";
import { dateTime, money } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import { giftListFilters } from "@/domain/admin/list-filters";
import { listGiftOrders } from "@/server/services/admin-orders/staff-lists";
import { listScreen } from "../list-screen";

const STATES = [
  ["paid", "Paid, not sent yet"],
  ["sent", "Sent to the recipient"],
  ["unpaid", "Not paid (pending or cancelled)"],
] as const;
const STATUS_TEXT: Record<string, string> = {
  PAYMENT_PENDING: "Payment pending",
  PAID: "Paid",
  SENT: "Sent",
  CANCELLED: "Cancelled",
};

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listGiftOrders>>[number]>[] = [
  {
    header: "Gift",
    cell: (row) => <Link href={`/admin/gift-orders/${row.id}`}>Gift {row.id}</Link>,
  },
  { header: "Bought", cell: (row) => dateTime(row.created_at) },
  { header: "Sender", cell: (row) => row.email_sender },
  { header: "Recipient", cell: (row) => row.email_recipient },
  { header: "Amount", cell: (row) => money(row.coupon_value) },
  { header: "Delivery day", cell: (row) => row.delivery_date ?? "—" },
  { header: "Status", cell: (row) => STATUS_TEXT[row.status] ?? row.status },
];

export default listScreen({
  title: "Gift orders",
  path: "/admin/gift-orders",
  filters: giftListFilters,
  load: listGiftOrders,
  columns: COLUMNS,
  empty: "No gift orders match.",
  head: (filters) => (
    <OrderFilters
      path="/admin/gift-orders"
      search="Gift number, sender's or recipient's e-mail, or code"
      range="Delivery day"
      choice={{ label: "Paid or sent", name: "state", options: STATES }}
      filters={filters}
    />
  ),
});
